import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../shell/coming-soon-page.tsx';
import { PAGE_TITLES } from '../../shell/page-titles.ts';

export const Route = createFileRoute('/assets/capital-flow')({
  component: CapitalFlowPage,
});

function CapitalFlowPage() {
  return <ComingSoonPage section={PAGE_TITLES.capitalFlow} />;
}
