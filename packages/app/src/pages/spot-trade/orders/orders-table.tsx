import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@exchange/api';
import { Button, Pagination, Table, type TableColumn } from '@exchange/design-system';
import { pageCountOf } from './spot-orders.query.ts';
import styles from './spot-orders.module.css';

/** Props of {@link OrdersTable}. */
export interface OrdersTableProps<Row> {
  /** Accessible name of the table, e.g. "Open orders". */
  label: string;
  query: UseQueryResult<Page<Row>>;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Shown when the page has no rows: "No open orders". */
  empty: string;
  /** Shown when the first load failed, above a Retry button. */
  errorText: string;
  page: number;
  onPageChange: (page: number) => void;
  /** Controls above the table: the pair filter, Cancel all. */
  toolbar: ReactNode;
}

/**
 * One orders tab's table: loading, empty and error (with Retry) states, and page buttons once
 * there is more than one page.
 */
export function OrdersTable<Row>({
  label,
  query,
  columns,
  rowKey,
  empty,
  errorText,
  page,
  onPageChange,
  toolbar,
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

  const bar = <div className={styles.toolbar}>{toolbar}</div>;
  if (query.isError && query.data === undefined) {
    return (
      <div className={styles.panel}>
        {bar}
        <div className={styles.error} role="alert">
          <p>{errorText}</p>
          <Button
            variant="secondary"
            size="sm"
            loading={query.isFetching}
            onClick={() => {
              void query.refetch();
            }}
          >
            {t`Retry`}
          </Button>
        </div>
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
