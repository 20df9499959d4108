import { createFileRoute } from '@tanstack/react-router';
import { CopyLeaderPage } from '../../pages/copy-trade/leader/leader-page.tsx';
import {
  parseCopyLeaderSearch,
  type CopyLeaderSearch,
} from '../../pages/copy-trade/leader/leader-search.ts';

export const Route = createFileRoute('/copy-trade/leader')({
  validateSearch: (search: Record<string, unknown>): CopyLeaderSearch =>
    parseCopyLeaderSearch(search),
  component: CopyLeaderRoute,
});

function CopyLeaderRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CopyLeaderPage
      search={search}
      onSearchChange={(next) => {
        navigate({ search: parseCopyLeaderSearch({ ...next }) }).catch((error: unknown) => {
          console.error('Navigation failed', error);
        });
      }}
    />
  );
}
