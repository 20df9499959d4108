import {
  MockHttpError,
  pageOf,
  routeHandler,
  spotFillsFixture,
  spotOrdersFixture,
} from '@exchange/api/msw';
import {
  csvRecord,
  SPOT_FILL_CSV_COLUMNS,
  SPOT_ORDER_CSV_COLUMNS,
  type SpotFill,
  type SpotOrder,
} from '@exchange/api';
import { ordersBook, type OrdersBook } from '../../spot-trade/orders/orders-story-kit.tsx';
import { bookLoaderOf, type BookLoaded } from '../contract/order-centre-story-kit.tsx';

// The spot order centre's stories (never app code): the whole app at /order/spot, signed in,
// over the spot trading page's in-memory order book, with the centre's filters and exports.

/** The spot orders book, answering the centre's filters, and the export queries it was sent. */
export interface SpotCentreBook extends OrdersBook {
  readonly exportQueries: Record<string, unknown>[];
  /** Bodies POST /spots/order/cancel_all was sent, in order. */
  readonly cancelAllCalls: Record<string, unknown>[];
}

export type SpotCentreLoaded = BookLoaded<SpotCentreBook>;

const isOpen = (order: SpotOrder) => order.status === 'open' || order.status === 'partial';

interface Window {
  from?: number | undefined;
  to?: number | undefined;
}

const inWindow = (at: number, { from, to }: Window) =>
  (from === undefined || at >= from) && (to === undefined || at < to);

/**
 * A fresh book over `orders` and `fills` (the MSW fixtures by default): GET /spots/order with
 * every filter, GET /spots/fills with pair, side and days, cancel-all and the two exports
 * (recorded), and the trading page's cancel.
 *
 * @example spotCentreBook([]) // nothing to show: the empty states
 */
export function spotCentreBook(
  orders: readonly SpotOrder[] = spotOrdersFixture,
  fills: readonly SpotFill[] = spotFillsFixture,
): SpotCentreBook {
  const base = ordersBook(orders, fills);
  const exportQueries: Record<string, unknown>[] = [];
  const cancelAllCalls: Record<string, unknown>[] = [];
  const failIfAsked = () => {
    if (base.failLists) throw new MockHttpError(500, 'Service unavailable');
  };
  const book: SpotCentreBook = Object.assign(base, { exportQueries, cancelAllCalls });
  const matchingOrders = (query: {
    state: 'open' | 'history';
    symbol?: string | undefined;
    side?: string | undefined;
    type?: string | undefined;
    status?: string | undefined;
    from?: number | undefined;
    to?: number | undefined;
  }) =>
    book.orders
      .filter(
        (order) =>
          isOpen(order) === (query.state === 'open') &&
          (query.symbol === undefined || order.symbol === query.symbol) &&
          (query.side === undefined || order.side === query.side) &&
          (query.type === undefined || order.type === query.type) &&
          (query.status === undefined || order.status === query.status) &&
          inWindow(order.created_at, query),
      )
      .sort((a, b) => b.created_at - a.created_at);
  const matchingFills = (query: { symbol?: string; side?: string } & Window) =>
    book.fills.filter(
      (fill) =>
        (query.symbol === undefined || fill.symbol === query.symbol) &&
        (query.side === undefined || fill.side === query.side) &&
        inWindow(fill.created_at, query),
    );
  const listHandlers = base.handlers;
  book.handlers = [
    routeHandler('spotOrders', ({ query }) => {
      failIfAsked();
      return pageOf(matchingOrders(query), query);
    }),
    routeHandler('spotFills', ({ query }) => {
      failIfAsked();
      return pageOf(matchingFills(query), query);
    }),
    routeHandler('spotCancelAll', ({ body }) => {
      cancelAllCalls.push({ ...body });
      const open = book.orders.filter(
        (order) => isOpen(order) && (body.symbol === undefined || order.symbol === body.symbol),
      );
      for (const order of open) order.status = 'cancelled';
      return { cancelled: open.length };
    }),
    routeHandler('spotOrdersExport', ({ query }) => {
      exportQueries.push({ ...query });
      return csvRecord(SPOT_ORDER_CSV_COLUMNS);
    }),
    routeHandler('spotFillsExport', ({ query }) => {
      exportQueries.push({ ...query });
      return csvRecord(SPOT_FILL_CSV_COLUMNS);
    }),
    ...listHandlers,
  ];
  return book;
}

/** A book whose list routes fail (500) until a story clears `failLists`. */
export function failingSpotBook(): SpotCentreBook {
  const book = spotCentreBook();
  book.failLists = true;
  return book;
}

/**
 * A loader: the app at `path`, signed in as the fixture user, over a fresh spot book (or the one
 * `book` makes).
 *
 * @example loaders: [spotCentreLoader('/order/spot?tab=history')]
 */
export const spotCentreLoader = bookLoaderOf(spotCentreBook);
