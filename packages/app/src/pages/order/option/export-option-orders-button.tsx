import type { OrderState } from '@exchange/api';
import { useExportOptionOrders } from '../../../queries/option.query.ts';
import type { OptionTableProps } from '../../../trading/option-orders/option-table-props.ts';
import { saveText } from '../../assets/capital-flow/export-csv-button.tsx';
import { OrderCentreExportButton } from '../contract/order-centre-export-button.tsx';

/** Props of {@link ExportOptionOrdersButton}. */
export interface ExportOptionOrdersButtonProps {
  state: OrderState;
  filter: OptionTableProps['filter'];
  disabled: boolean;
}

/**
 * "Export CSV": every option matching the tab and the filters (not only the page shown), written
 * by the server (GET /option/order/export), fetched through the client so it carries the
 * session, then saved under the server's file name.
 */
export function ExportOptionOrdersButton({
  state,
  filter,
  disabled,
}: ExportOptionOrdersButtonProps) {
  const exportCsv = useExportOptionOrders(saveText);
  return (
    <OrderCentreExportButton
      disabled={disabled}
      pending={exportCsv.isPending}
      onExport={() => {
        exportCsv.mutate({ ...filter, state });
      }}
    />
  );
}
