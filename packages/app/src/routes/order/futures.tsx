import { createFileRoute } from '@tanstack/react-router';
import { ContractTradesPage } from '../../pages/order/contract/contract-trades-page.tsx';
import { parseTradesSearch } from '../../pages/order/contract/order-centre-search.ts';

export const Route = createFileRoute('/order/futures')({
  validateSearch: parseTradesSearch,
  component: FuturesOrdersRoute,
});

function FuturesOrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContractTradesPage
      search={search}
      onSearchChange={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
