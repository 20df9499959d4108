import { useMutation } from '@tanstack/react-query';
import type { OrderState } from '@exchange/api';
import { useAppServices } from '../../../app-services.tsx';
import type { OpenEntrustsFilter } from '../../../trading/contract-orders/cancel-entrusts.ts';
import { saveText } from '../../assets/capital-flow/export-csv-button.tsx';
import { OrderCentreExportButton } from './order-centre-export-button.tsx';

/** The name the saved file gets: open or finished entrusts. */
const FILE_NAMES: Record<OrderState, string> = {
  open: 'futures-open-orders.csv',
  history: 'futures-order-history.csv',
};

/** Props of {@link ExportEntrustsButton}. */
export interface ExportEntrustsButtonProps {
  state: OrderState;
  filter: OpenEntrustsFilter;
  disabled: boolean;
}

/**
 * "Export CSV": every entrust matching the filters (not only the page shown), written by the
 * server (GET /contract/entrust/export), fetched through the client so it carries the session
 * (a plain link could not send the Authorization header), then saved as a file.
 */
export function ExportEntrustsButton({ state, filter, disabled }: ExportEntrustsButtonProps) {
  const { api } = useAppServices();
  const exportCsv = useMutation({
    mutationFn: () => api.request('contractEntrustsExport', { query: { ...filter, state } }),
    onSuccess: (result) => {
      // A refusal is toasted by the client (SPEC.md section 8).
      if (result.ok) saveText(result.data, FILE_NAMES[state]);
    },
  });
  return (
    <OrderCentreExportButton
      disabled={disabled}
      pending={exportCsv.isPending}
      onExport={() => {
        exportCsv.mutate();
      }}
    />
  );
}
