/** Rows per page of each orders table, whatever the product. */
export const ORDERS_PAGE_SIZE = 10;

/**
 * How many pages `total` rows fill (at least 1, so an empty table still has its page).
 *
 * @example pageCountOf(21) // 3
 */
export function pageCountOf(total: number, limit = ORDERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / limit));
}
