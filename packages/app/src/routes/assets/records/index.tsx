import { createFileRoute } from '@tanstack/react-router';
import { RecordsPage } from '../../../pages/assets/records/records-page.tsx';
import {
  parseRecordsSearch,
  type RecordsSearch,
} from '../../../pages/assets/records/records-search.ts';

export const Route = createFileRoute('/assets/records/')({
  validateSearch: (search: Record<string, unknown>): RecordsSearch => parseRecordsSearch(search),
  component: RecordsRoute,
});

function RecordsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RecordsPage
      search={search}
      onSearchChange={(next) => {
        navigate({ search: next }).catch((error: unknown) => {
          console.error('Navigation failed', error);
        });
      }}
    />
  );
}
