import {
  ACCOUNT_TYPES,
  STATEMENT_TYPES,
  type AccountType,
  type StatementType,
} from '@exchange/api';
import { parseDay } from '../shared/day-range.ts';

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

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((item) => item === value);
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
  const from = parseDay(search.from);
  const to = parseDay(search.to);
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
