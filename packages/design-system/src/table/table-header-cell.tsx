import type { ReactNode } from 'react';
import type { SortDirection } from './sort-rows.ts';
import styles from './table.module.css';

/** Props of {@link TableHeaderCell}. */
export interface TableHeaderCellProps {
  header: ReactNode;
  align: 'start' | 'center' | 'end';
  width?: number | string;
  sortable: boolean;
  /** This column's sort, or null when the table is not sorted by it. */
  direction: SortDirection | null;
  onSort: () => void;
}

/**
 * A column header; sortable ones hold a button and carry `aria-sort` while sorted by.
 * Only the sorted column carries `aria-sort`, as WAI-ARIA asks.
 */
export function TableHeaderCell({
  header,
  align,
  width,
  sortable,
  direction,
  onSort,
}: TableHeaderCellProps) {
  return (
    <th
      scope="col"
      className={styles.header}
      data-align={align}
      style={width === undefined ? undefined : { inlineSize: width }}
      aria-sort={direction ?? undefined}
    >
      {sortable ? (
        <button
          type="button"
          className={styles.sortButton}
          onClick={onSort}
          data-direction={direction ?? 'none'}
        >
          {header}
          <svg viewBox="0 0 8 12" width="8" height="12" aria-hidden="true" focusable="false">
            <path className={styles.sortUp} d="M4 1l3 4H1z" />
            <path className={styles.sortDown} d="M4 11l3-4H1z" />
          </svg>
        </button>
      ) : (
        header
      )}
    </th>
  );
}
