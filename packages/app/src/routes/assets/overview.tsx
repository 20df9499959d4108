import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '../../pages/assets/overview/overview-page.tsx';

export const Route = createFileRoute('/assets/overview')({
  component: OverviewPage,
});
