import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { C2C_ORDER_STATUSES, type C2cOrder } from '@exchange/api';
import {
  Button,
  formatCoinAmount,
  formatDateTime,
  Pagination,
  Select,
  Table,
  type TableColumn,
} from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { useC2cOrders } from '../../../queries/c2c.query.ts';
import { coinsQuery } from '../../../queries/wallet.query.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { fiatAmount } from '../c2c-format.ts';
import { C2C_COINS, withFilters, type C2cSearch } from '../c2c-search.ts';
import { useC2cLabels } from '../use-c2c-labels.ts';
import styles from '../c2c-page.module.css';

const PAGE_SIZE = 10;
const ALL = 'all';

/** Props of {@link OrdersTab}. */
export interface OrdersTabProps {
  search: C2cSearch;
  onSearchChange: (search: C2cSearch) => void;
  onOpen: (id: number) => void;
}

/**
 * The caller's C2C orders, newest first, filtered by status, side and coin (in the URL), a page
 * at a time; an order's number opens its view.
 */
export function OrdersTab({ search, onSearchChange, onOpen }: OrdersTabProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const labels = useC2cLabels();
  const timeOptions = useDateTimeOptions();
  const coins = useQuery(coinsQuery(api));
  const page = search.page ?? 1;
  const coinId =
    search.coin === undefined
      ? undefined
      : coins.data?.find((row) => row.coin_name === search.coin)?.coin_id;
  const orders = useC2cOrders({
    status: search.status,
    side: search.side,
    coin_id: coinId,
    page,
    limit: PAGE_SIZE,
  });
  const change = (next: Partial<C2cSearch>) => {
    onSearchChange(withFilters(search, next));
  };
  const filtered =
    search.status !== undefined || search.side !== undefined || search.coin !== undefined;

  const columns: TableColumn<C2cOrder>[] = [
    {
      key: 'id',
      header: t`Order`,
      cell: (order) => (
        <Button
          variant="text"
          size="sm"
          aria-label={t`Open order ${String(order.id)}`}
          onClick={() => {
            onOpen(order.id);
          }}
        >
          {String(order.id)}
        </Button>
      ),
    },
    { key: 'side', header: t`Side`, cell: (order) => labels.side(order.side) },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (order) => formatCoinAmount(order.amount, order.coin_name),
    },
    {
      key: 'fiat',
      header: t`Total`,
      numeric: true,
      cell: (order) => fiatAmount(order.fiat_amount, order.fiat),
    },
    { key: 'counterparty', header: t`Counterparty`, cell: (order) => order.counterparty.nickname },
    { key: 'status', header: t`Status`, cell: (order) => labels.orderStatus(order) },
    {
      key: 'created',
      header: t`Created`,
      cell: (order) => formatDateTime(order.created_at, timeOptions),
    },
  ];

  return (
    <>
      <div className={styles.filters}>
        <div className={styles.filter}>
          <span aria-hidden="true">{t`Status`}</span>
          <Select
            aria-label={t`Status`}
            options={[
              { value: ALL, label: t`All statuses` },
              ...C2C_ORDER_STATUSES.map((status) => ({
                value: status,
                label: labels.status(status),
              })),
            ]}
            value={search.status ?? ALL}
            onChange={(value) => {
              change({ status: C2C_ORDER_STATUSES.find((status) => status === value) });
            }}
          />
        </div>
        <div className={styles.filter}>
          <span aria-hidden="true">{t`Side`}</span>
          <Select
            aria-label={t`Side`}
            options={[
              { value: ALL, label: t`Buy and sell` },
              { value: 'buy', label: labels.side('buy') },
              { value: 'sell', label: labels.side('sell') },
            ]}
            value={search.side ?? ALL}
            onChange={(value) => {
              change({ side: value === 'buy' || value === 'sell' ? value : undefined });
            }}
          />
        </div>
        <div className={styles.filter}>
          <span aria-hidden="true">{t`Coin`}</span>
          <Select
            aria-label={t`Coin`}
            options={[
              { value: ALL, label: t`All coins` },
              ...C2C_COINS.map((name) => ({ value: name, label: name })),
            ]}
            value={search.coin ?? ALL}
            onChange={(value) => {
              change({ coin: C2C_COINS.find((name) => name === value) });
            }}
          />
        </div>
      </div>
      {orders.isError ? (
        <div className={styles.state} role="alert">
          <p>{t`The orders could not be loaded.`}</p>
          <Button
            variant="secondary"
            onClick={() => {
              void orders.refetch();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <Table
          label={t`My C2C orders`}
          columns={columns}
          rows={orders.data?.list ?? []}
          rowKey={(order) => String(order.id)}
          loading={orders.isPending}
          loadingLabel={t`Loading orders`}
          empty={filtered ? t`No orders match these filters` : t`No C2C orders yet`}
        />
      )}
      {orders.data !== undefined && orders.data.total > PAGE_SIZE ? (
        <Pagination
          page={page}
          pageCount={Math.ceil(orders.data.total / PAGE_SIZE)}
          onPageChange={(next) => {
            onSearchChange({ ...search, page: next });
          }}
          label={t`Pages of orders`}
          previousLabel={t`Previous page`}
          nextLabel={t`Next page`}
        />
      ) : null}
    </>
  );
}
