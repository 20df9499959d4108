import {
  ACCOUNT_TYPES,
  STATEMENT_TYPES,
  type AccountType,
  type StatementType,
} from '@exchange/api';

/**
 * The capital flow's filters as they sit in the URL (`?account=spot&coin=USDT&type=deposit&
 * from=2026-11-01&to=2026-11-23&page=2`), so a filtered view can be shared and survives a reload.
 * Dates are whole days in the reader's zone, both ends included.
 */
export interface CapitalFlowSearch {
  account?: AccountType;
  coin?: string;
  type?: StatementType;
  from?: string;
  to?: string;
  page?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((item) => item === value);
}

function day(value: unknown): string | undefined {
  return typeof value === 'string' && DAY.test(value) && !Number.isNaN(dayStart(value))
    ? value
    : undefined;
}

/**
 * Keep only well-formed filters from the URL; anything else is dropped, never an error.
 *
 * @example parseCapitalFlowSearch({ type: 'deposit', page: '0' }) // { type: 'deposit' }
 */
export function parseCapitalFlowSearch(search: Record<string, unknown>): CapitalFlowSearch {
  const account = oneOf(ACCOUNT_TYPES, search.account);
  const type = oneOf(STATEMENT_TYPES, search.type);
  const coin = typeof search.coin === 'string' && search.coin !== '' ? search.coin : undefined;
  const from = day(search.from);
  const to = day(search.to);
  const page = Number(search.page);
  return {
    ...(account === undefined ? {} : { account }),
    ...(coin === undefined ? {} : { coin }),
    ...(type === undefined ? {} : { type }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** Midnight starting a `YYYY-MM-DD` day in the reader's zone, as Unix ms (NaN for no such day). */
export function dayStart(value: string): number {
  const [year, month, date] = value.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) return Number.NaN;
  const start = new Date(year, month - 1, date);
  return start.getMonth() === month - 1 && start.getDate() === date ? start.getTime() : Number.NaN;
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
