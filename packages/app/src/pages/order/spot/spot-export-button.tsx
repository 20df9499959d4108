import { useMutation } from '@tanstack/react-query';
import { useAppServices } from '../../../app-services.tsx';
import {
  spotFillsFilterQuery,
  spotOrdersFilterQuery,
  type SpotOrdersFilters,
} from '../../spot-trade/orders/spot-orders.query.ts';
import { saveText } from '../../assets/capital-flow/export-csv-button.tsx';
import { OrderCentreExportButton } from '../contract/order-centre-export-button.tsx';
import type { SpotCentreTab } from './spot-order-centre-search.ts';

/** The name the saved file gets, per table. */
const FILE_NAMES: Record<SpotCentreTab, string> = {
  open: 'spot-open-orders.csv',
  history: 'spot-order-history.csv',
  trades: 'spot-trade-history.csv',
};

/** Props of {@link SpotExportButton}. */
export interface SpotExportButtonProps {
  tab: SpotCentreTab;
  symbol: string | null;
  filters: SpotOrdersFilters;
  disabled: boolean;
}

/**
 * "Export CSV": every order or fill matching the filters (not only the page shown), written by
 * the server (GET /spots/order/export, /spots/fills/export), fetched through the client so it
 * carries the session, then saved as a file.
 */
export function SpotExportButton({ tab, symbol, filters, disabled }: SpotExportButtonProps) {
  const { api } = useAppServices();
  const exportCsv = useMutation({
    mutationFn: () =>
      tab === 'trades'
        ? api.request('spotFillsExport', { query: spotFillsFilterQuery({ symbol, filters }) })
        : api.request('spotOrdersExport', {
            query: { state: tab, ...spotOrdersFilterQuery({ symbol, filters }) },
          }),
    onSuccess: (result) => {
      // A refusal is toasted by the client (SPEC.md section 8).
      if (result.ok) saveText(result.data, FILE_NAMES[tab]);
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
