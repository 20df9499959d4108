import { createFileRoute } from '@tanstack/react-router';
import { CopyOrdersPage } from '../../pages/copy-trade/orders/copy-orders-page.tsx';
import { parseCopyOrdersSearch } from '../../pages/copy-trade/orders/copy-orders-search.ts';

export const Route = createFileRoute('/copy-trade/order')({
  validateSearch: parseCopyOrdersSearch,
  component: CopyOrdersRoute,
});

function CopyOrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CopyOrdersPage
      search={search}
      onSearchChange={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
