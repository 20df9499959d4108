import { useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { RequestHandler } from 'msw';
import type { SpotFill, SpotOrder, SpotPair } from '@exchange/api';
import {
  MockHttpError,
  pageOf,
  routeHandler,
  spotFillsFixture,
  spotOrdersFixture,
  spotPairsFixture,
  userFixture,
} from '@exchange/api/msw';
import { ToastProvider } from '@exchange/design-system';
import type { Locale } from '@exchange/machines';
import { AppServicesProvider, useAppServices } from '../../../app-services.tsx';
import { createStoryApp, type StoryApp } from '../../../testing/story-app.tsx';

// Renders one piece of the orders area for a story or browser test: the app's real services
// (API client over MSW, query client, toasts, Lingui) around it, and a bare router so its
// Log in / Register links work without the whole route tree.

/** An in-memory order book of the signed-in user: the mocked routes read and change it. */
export interface OrdersBook {
  orders: SpotOrder[];
  fills: SpotFill[];
  /** Ids the cancel route was called with, in order. */
  readonly cancelCalls: number[];
  /** Ids whose cancel answers 400 (e.g. filled meanwhile). */
  readonly failCancel: Set<number>;
  /** While true the list routes answer 500. */
  failLists: boolean;
  handlers: RequestHandler[];
}

const isOpen = (order: SpotOrder) => order.status === 'open' || order.status === 'partial';

/**
 * Mocked GET /spots/order, PUT /spots/order/{id} and GET /spots/fills over a mutable book, so a
 * cancelled order is gone when the table refetches (the default fixtures are read-only).
 *
 * @example const book = ordersBook(); createOrdersStory({ handlers: book.handlers });
 */
export function ordersBook(
  orders: readonly SpotOrder[] = spotOrdersFixture,
  fills: readonly SpotFill[] = spotFillsFixture,
): OrdersBook {
  const book: OrdersBook = {
    orders: orders.map((order) => ({ ...order })),
    fills: [...fills],
    cancelCalls: [],
    failCancel: new Set(),
    failLists: false,
    handlers: [],
  };
  const failIfAsked = () => {
    if (book.failLists) throw new MockHttpError(500, 'Service unavailable');
  };
  book.handlers = [
    routeHandler('spotOrders', ({ query }) => {
      failIfAsked();
      return pageOf(
        book.orders
          .filter(
            (order) =>
              isOpen(order) === (query.state === 'open') &&
              (query.symbol === undefined || order.symbol === query.symbol),
          )
          .sort((a, b) => b.created_at - a.created_at),
        query,
      );
    }),
    routeHandler('spotFills', ({ query }) => {
      failIfAsked();
      return pageOf(
        book.fills.filter((fill) => query.symbol === undefined || fill.symbol === query.symbol),
        query,
      );
    }),
    routeHandler('spotCancelOrder', ({ params }) => {
      book.cancelCalls.push(params.id);
      const order = book.orders.find((item) => item.id === params.id);
      if (!order) throw new MockHttpError(404, 'Order not found');
      if (book.failCancel.has(params.id)) throw new MockHttpError(400, 'Order already filled');
      if (isOpen(order)) order.status = 'cancelled';
      return order;
    }),
  ];
  return book;
}

/**
 * `count` open limit orders of one pair, newest first by id, for pagination.
 *
 * @example manyOpenOrders(25, 'BTCUSDT')[0]?.id // 1025
 */
export function manyOpenOrders(count: number, symbol = 'BTCUSDT'): SpotOrder[] {
  const now = 1_763_800_000_000;
  return Array.from({ length: count }, (_, i) => ({
    id: 1000 + count - i,
    client_order_id: `web-many-${String(i)}`,
    symbol,
    side: i % 2 === 0 ? 'buy' : 'sell',
    type: 'limit',
    status: 'open',
    price: String(60000 + i),
    amount: '0.01',
    filled_amount: '0',
    filled_quote: '0',
    avg_price: '0',
    fee: '0',
    fee_coin: i % 2 === 0 ? 'BTC' : 'USDT',
    created_at: now - i * 60_000,
    updated_at: now - i * 60_000,
  }));
}

/** A listed fixture pair by symbol (BTCUSDT by default). */
export function fixturePair(symbol = 'BTCUSDT'): SpotPair {
  const pair = spotPairsFixture.find((item) => item.symbol === symbol);
  if (!pair) throw new Error(`No fixture pair ${symbol}`);
  return pair;
}

export interface OrdersStoryOptions {
  signedIn?: boolean;
  handlers?: readonly RequestHandler[];
  locale?: Locale;
  theme?: 'dark' | 'light';
}

/**
 * The app services for one story or test, signed in as the fixture user by default. Queries do
 * not retry, so an error state shows at once instead of after the app's one retry.
 */
export async function createOrdersStory(options: OrdersStoryOptions = {}): Promise<StoryApp> {
  const story = await createStoryApp({
    path: '/',
    user: options.signedIn === false ? null : userFixture,
    handlers: options.handlers ?? [],
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.theme ? { theme: options.theme } : {}),
  });
  story.app.queryClient.setDefaultOptions({
    queries: { ...story.app.queryClient.getDefaultOptions().queries, retry: false },
  });
  return story;
}

function Toasts({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { toaster } = useAppServices();
  return (
    <ToastProvider toaster={toaster} label={t`Notifications`}>
      {children}
    </ToastProvider>
  );
}

/** Renders `children` inside what {@link createOrdersStory} built. */
export function OrdersStoryView({ story, children }: { story: StoryApp; children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => children }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  );
  const { app } = story;
  return (
    <I18nProvider i18n={app.i18n}>
      <QueryClientProvider client={app.queryClient}>
        <AppServicesProvider services={app.services}>
          <Toasts>
            <RouterProvider router={router} />
          </Toasts>
        </AppServicesProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
