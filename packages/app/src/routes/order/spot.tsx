import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../shell/coming-soon-page.tsx';
import { PAGE_TITLES } from '../../shell/page-titles.ts';

export const Route = createFileRoute('/order/spot')({
  component: SpotOrdersPage,
});

function SpotOrdersPage() {
  return <ComingSoonPage section={PAGE_TITLES.spotOrders} />;
}
