import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ContractPair, Position } from '@exchange/api';
import { Table } from '@exchange/design-system';
import { useContractAccount } from '../../../queries/contract.query.ts';
import type { PairFormat } from '../../../trading/orders/order-format.ts';
import { OrdersLoadError } from '../../../trading/orders/orders-load-error.tsx';
import { CloseDialog } from './close-dialog.tsx';
import { MarginDialog } from './margin-dialog.tsx';
import { usePositionColumns, type PositionDialog } from './position-columns.tsx';
import { liveFigures } from './position-math.ts';
import { TpSlDialog } from './tpsl-dialog.tsx';
import { usePositionActions } from './use-position-actions.ts';
import tableStyles from '../../../trading/orders/orders.module.css';

/** Props of {@link PositionsTab}. */
export interface PositionsTabProps {
  query: UseQueryResult<Position[]>;
  /** The rows shown: every position, or the current symbol's only. */
  rows: readonly Position[];
  pairs: readonly ContractPair[];
  formatOf: (symbol: string) => PairFormat;
  /** Live mark prices by symbol; a symbol without one shows the wire's figures. */
  markPrices: Readonly<Record<string, string>>;
  /** The "Current symbol only" switch. */
  filter: ReactNode;
}

/**
 * The open positions with their live PnL and ROE (from the page's mark prices) and the three
 * dialogs a row opens: TP/SL, close (market or limit) and, for isolated, margin add/remove.
 */
export function PositionsTab({
  query,
  rows,
  pairs,
  formatOf,
  markPrices,
  filter,
}: PositionsTabProps) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<PositionDialog | null>(null);
  const actions = usePositionActions();
  const account = useContractAccount(dialog?.kind === 'margin');
  const liveOf = (position: Position) => liveFigures(position, markPrices[position.symbol]);
  const columns = usePositionColumns({ formatOf, liveOf, onOpen: setDialog });
  const hide = () => {
    setDialog(null);
  };

  if (query.isError && query.data === undefined) {
    return (
      <div className={tableStyles.panel}>
        <div className={tableStyles.toolbar}>{filter}</div>
        <OrdersLoadError text={t`Could not load your positions.`} query={query} />
      </div>
    );
  }

  // The dialog follows its position as it refetches; a position closed meanwhile closes it.
  const open = dialog === null ? undefined : query.data?.find((row) => row.id === dialog.id);
  return (
    <div className={tableStyles.panel}>
      <div className={tableStyles.toolbar}>{filter}</div>
      <Table
        label={t`Positions`}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        loading={query.isPending}
        loadingLabel={t`Loading…`}
        empty={t`No open positions`}
        manualSort
      />
      {dialog !== null && open !== undefined ? (
        <OpenDialog
          dialog={dialog}
          position={open}
          format={formatOf(open.symbol)}
          mark={liveOf(open).mark}
          pair={pairs.find((pair) => pair.symbol === open.symbol)}
          available={account.data?.balance}
          actions={actions}
          onDone={hide}
        />
      ) : null}
    </div>
  );
}

interface OpenDialogProps {
  dialog: PositionDialog;
  position: Position;
  format: PairFormat;
  mark: string;
  pair: ContractPair | undefined;
  available: string | undefined;
  actions: ReturnType<typeof usePositionActions>;
  onDone: () => void;
}

function OpenDialog({
  dialog,
  position,
  format,
  mark,
  pair,
  available,
  actions,
  onDone,
}: OpenDialogProps) {
  switch (dialog.kind) {
    case 'tpsl':
      return (
        <TpSlDialog
          position={position}
          format={format}
          mark={mark}
          update={actions.update}
          onDone={onDone}
        />
      );
    case 'close':
      return (
        <CloseDialog
          position={position}
          format={format}
          mark={mark}
          initialType={dialog.type}
          close={actions.close}
          onDone={onDone}
        />
      );
    case 'margin':
      // Only an isolated position shows the margin buttons; a pair missing from the list has no
      // brackets to preview the liquidation price with.
      if (position.margin_mode !== 'isolated' || pair === undefined) return null;
      return (
        <MarginDialog
          position={position}
          format={format}
          brackets={pair.brackets}
          available={available}
          initialAction={dialog.action}
          update={actions.update}
          onDone={onDone}
        />
      );
    default:
      return dialog satisfies never;
  }
}
