import type { AssetHistory } from '@exchange/api';
import type { TimeSeriesPoint } from '@exchange/design-system';

/**
 * The line of total asset value: each day's valuation, then the current point (when it is later
 * than the last day, which it always is on a live server).
 *
 * @example assetValuePoints(history).at(-1)?.value // the current total
 */
export function assetValuePoints(history: AssetHistory): TimeSeriesPoint[] {
  const days = history.list.map((day) => ({ time: day.time, value: day.total_assets_usdt }));
  const lastDay = days.at(-1);
  return lastDay !== undefined && lastDay.time >= history.current.time
    ? days
    : [...days, { time: history.current.time, value: history.current.total_assets_usdt }];
}
