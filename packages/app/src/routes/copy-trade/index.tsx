import { createFileRoute } from '@tanstack/react-router';
import { CopyBoardPage } from '../../pages/copy-trade/board/board-page.tsx';
import {
  parseCopyBoardSearch,
  type CopyBoardSearch,
} from '../../pages/copy-trade/board/board-search.ts';

export const Route = createFileRoute('/copy-trade/')({
  validateSearch: (search: Record<string, unknown>): CopyBoardSearch =>
    parseCopyBoardSearch(search),
  component: CopyBoardRoute,
});

function CopyBoardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CopyBoardPage
      search={search}
      onSearchChange={(next) => {
        navigate({ search: parseCopyBoardSearch({ ...next }) }).catch((error: unknown) => {
          console.error('Navigation failed', error);
        });
      }}
    />
  );
}
