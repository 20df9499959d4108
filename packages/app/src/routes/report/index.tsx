import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '../../pages/report/report-page.tsx';
import { parseReportSearch, type ReportSearch } from '../../pages/report/report-search.ts';

export const Route = createFileRoute('/report/')({
  validateSearch: (search: Record<string, unknown>): ReportSearch => parseReportSearch(search),
  component: ReportsRoute,
});

function ReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportPage
      search={search}
      onSearchChange={(next) => {
        navigate({ search: parseReportSearch({ ...next }) }).catch((error: unknown) => {
          console.error('Navigation failed', error);
        });
      }}
    />
  );
}
