import { createFileRoute } from '@tanstack/react-router';
import { OptionOrdersPage } from '../../pages/order/option/option-orders-page.tsx';
import { parseOptionOrdersSearch } from '../../pages/order/option/option-orders-search.ts';

export const Route = createFileRoute('/order/option')({
  validateSearch: parseOptionOrdersSearch,
  component: OptionOrdersRoute,
});

function OptionOrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OptionOrdersPage
      search={search}
      onSearchChange={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
