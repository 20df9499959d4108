import type { OrdersTabProps } from './orders-table.tsx';

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

/**
 * The paging of an orders table whose page lives in the URL's search beside its filters: page 1
 * leaves `page` out of the search, another page sets it; the filters stay as they are.
 *
 * @example <OrdersTable tab={searchPaging(search, onSearchChange)} … />
 */
export function searchPaging<S extends { page?: number }>(
  search: S,
  onSearchChange: (search: S) => void,
): Pick<OrdersTabProps, 'page' | 'onPageChange' | 'filter'> {
  return {
    page: search.page ?? 1,
    onPageChange: (next) => {
      const { page: _page, ...filters } = search;
      // Without `page` the search is still an S: its page is optional.
      onSearchChange((next > 1 ? { ...filters, page: next } : filters) as S);
    },
    filter: null,
  };
}
