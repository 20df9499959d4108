import { createFileRoute } from '@tanstack/react-router';
import { OtcOrdersPage } from '../../pages/otc/otc-orders-page.tsx';
import { parseOtcOrdersSearch } from '../../pages/otc/otc-orders-search.ts';

export const Route = createFileRoute('/otc-trade/order')({
  validateSearch: parseOtcOrdersSearch,
  component: OtcOrdersRoute,
});

function OtcOrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OtcOrdersPage
      search={search}
      onSearchChange={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
