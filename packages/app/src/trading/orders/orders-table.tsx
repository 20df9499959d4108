import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@exchange/api';
import { Pagination, Table, type TableColumn } from '@exchange/design-system';
import type { PairFormat } from './order-format.ts';
import { OrdersLoadError } from './orders-load-error.tsx';
import { pageCountOf } from './orders-page.ts';
import styles from './orders.module.css';

/** What an orders area (the spot page's SpotOrders) gives each orders tab. */
export interface OrdersTabProps {
  /** The pair shown, or null for every pair. */
  symbol: string | null;
  page: number;
  onPageChange: (page: number) => void;
  formatOf: (symbol: string) => PairFormat;
  /** The "Hide other pairs" switch, shown in the toolbar above the table. */
  filter: ReactNode;
}

/** Props of {@link OrdersTable}. */
export interface OrdersTableProps<Row> {
  /** The tab's own props: its page, the page setter and the filter. */
  tab: Pick<OrdersTabProps, 'page' | 'onPageChange' | 'filter'>;
  /** Accessible name of the table, e.g. "Open orders". */
  label: string;
  query: UseQueryResult<Page<Row>>;
  columns: readonly TableColumn<Row>[];
  /** A unique key per row; the row's id (an order id) when left out. */
  rowKey?: (row: Row) => string;
  /** Shown when the page has no rows: "No open orders". */
  empty: string;
  /** Shown when the first load failed, above a Retry button. */
  errorText: string;
  /** Controls after the filter in the toolbar: Cancel all. */
  actions?: ReactNode;
}

const rowId = (row: { id: number }) => String(row.id);

/**
 * One orders tab's table: loading, empty and error (with Retry) states, and page buttons once
 * there is more than one page.
 */
export function OrdersTable<Row extends { id: number }>({
  tab: { page, onPageChange, filter },
  label,
  query,
  columns,
  rowKey = rowId,
  empty,
  errorText,
  actions,
}: OrdersTableProps<Row>) {
  const { t } = useLingui();
  const total = query.data?.total;
  const pageCount = total === undefined ? 1 : pageCountOf(total);
  // Cancelling the last row of the last page leaves that page empty: step back to the new last
  // page instead of showing "No open orders" while other pages still hold some.
  useEffect(() => {
    if (total !== undefined && !query.isPlaceholderData && page > pageCount)
      onPageChange(pageCount);
  }, [total, page, pageCount, query.isPlaceholderData, onPageChange]);

  const bar = (
    <div className={styles.toolbar}>
      {filter}
      {actions}
    </div>
  );
  if (query.isError && query.data === undefined) {
    return (
      <div className={styles.panel}>
        {bar}
        <OrdersLoadError text={errorText} query={query} />
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      {bar}
      <Table
        label={label}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={rowKey}
        loading={query.isPending || query.isPlaceholderData}
        loadingLabel={t`Loading…`}
        empty={empty}
        manualSort
      />
      {pageCount > 1 ? (
        <div className={styles.footer}>
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={onPageChange}
            label={t`Pages: ${label}`}
            previousLabel={t`Previous page`}
            nextLabel={t`Next page`}
            pageLabel={(n) => t`Page ${n}`}
          />
        </div>
      ) : null}
    </div>
  );
}
