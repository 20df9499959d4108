import { createFileRoute } from '@tanstack/react-router';
import { CapitalFlowPage } from '../../pages/assets/capital-flow/capital-flow-page.tsx';
import { parseCapitalFlowSearch } from '../../pages/assets/capital-flow/capital-flow-search.ts';

export const Route = createFileRoute('/assets/capital-flow')({
  validateSearch: parseCapitalFlowSearch,
  component: CapitalFlowRoute,
});

function CapitalFlowRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CapitalFlowPage
      search={search}
      onSearchChange={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
