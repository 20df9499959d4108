import { useMutation } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { statementsQueryFields, type StatementsFilter } from '../../../queries/statements.query.ts';

/** The name the saved file gets. */
const CSV_FILE_NAME = 'capital-flow.csv';

/** Hand a text to the browser as a file to save (also the contract order centre's export). */
export function saveText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * "Export CSV": every movement matching the filters (not only the page shown), written by the
 * server (GET /wallet/statements/export), fetched through the client so it carries the session
 * (a plain link could not send the Authorization header), then saved as a file.
 */
export function ExportCsvButton({
  filter,
  disabled,
}: {
  filter: Omit<StatementsFilter, 'page'>;
  disabled: boolean;
}) {
  const { api } = useAppServices();
  const exportCsv = useMutation({
    mutationFn: () => api.request('statementsExport', { query: statementsQueryFields(filter) }),
    onSuccess: (result) => {
      // A refusal is toasted by the client (SPEC.md section 8).
      if (result.ok) saveText(result.data, CSV_FILE_NAME);
    },
  });
  return (
    <Button
      variant="secondary"
      disabled={disabled}
      loading={exportCsv.isPending}
      onClick={() => {
        exportCsv.mutate();
      }}
    >
      <Trans>Export CSV</Trans>
    </Button>
  );
}
