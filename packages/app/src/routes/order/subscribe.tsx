import { createFileRoute } from '@tanstack/react-router';
import { LaunchpadRecordsPage } from '../../pages/order/subscribe/launchpad-records-page.tsx';
import { parseLaunchpadRecordsSearch } from '../../pages/order/subscribe/launchpad-records-search.ts';

export const Route = createFileRoute('/order/subscribe')({
  validateSearch: parseLaunchpadRecordsSearch,
  component: LaunchpadRecordsRoute,
});

function LaunchpadRecordsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LaunchpadRecordsPage
      search={search}
      onSearchChange={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
