import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../shell/coming-soon-page.tsx';
import { PAGE_TITLES } from '../../shell/page-titles.ts';

export const Route = createFileRoute('/c2c/')({
  component: C2cPage,
});

function C2cPage() {
  return <ComingSoonPage section={PAGE_TITLES.c2c} />;
}
