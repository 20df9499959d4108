// A day range kept in the URL as two `YYYY-MM-DD` days in the reader's zone, both included, and
// the time window the wire takes for it. Shared by /assets/capital-flow and /assets/records.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight starting a `YYYY-MM-DD` day in the reader's zone, as Unix ms (NaN for no such day). */
export function dayStart(value: string): number {
  const [year, month, date] = value.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) return Number.NaN;
  const start = new Date(year, month - 1, date);
  return start.getMonth() === month - 1 && start.getDate() === date ? start.getTime() : Number.NaN;
}

/**
 * A search param as a `YYYY-MM-DD` day that exists, or undefined for anything else.
 *
 * @example parseDay('2026-11-01') // '2026-11-01'; parseDay('2026-02-30') // undefined
 */
export function parseDay(value: unknown): string | undefined {
  return typeof value === 'string' && DAY.test(value) && !Number.isNaN(dayStart(value))
    ? value
    : undefined;
}

/**
 * The time window the wire takes for a day range: `from` inclusive at the first day's start,
 * `to` exclusive at the start of the day after the last.
 *
 * @example timeWindow('2026-11-01', '2026-11-01') // one whole day
 */
export function timeWindow(
  from: string | undefined,
  to: string | undefined,
): { from: number | undefined; to: number | undefined } {
  let end: number | undefined;
  if (to !== undefined) {
    const [year, month, date] = to.split('-').map(Number);
    end = new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + 1).getTime();
  }
  return { from: from === undefined ? undefined : dayStart(from), to: end };
}
