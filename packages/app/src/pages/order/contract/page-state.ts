import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@exchange/api';

/** What a page of the order centre is doing, from its table's query. */
export type PageState = 'loading' | 'error' | 'empty' | 'ready';

/**
 * The page's state: an error only when nothing is on screen (a failed refetch keeps the rows),
 * loading until the first page (or the next, while the previous one stays shown) arrives.
 */
export function pageStateOf(query: UseQueryResult<Page<unknown>>): PageState {
  if (query.isError && query.data === undefined) return 'error';
  if (query.isPending || query.isPlaceholderData) return 'loading';
  return query.data.total === 0 ? 'empty' : 'ready';
}
