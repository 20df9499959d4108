import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { nextSort, sortRows, type SortState } from './sort-rows.ts';
import { TableHeaderCell } from './table-header-cell.tsx';
import styles from './table.module.css';

/** One column of a {@link Table}. */
export interface TableColumn<Row> {
  /** Stable key; names the column in {@link SortState}. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Text alignment; numeric columns default to `end` so digits line up. */
  align?: 'start' | 'center' | 'end';
  /** Tabular digits, aligned to the end. */
  numeric?: boolean;
  /** Makes the column sortable in the browser (use `compareDecimal` for prices and amounts). */
  compare?: (a: Row, b: Row) => number;
  /** Sortable without `compare`: the caller sorts (`manualSort`), e.g. on the server. */
  sortable?: boolean;
  /** CSS width, e.g. `120` or `'20%'`. */
  width?: number | string;
}

/** Props of {@link Table}. */
export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable, unique key per row (an order id), so rows keep their DOM across updates. */
  rowKey: (row: Row) => string;
  /** Accessible name of the table, e.g. "Open orders". */
  label: string;
  /** Controlled sort. */
  sort?: SortState;
  defaultSort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Rows come already sorted by the caller; the table only shows and reports the sort. */
  manualSort?: boolean;
  loading?: boolean;
  /** Announced and shown while loading; translate in the app. */
  loadingLabel?: string;
  /** Title of the empty state shown when there are no rows and nothing is loading. */
  empty?: ReactNode;
  /** Height of the scroll area in px; the header sticks while the body scrolls. */
  maxHeight?: number;
  /** Estimated row height in px for virtualisation; rows are measured once shown. */
  rowHeight?: number;
  /** Above this many rows only the visible ones are in the DOM (needs `maxHeight`). */
  virtualizeAbove?: number;
}

/**
 * A data table with sortable columns (`aria-sort`), loading and empty states, a sticky header,
 * number alignment and, past `virtualizeAbove` rows, a virtualised body that keeps 1,000+ rows
 * (an order history, a trade tape) smooth by rendering only what is in view.
 *
 * @example
 * <Table label={t`Open orders`} rows={orders} rowKey={(o) => o.id} maxHeight={400} columns={[
 *   { key: 'pair', header: t`Pair`, cell: (o) => o.symbol },
 *   { key: 'price', header: t`Price`, numeric: true, cell: (o) => formatAmount(o.price),
 *     compare: (a, b) => compareDecimal(a.price, b.price) },
 * ]} />
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  label,
  sort,
  defaultSort = null,
  onSortChange,
  manualSort = false,
  loading = false,
  loadingLabel = 'Loading',
  empty = 'No data',
  maxHeight,
  rowHeight = 40,
  virtualizeAbove = 100,
}: TableProps<Row>) {
  const [ownSort, setOwnSort] = useState<SortState>(defaultSort);
  const activeSort = sort === undefined ? ownSort : sort;
  const scrollRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(scrollRef);
  // Scrollable either way: with a height, or sideways when the columns are wider than the space.
  const scrolls = maxHeight !== undefined || overflows;

  const sortedRows = useMemo(() => {
    if (manualSort || activeSort === null) return rows;
    const compare = columns.find((column) => column.key === activeSort.key)?.compare;
    return compare === undefined ? rows : sortRows(rows, compare, activeSort.direction);
  }, [rows, columns, activeSort, manualSort]);

  const virtual = maxHeight !== undefined && sortedRows.length > virtualizeAbove;
  // The virtualizer re-renders the table itself on scroll; nothing here is memoised by the React
  // Compiler, so its unmemoisable return value is safe to use.
  // eslint-disable-next-line react-hooks/incompatible-library -- see the comment above
  const virtualizer = useVirtualizer({
    count: virtual ? sortedRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    getItemKey: (index) => {
      const row = sortedRows[index];
      return row === undefined ? index : rowKey(row);
    },
  });

  const onSort = (key: string) => {
    const next = nextSort(activeSort, key);
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const items = virtual
    ? virtualizer.getVirtualItems()
    : sortedRows.map((_, index) => ({ index, start: 0, end: 0 }));
  const padStart = virtual ? (items[0]?.start ?? 0) : 0;
  const padEnd = virtual ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const showEmpty = sortedRows.length === 0;

  return (
    <div className={styles.root} data-loading={loading ? '' : undefined}>
      {loading && !showEmpty ? (
        <div className={styles.loadingBar} role="status">
          <span className={styles.srOnly}>{loadingLabel}</span>
        </div>
      ) : null}
      <div
        ref={scrollRef}
        className={styles.scroll}
        style={maxHeight === undefined ? undefined : { maxBlockSize: maxHeight }}
        // A scroll area must be reachable by keyboard to scroll it (WCAG 2.1.1; axe
        // scrollable-region-focusable), so the labelled region takes focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the comment above
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? label : undefined}
      >
        <table
          className={styles.table}
          aria-label={label}
          aria-busy={loading}
          aria-rowcount={sortedRows.length + 1}
          data-virtual={virtual ? '' : undefined}
        >
          <thead>
            <tr aria-rowindex={1}>
              {columns.map((column) => (
                <TableHeaderCell
                  key={column.key}
                  header={column.header}
                  align={alignOf(column)}
                  width={column.width}
                  sortable={column.compare !== undefined || column.sortable === true}
                  direction={activeSort?.key === column.key ? activeSort.direction : null}
                  onSort={() => {
                    onSort(column.key);
                  }}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {showEmpty ? (
              <tr>
                <td className={styles.message} colSpan={columns.length}>
                  {loading ? (
                    <span role="status" className={styles.loading}>
                      <Spinner size="sm" decorative />
                      {loadingLabel}
                    </span>
                  ) : (
                    <EmptyState size="compact" title={empty} />
                  )}
                </td>
              </tr>
            ) : null}
            {padStart > 0 ? <Spacer height={padStart} span={columns.length} /> : null}
            {items.map(({ index }) => {
              const row = sortedRows[index];
              if (row === undefined) return null;
              return (
                <tr
                  key={rowKey(row)}
                  aria-rowindex={index + 2}
                  data-index={index}
                  ref={virtual ? virtualizer.measureElement : undefined}
                  className={styles.row}
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={styles.cell}
                      data-align={alignOf(column)}
                      data-numeric={column.numeric === true ? '' : undefined}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
            {padEnd > 0 ? <Spacer height={padEnd} span={columns.length} /> : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function alignOf<Row>(column: TableColumn<Row>): 'start' | 'center' | 'end' {
  return column.align ?? (column.numeric === true ? 'end' : 'start');
}

/**
 * Whether an element's content is wider than the element (a wide table on a narrow screen), kept
 * up to date as either resizes.
 */
function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      setOverflows(element.scrollWidth > element.clientWidth);
    };
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild !== null) observer.observe(element.firstElementChild);
    check();
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return overflows;
}

/** Stands in for the rows scrolled out of view, so the scrollbar keeps the full length. */
function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden="true" className={styles.spacer}>
      <td colSpan={span} style={{ blockSize: height, padding: 0, border: 0 }} />
    </tr>
  );
}
