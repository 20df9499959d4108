import {
  optionDirectionSchema,
  optionOrderStatusSchema,
  type OptionDirection,
  type OptionOrderStatus,
} from '@exchange/api';
import type { OptionTableProps } from '../../../trading/option-orders/option-table-props.ts';
import { timeWindow } from '../../assets/shared/day-range.ts';
import { parseOrderCentreSearch, type OrderCentreSearch } from '../contract/order-centre-search.ts';

// /order/option's tab and filters as they sit in the URL
// (`/order/option?tab=history&symbol=BTCUSDT&direction=up&status=won&from=2026-11-01&page=2`), so
// a filtered view can be shared and survives a reload. Days are whole days in the reader's zone,
// both ends included (pages/assets/shared/day-range.ts), bounding when an option was opened.

/** A settled option's result: what the history's Result filter chooses from. */
export type OptionResult = Exclude<OptionOrderStatus, 'open'>;

/** The results a settled option can have, in the filter's order. */
export const OPTION_RESULTS: readonly OptionResult[] = optionOrderStatusSchema.options.filter(
  (status): status is OptionResult => status !== 'open',
);

/** The order centre's search: the common filters, the tab, direction and (history) result. */
export interface OptionOrdersSearch extends OrderCentreSearch {
  /** Absent: open options. */
  tab?: 'history';
  direction?: OptionDirection;
  /** History only: open options have no result yet. */
  status?: OptionResult;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((item) => item === value);
}

/**
 * The search, well-formed only; anything else is dropped, never an error. A result needs the
 * history tab.
 *
 * @example parseOptionOrdersSearch({ status: 'won', direction: 'sideways' }) // {}
 */
export function parseOptionOrdersSearch(search: Record<string, unknown>): OptionOrdersSearch {
  const history = search.tab === 'history';
  const direction = oneOf(optionDirectionSchema.options, search.direction);
  const status = history ? oneOf(OPTION_RESULTS, search.status) : undefined;
  return {
    ...(history ? { tab: 'history' as const } : {}),
    ...parseOrderCentreSearch(search),
    ...(direction === undefined ? {} : { direction }),
    ...(status === undefined ? {} : { status }),
  };
}

/** Whether any filter narrows the list (the tab and the page do not). */
export function isOptionFiltered(search: OptionOrdersSearch): boolean {
  return (
    search.symbol !== undefined ||
    search.direction !== undefined ||
    search.status !== undefined ||
    search.from !== undefined ||
    search.to !== undefined
  );
}

/**
 * The tables' wire filters of a search: the day range as a time window (from inclusive, to
 * exclusive at the start of the day after), no key for a filter left unset.
 *
 * @example optionWireFilter({ symbol: 'BTCUSDT', page: 2 }) // { symbol: 'BTCUSDT' }
 */
export function optionWireFilter(search: OptionOrdersSearch): OptionTableProps['filter'] {
  const span = timeWindow(search.from, search.to);
  return {
    ...(search.symbol === undefined ? {} : { symbol: search.symbol }),
    ...(search.direction === undefined ? {} : { direction: search.direction }),
    ...(search.status === undefined ? {} : { status: search.status }),
    ...(span.from === undefined ? {} : { from: span.from }),
    ...(span.to === undefined ? {} : { to: span.to }),
  };
}
