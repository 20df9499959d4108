import { createFileRoute } from '@tanstack/react-router';
import { SpotOrderCentrePage } from '../../pages/order/spot/spot-order-centre-page.tsx';
import { parseSpotOrderCentreSearch } from '../../pages/order/spot/spot-order-centre-search.ts';

export const Route = createFileRoute('/order/spot')({
  validateSearch: parseSpotOrderCentreSearch,
  component: SpotOrderCentreRoute,
});

function SpotOrderCentreRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SpotOrderCentrePage
      search={search}
      onSearchChange={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
