import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OptionOrder } from '@exchange/api';
import {
  formatAmount,
  formatCountdown,
  formatDateTime,
  NO_VALUE,
  type TableColumn,
} from '@exchange/design-system';
import { useOptionOrders } from '../../queries/option.query.ts';
import { TimeText, WithCoin } from '../orders/order-cells.tsx';
import { ORDERS_PAGE_SIZE } from '../orders/orders-page.ts';
import { OrdersTable } from '../orders/orders-table.tsx';
import { useDateTimeOptions } from '../use-date-time-options.ts';
import { LivePrice, MoneynessText, NoteText } from './option-cells.tsx';
import { useOptionLeadColumns } from './option-columns.tsx';
import { openOptionPhase } from './option-format.ts';
import type { OptionTableProps } from './option-table-props.ts';
import { useNow } from '../../clock/use-now.tsx';
import { useOptionListedPrice, useOptionPairFormats } from './use-option-pair-formats.ts';
import styles from './option-orders.module.css';

/** How often the list is asked again while a row waits for its settlement to be booked. */
const SETTLING_REFETCH_MS = 3000;

/**
 * The caller's open options (GET /option/order?state=open), soonest expiry first: pair,
 * direction, stake, entry price (or "Waiting for entry" until the entry tick), the live index,
 * whether the option is in or out of the money at it, a countdown to the expiry ("Settling…"
 * once it passed and the server has not booked it yet) and the payout if it wins.
 *
 * @example <OpenOptionsTable filter={{ symbol: 'BTCUSDT' }} page={1} onPageChange={setPage} />
 */
export function OpenOptionsTable({
  filter,
  page,
  onPageChange,
  filtered = false,
  toolbar,
  actions,
  enabled = true,
}: OptionTableProps) {
  const { t, i18n } = useLingui();
  const lead = useOptionLeadColumns();
  const formatOf = useOptionPairFormats();
  const listedOf = useOptionListedPrice();
  const timeOptions = useDateTimeOptions();
  const now = useNow();
  const query = useOptionOrders(
    { ...filter, state: 'open', page, limit: ORDERS_PAGE_SIZE },
    enabled,
  );

  // The `option` user event refetches the list once the server books a settlement; should that
  // event be missed (a reconnect gap), a row past its expiry would read "Settling…" for good, so
  // the list is asked again every few seconds while one is.
  const settling = (query.data?.list ?? []).some((row) => openOptionPhase(row, now) === 'settling');
  const { refetch } = query;
  useEffect(() => {
    if (!settling) return;
    const timer = window.setInterval(() => {
      void refetch();
    }, SETTLING_REFETCH_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [settling, refetch]);

  const columns: TableColumn<OptionOrder>[] = [
    ...lead,
    {
      key: 'open_price',
      header: t`Entry price`,
      numeric: true,
      cell: (row) =>
        row.open_price === null ? (
          <NoteText state="waiting" text={t`Waiting for entry`} />
        ) : (
          formatAmount(row.open_price, formatOf(row.symbol).pricePrecision)
        ),
    },
    {
      key: 'index',
      header: t`Live price`,
      numeric: true,
      cell: (row) => (
        <LivePrice
          symbol={row.symbol}
          format={formatOf(row.symbol)}
          listed={listedOf(row.symbol)}
        />
      ),
    },
    {
      key: 'moneyness',
      header: t`Status`,
      cell: (row) =>
        openOptionPhase(row, now) === 'live' ? (
          <MoneynessText
            symbol={row.symbol}
            listed={listedOf(row.symbol)}
            direction={row.direction}
            entry={row.open_price}
          />
        ) : (
          NO_VALUE
        ),
    },
    {
      key: 'settle_at',
      header: t`Time left`,
      numeric: true,
      cell: (row) =>
        openOptionPhase(row, now) === 'settling' ? (
          <NoteText state="settling" text={t`Settling…`} />
        ) : (
          <span className={styles.countdown} data-state="counting">
            {formatCountdown(row.settle_at - now, i18n.locale)}
          </span>
        ),
    },
    {
      key: 'payout',
      header: t`Payout if won`,
      numeric: true,
      cell: (row) => (
        <WithCoin
          value={formatAmount(row.payout, formatOf(row.symbol).amountPrecision)}
          coin={row.coin}
        />
      ),
    },
    {
      key: 'opened_at',
      header: t`Opened`,
      cell: (row) => <TimeText text={formatDateTime(row.opened_at, timeOptions)} />,
    },
  ];

  return (
    <OrdersTable
      tab={{ page, onPageChange, filter: toolbar }}
      label={t`Open options`}
      query={query}
      columns={columns}
      empty={filtered ? t`No open option matches these filters` : t`No open options`}
      errorText={t`Could not load your open options.`}
      actions={actions}
    />
  );
}
