import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpotOrder } from '@exchange/api';
import { AlertDialog, Button, type TableColumn, VISUALLY_HIDDEN } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callEffect } from '../../../errors/call-error-message.ts';
import { cancelEach, openOrderIds, refreshAfterCancel } from './cancel-orders.ts';
import {
  filledPercent,
  formatPrice,
  formatSize,
  orderTotal,
} from '../../../trading/orders/order-format.ts';
import { OrdersTable, type OrdersTabProps } from '../../../trading/orders/orders-table.tsx';
import { spotOrdersQuery } from './spot-orders.query.ts';
import { useOrderColumns } from '../../../trading/orders/use-order-columns.tsx';
import { useOrderLabels } from '../../../trading/orders/use-order-labels.ts';
import styles from '../../../trading/orders/orders.module.css';

/** Props of {@link OpenOrdersTab}. */
export interface OpenOrdersTabProps extends OrdersTabProps {
  /** "BTC/USDT", for the Cancel all confirmation; ignored when `symbol` is null. */
  pairName: string;
}

/** The user's open orders with Cancel per row and Cancel all (after a confirmation). */
export function OpenOrdersTab({ pairName, ...props }: OpenOrdersTabProps) {
  const { symbol, page, formatOf } = props;
  const { t } = useLingui();
  const { api, toaster } = useAppServices();
  const queryClient = useQueryClient();
  const labels = useOrderLabels();
  const column = useOrderColumns(formatOf);
  const query = useQuery(spotOrdersQuery(api, 'open', { symbol, page }));
  const [cancelling, setCancelling] = useState<ReadonlySet<number>>(() => new Set());
  const [cancellingAll, setCancellingAll] = useState(false);

  const cancelOne = async (id: number) => {
    setCancelling((ids) => new Set(ids).add(id));
    try {
      await api.call('spotCancelOrder', { params: { id } });
      await refreshAfterCancel(queryClient);
    } catch (error) {
      // The API client has already toasted the reason in words (SPEC.md section 8); the row
      // stays. A cancel with no answer may have gone through: show the orders as they are now.
      if (callEffect(error) === 'unknown') await refreshAfterCancel(queryClient);
    } finally {
      setCancelling((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  const cancelAll = async () => {
    setCancellingAll(true);
    try {
      const ids = await openOrderIds(api, symbol);
      const { cancelled, failed } = await cancelEach(api, ids);
      await refreshAfterCancel(queryClient);
      if (failed === 0) toaster.success(t`Orders cancelled: ${cancelled}`);
      else toaster.warning(t`Orders cancelled: ${cancelled}. Failed: ${failed}.`);
    } catch {
      // Listing the orders failed: already toasted by the API client, nothing was cancelled.
    } finally {
      setCancellingAll(false);
    }
  };

  const columns: TableColumn<SpotOrder>[] = [
    column.time(t`Time`),
    column.pair(t`Pair`),
    column.type(t`Type`),
    column.side(t`Side`),
    column.price(t`Price`),
    column.amount(t`Amount`),
    {
      key: 'filled',
      header: t`Filled`,
      numeric: true,
      cell: (order) => (
        <span className={styles.nowrap} dir="ltr">
          {formatSize(order.filled_amount, formatOf(order.symbol))}{' '}
          <span className={styles.muted}>({filledPercent(order)}%)</span>
        </span>
      ),
    },
    column.total(t`Total`, orderTotal),
    {
      key: 'action',
      header: t`Action`,
      align: 'end',
      cell: (order) => {
        const format = formatOf(order.symbol);
        const price = order.price === null ? '' : formatPrice(order.price, format);
        return (
          <Button
            variant="text"
            size="sm"
            loading={cancelling.has(order.id)}
            disabled={cancellingAll}
            onClick={() => {
              void cancelOne(order.id);
            }}
          >
            {t`Cancel`}
            <span className={VISUALLY_HIDDEN}>
              {' '}
              {format.name} {labels.side(order.side)} {price}
            </span>
          </Button>
        );
      },
    },
  ];

  const openCount = query.data?.total ?? 0;
  return (
    <OrdersTable
      tab={props}
      label={t`Open orders`}
      query={query}
      columns={columns}
      empty={t`No open orders`}
      errorText={t`Could not load your open orders.`}
      actions={
        <AlertDialog
          title={t`Cancel all open orders?`}
          description={
            symbol === null
              ? t`All ${openCount} open orders of every pair will be cancelled.`
              : t`All ${openCount} open orders of ${pairName} will be cancelled.`
          }
          actionLabel={t`Cancel all`}
          actionVariant="danger"
          cancelLabel={t`Keep orders`}
          onAction={() => {
            void cancelAll();
          }}
          trigger={
            <Button
              variant="secondary"
              size="sm"
              loading={cancellingAll}
              disabled={openCount === 0}
            >
              {t`Cancel all`}
            </Button>
          }
        />
      }
    />
  );
}
