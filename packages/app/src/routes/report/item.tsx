import { createFileRoute } from '@tanstack/react-router';
import { ReportItemPage } from '../../pages/report/report-item-page.tsx';
import { parseReportItemSearch, type ReportItemSearch } from '../../pages/report/report-search.ts';

export const Route = createFileRoute('/report/item')({
  validateSearch: (search: Record<string, unknown>): ReportItemSearch =>
    parseReportItemSearch(search),
  component: ReportItemRoute,
});

function ReportItemRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportItemPage
      search={search}
      onSearchChange={(next) => {
        navigate({ search: parseReportItemSearch({ ...next }) }).catch((error: unknown) => {
          console.error('Navigation failed', error);
        });
      }}
    />
  );
}
