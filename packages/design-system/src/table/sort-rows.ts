import Big from 'big.js';

/** Sort order of a column, named as `aria-sort` names it. */
export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by; `null` keeps the given order. */
export type SortState = { key: string; direction: SortDirection } | null;

/**
 * The sort after clicking the header of `key`: a new column starts ascending, then descending,
 * then back to unsorted.
 *
 * @example nextSort({ key: 'price', direction: 'ascending' }, 'price') // descending
 */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
}

/**
 * Rows sorted with `compare` in `direction`; equal rows keep their order. The input is untouched.
 *
 * @example sortRows(orders, (a, b) => compareDecimal(a.price, b.price), 'descending')
 */
export function sortRows<Row>(
  rows: readonly Row[],
  compare: (a: Row, b: Row) => number,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/**
 * Compares decimal strings exactly (prices, amounts: never floats). Text that is not a number
 * sorts after every number, so "--" placeholders sink to the end of an ascending sort.
 *
 * @example ['10.5', '9.99', '--'].sort(compareDecimal) // ['9.99', '10.5', '--']
 */
export function compareDecimal(a: string, b: string): number {
  const left = toBig(a);
  const right = toBig(b);
  if (left === null) return right === null ? 0 : 1;
  if (right === null) return -1;
  return left.cmp(right);
}

function toBig(value: string): Big | null {
  try {
    return new Big(value.replaceAll(',', ''));
  } catch {
    return null;
  }
}
