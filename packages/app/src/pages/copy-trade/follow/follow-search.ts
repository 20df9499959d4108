// /copy-trade/follow's search: the lead trader to copy (`?leader_id=30001`), from the board's or
// a profile's Copy button.

export interface CopyFollowSearch {
  leader_id?: number;
}

/**
 * The search, well-formed only: anything but a positive id is dropped, never an error.
 *
 * @example parseCopyFollowSearch({ leader_id: '30001' }) // { leader_id: 30001 }
 */
export function parseCopyFollowSearch(search: Record<string, unknown>): CopyFollowSearch {
  const id = typeof search.leader_id === 'number' ? search.leader_id : Number(search.leader_id);
  return Number.isSafeInteger(id) && id > 0 ? { leader_id: id } : {};
}
