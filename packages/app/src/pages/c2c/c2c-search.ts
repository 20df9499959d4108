import {
  c2cOrderStatusSchema,
  paymentMethodKindSchema,
  type C2cOrderStatus,
  type OrderSide,
  type PaymentMethodKind,
} from '@exchange/api';

// /c2c's state as it sits in the URL: the tab (`?tab=orders`), the market's filters
// (`?side=sell&coin=BTC&fiat=EUR&pay=wise&amount=500`), the orders' filters
// (`?tab=orders&status=paid&side=buy&coin=USDT&page=2`) and the order view (`?order=7001`), so
// a view can be shared and survives a reload.

/** The coins and fiat currencies C2C trades (the demo merchants' markets). */
export const C2C_COINS = ['USDT', 'BTC', 'ETH'] as const;
export const C2C_FIATS = ['USD', 'EUR'] as const;

export const C2C_TABS = ['market', 'orders', 'ads', 'payment'] as const;
export type C2cTab = (typeof C2C_TABS)[number];

export interface C2cSearch {
  /** Absent: the market. */
  tab?: Exclude<C2cTab, 'market'>;
  /** The order view of this order, over every tab. */
  order?: number;
  /** The caller's side: the market's Buy/Sell tab (absent: buy), or the orders' filter. */
  side?: OrderSide;
  coin?: string;
  fiat?: string;
  pay?: PaymentMethodKind;
  /** The market: only ads whose limits take this fiat amount. */
  amount?: string;
  status?: C2cOrderStatus;
  page?: number;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((item) => item === value);
}

function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/**
 * The search, well-formed only; anything else is dropped, never an error.
 *
 * @example parseC2cSearch({ tab: 'orders', status: 'paid', order: '7001' }) // { tab: 'orders', status: 'paid', order: 7001 }
 */
export function parseC2cSearch(search: Record<string, unknown>): C2cSearch {
  const tab = oneOf(['orders', 'ads', 'payment'] as const, search.tab);
  const amount =
    typeof search.amount === 'string' || typeof search.amount === 'number'
      ? String(search.amount)
      : undefined;
  const parsed: C2cSearch = {
    tab,
    order: positiveInt(search.order),
    side: oneOf(['buy', 'sell'] as const, search.side),
    coin: oneOf(C2C_COINS, search.coin),
    fiat: oneOf(C2C_FIATS, search.fiat),
    pay: oneOf(paymentMethodKindSchema.options, search.pay),
    amount: amount !== undefined && /^\d+(\.\d{1,2})?$/.test(amount) ? amount : undefined,
    status: oneOf(c2cOrderStatusSchema.options, search.status),
    page: positiveInt(search.page),
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
}

/** The search on another tab: its own filters start empty; an open order view stays. */
export function withTab(search: C2cSearch, tab: C2cTab): C2cSearch {
  return {
    ...(tab === 'market' ? {} : { tab }),
    ...(search.order === undefined ? {} : { order: search.order }),
  };
}

/** The search with some filters changed: back to the first page. */
export function withFilters(search: C2cSearch, change: Partial<C2cSearch>): C2cSearch {
  const { page: _page, ...rest } = search;
  const next: Record<string, unknown> = { ...rest, ...change };
  return Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
}
