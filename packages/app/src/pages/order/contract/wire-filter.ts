import type { OpenEntrustsFilter } from '../../../trading/contract-orders/cancel-entrusts.ts';
import { timeWindow } from '../../assets/shared/day-range.ts';
import type { EntrustsSearch } from './order-centre-search.ts';

/**
 * The wire filters of a page's search: the day range as a time window (from inclusive, to
 * exclusive at the start of the day after), and no key for a filter left unset.
 *
 * @example wireFilter({ symbol: 'BTCUSDT', page: 2 }) // { symbol: 'BTCUSDT' }
 */
export function wireFilter(search: EntrustsSearch): OpenEntrustsFilter {
  const span = timeWindow(search.from, search.to);
  return {
    ...(search.symbol === undefined ? {} : { symbol: search.symbol }),
    ...(search.side === undefined ? {} : { side: search.side }),
    ...(search.type === undefined ? {} : { type: search.type }),
    ...(span.from === undefined ? {} : { from: span.from }),
    ...(span.to === undefined ? {} : { to: span.to }),
  };
}
