// The time window of the history lists (`from` inclusive, `to` exclusive, both optional), as the
// fixture resolvers apply it; see historyQuery in history-query.ts.

/**
 * Whether `time` lies in the query's window.
 *
 * @example inWindow(5, { from: 5, to: 10 }) // true
 */
export const inWindow = (
  time: number,
  query: { from?: number | undefined; to?: number | undefined },
): boolean =>
  (query.from === undefined || time >= query.from) && (query.to === undefined || time < query.to);
