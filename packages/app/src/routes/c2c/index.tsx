import { createFileRoute } from '@tanstack/react-router';
import { C2cPage } from '../../pages/c2c/c2c-page.tsx';
import { parseC2cSearch } from '../../pages/c2c/c2c-search.ts';

export const Route = createFileRoute('/c2c/')({
  validateSearch: parseC2cSearch,
  component: C2cRoute,
});

function C2cRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <C2cPage
      search={search}
      onSearchChange={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
