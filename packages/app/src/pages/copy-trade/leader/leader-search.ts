// /copy-trade/leader's URL: the lead trader (`?id=30001`), the tab (current positions by
// default, or `tab=history`) and the history's page.

export type LeaderTab = 'positions' | 'history';

/** /copy-trade/leader's search. */
export interface CopyLeaderSearch {
  id?: number;
  tab?: LeaderTab;
  page?: number;
}

/**
 * The search, well-formed only: an id that is not a positive integer drops out (the page then
 * says the trader was not found), as do an unknown tab and a page below 2.
 *
 * @example parseCopyLeaderSearch({ id: '30001', tab: 'history', page: '2' })
 */
export function parseCopyLeaderSearch(search: Record<string, unknown>): CopyLeaderSearch {
  const parsed: CopyLeaderSearch = {};
  const id = typeof search.id === 'number' ? search.id : Number(search.id);
  if (Number.isSafeInteger(id) && id > 0) parsed.id = id;
  if (search.tab === 'history') parsed.tab = 'history';
  const page = Number(search.page);
  if (parsed.tab === 'history' && Number.isSafeInteger(page) && page > 1) parsed.page = page;
  return parsed;
}
