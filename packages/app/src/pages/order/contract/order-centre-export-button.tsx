import { Trans } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';

/** Props of {@link OrderCentreExportButton}. */
export interface OrderCentreExportButtonProps {
  disabled: boolean;
  /** The export is on its way: the button spins. */
  pending: boolean;
  onExport: () => void;
}

/**
 * The order centre's "Export CSV" button (the contract entrusts' and the options'); what it
 * exports and how it is saved is the caller's.
 *
 * @example <OrderCentreExportButton disabled={false} pending={exportCsv.isPending} onExport={() => { exportCsv.mutate(); }} />
 */
export function OrderCentreExportButton({
  disabled,
  pending,
  onExport,
}: OrderCentreExportButtonProps) {
  return (
    <Button variant="secondary" size="sm" disabled={disabled} loading={pending} onClick={onExport}>
      <Trans>Export CSV</Trans>
    </Button>
  );
}
