import Big from 'big.js';
import { toBig } from '../format/format-amount.ts';

/** One point of a time series: when (Unix milliseconds) and the value as a decimal string. */
export interface TimeSeriesPoint {
  time: number;
  /** A decimal string from the wire ("12345.67"): it becomes a float only to be drawn. */
  value: string;
}

/** The four points a reader of a time series asks for first; what the hidden table lists. */
export interface SeriesSummary {
  first: TimeSeriesPoint;
  last: TimeSeriesPoint;
  lowest: TimeSeriesPoint;
  highest: TimeSeriesPoint;
}

/** The points in time order (a copy): the drawing library needs ascending times. */
export function sortedByTime(points: readonly TimeSeriesPoint[]): TimeSeriesPoint[] {
  return [...points].sort((a, b) => a.time - b.time);
}

/**
 * First, last, lowest and highest point of a series sorted by time, or null when it is empty.
 * Compared in big.js, so two values a float cannot tell apart are still told apart; on a tie the
 * earliest point wins.
 *
 * @example summarise(sortedByTime(points))?.highest.value // '1250.5'
 */
export function summarise(points: readonly TimeSeriesPoint[]): SeriesSummary | null {
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return null;
  let lowest = first;
  let highest = first;
  let low: Big = toBig(first.value);
  let high: Big = low;
  for (const point of points) {
    const value = toBig(point.value);
    if (value.lt(low)) {
      low = value;
      lowest = point;
    }
    if (value.gt(high)) {
      high = value;
      highest = point;
    }
  }
  return { first, last, lowest, highest };
}

/**
 * The series as the drawing library takes it: times and values as two float columns. Floats are
 * for pixels only; every figure a reader sees is formatted from the decimal strings.
 */
export function plotColumns(points: readonly TimeSeriesPoint[]): [number[], number[]] {
  return [points.map((point) => point.time), points.map((point) => Number(point.value))];
}

/**
 * Which times get a label on the time axis: at most `maxTicks` of the series' own points, evenly
 * spread by index, always the first. Ticks on the data's own times (a daily snapshot's time) read
 * the same in every time zone, where a calendar's midnights would depend on the browser's zone.
 *
 * @example axisTimes([t0, t1, t2, t3, t4], 3) // [t0, t2, t4]
 */
export function axisTimes(times: readonly number[], maxTicks: number): number[] {
  if (times.length === 0 || maxTicks < 1) return [];
  if (times.length <= maxTicks) return [...times];
  if (maxTicks === 1) return times.slice(0, 1);
  const step = Math.ceil((times.length - 1) / (maxTicks - 1));
  const picked: number[] = [];
  for (let index = 0; index < times.length; index += step) {
    const time = times[index];
    if (time !== undefined) picked.push(time);
  }
  return picked;
}
