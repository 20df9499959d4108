import { createFileRoute } from '@tanstack/react-router';
import { EarnRecordsPage } from '../../pages/order/finance/earn-records-page.tsx';
import { parseEarnRecordsSearch } from '../../pages/order/finance/earn-records-search.ts';

export const Route = createFileRoute('/order/finance')({
  validateSearch: parseEarnRecordsSearch,
  component: EarnRecordsRoute,
});

function EarnRecordsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EarnRecordsPage
      search={search}
      onSearchChange={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
