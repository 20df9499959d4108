import { createFileRoute } from '@tanstack/react-router';
import { CopyFollowPage } from '../../pages/copy-trade/follow/follow-page.tsx';
import { parseCopyFollowSearch } from '../../pages/copy-trade/follow/follow-search.ts';

export const Route = createFileRoute('/copy-trade/follow')({
  validateSearch: parseCopyFollowSearch,
  component: CopyFollowRoute,
});

function CopyFollowRoute() {
  const { leader_id: leaderId } = Route.useSearch();
  return <CopyFollowPage leaderId={leaderId} />;
}
