import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../shell/coming-soon-page.tsx';
import { PAGE_TITLES } from '../../shell/page-titles.ts';

export const Route = createFileRoute('/c2c/help')({
  component: C2cHelpPage,
});

function C2cHelpPage() {
  return <ComingSoonPage section={PAGE_TITLES.c2cHelp} />;
}
