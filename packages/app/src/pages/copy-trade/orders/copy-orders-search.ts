import { parseDay, timeWindow } from '../../assets/shared/day-range.ts';

// /copy-trade/order's state as it sits in the URL: the tab
// (`?tab=positions|copies|orders|shares`), the copied orders' leader filter, the day range of
// the orders and profit shares (`&from=2026-11-01&to=2026-11-23`, whole days in the reader's
// zone, both included) and the page, so a view can be shared and survives a reload.

export const COPY_ORDER_TABS = ['positions', 'copies', 'orders', 'shares'] as const;
export type CopyOrderTab = (typeof COPY_ORDER_TABS)[number];

/** The copy orders page's search. */
export interface CopyOrdersSearch {
  /** Absent: the copied positions. */
  tab?: Exclude<CopyOrderTab, 'positions'>;
  /** The copied orders of one leader (a leader id). */
  leader?: number;
  from?: string;
  to?: string;
  page?: number;
}

function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/**
 * The search, well-formed only; anything else is dropped, never an error. The leader filter
 * belongs to the orders tab, the day range to the orders and shares tabs.
 *
 * @example parseCopyOrdersSearch({ tab: 'orders', leader: '30001', page: '1' }) // { tab: 'orders', leader: 30001 }
 */
export function parseCopyOrdersSearch(search: Record<string, unknown>): CopyOrdersSearch {
  const tab = COPY_ORDER_TABS.find((item) => item === search.tab);
  const history = tab === 'orders' || tab === 'shares';
  const leader = tab === 'orders' ? positiveInt(search.leader) : undefined;
  const from = history ? parseDay(search.from) : undefined;
  const to = history ? parseDay(search.to) : undefined;
  const page = history ? positiveInt(search.page) : undefined;
  return {
    ...(tab === undefined || tab === 'positions' ? {} : { tab }),
    ...(leader === undefined ? {} : { leader }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(page === undefined || page === 1 ? {} : { page }),
  };
}

/** The search on another tab: its filters start empty. */
export function withCopyTab(tab: CopyOrderTab): CopyOrdersSearch {
  return tab === 'positions' ? {} : { tab };
}

/** Whether a filter narrows the list (the page does not). */
export function isCopyFiltered(search: CopyOrdersSearch): boolean {
  return search.leader !== undefined || search.from !== undefined || search.to !== undefined;
}

/**
 * The wire's filter of a search: the leader and the day range as a time window (from inclusive,
 * to exclusive at the start of the day after), no key for a filter left unset.
 *
 * @example copyWireFilter({ tab: 'orders', leader: 30001 }) // { leader_id: 30001 }
 */
export function copyWireFilter(search: CopyOrdersSearch): {
  leader_id?: number;
  from?: number;
  to?: number;
} {
  const span = timeWindow(search.from, search.to);
  return {
    ...(search.leader === undefined ? {} : { leader_id: search.leader }),
    ...(span.from === undefined ? {} : { from: span.from }),
    ...(span.to === undefined ? {} : { to: span.to }),
  };
}
