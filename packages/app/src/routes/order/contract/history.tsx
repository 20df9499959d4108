import { createFileRoute } from '@tanstack/react-router';
import { ContractEntrustsPage } from '../../../pages/order/contract/contract-entrusts-page.tsx';
import { parseEntrustsSearch } from '../../../pages/order/contract/order-centre-search.ts';

export const Route = createFileRoute('/order/contract/history')({
  validateSearch: parseEntrustsSearch,
  component: ContractOrderHistoryRoute,
});

function ContractOrderHistoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContractEntrustsPage
      state="history"
      search={search}
      onSearchChange={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
