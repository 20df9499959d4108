import type { z } from 'zod';
import type {
  SpotFill,
  spotFillsFilterSchema,
  SpotOrder,
  spotOrdersFilterSchema,
} from '../spot.ts';
import {
  csvRecord,
  SPOT_FILL_CSV_COLUMNS,
  SPOT_ORDER_CSV_COLUMNS,
  spotFillCsvRecord,
  spotOrderCsvRecord,
} from '../csv.ts';
import { isOpen, MockHttpError, pageOf, type FixtureResolvers } from './resolver-kit.ts';
import { depthFixture, klineFixture, spotPairsFixture } from './fixtures/market.ts';
import { spotFillsFixture, spotOrdersFixture } from './fixtures/orders.ts';
import { FIXTURE_NOW } from './seed.ts';

// Fixture answers of the spot routes (contracts: contract-resolvers.ts; options: option-resolvers.ts): echoed orders, filtered lists,
// books and candles for the requested symbol and period.

function inRange(at: number, from: number | undefined, to: number | undefined): boolean {
  return (from === undefined || at >= from) && (to === undefined || at < to);
}

function orderMatches(order: SpotOrder, query: z.output<typeof spotOrdersFilterSchema>): boolean {
  return (
    isOpen(order.status) === (query.state === 'open') &&
    (query.symbol === undefined || order.symbol === query.symbol) &&
    (query.side === undefined || order.side === query.side) &&
    (query.type === undefined || order.type === query.type) &&
    (query.status === undefined || order.status === query.status) &&
    inRange(order.created_at, query.from, query.to)
  );
}

function fillMatches(fill: SpotFill, query: z.output<typeof spotFillsFilterSchema>): boolean {
  return (
    (query.symbol === undefined || fill.symbol === query.symbol) &&
    (query.side === undefined || fill.side === query.side) &&
    inRange(fill.created_at, query.from, query.to)
  );
}

/** Answers of the market routes. */
export const marketResolvers = {
  spotPairs: () => spotPairsFixture,
  spotPlaceOrder: ({ body }) => ({
    id: 904,
    client_order_id: body.client_order_id,
    symbol: body.symbol,
    side: body.side,
    type: body.type,
    status: 'open',
    price: body.price ?? null,
    amount: body.amount,
    filled_amount: '0',
    filled_quote: '0',
    avg_price: '0',
    fee: '0',
    fee_coin: body.side === 'buy' ? body.symbol.replace(/USDT$/, '') : 'USDT',
    created_at: FIXTURE_NOW,
    updated_at: FIXTURE_NOW,
  }),
  spotOrders: ({ query }) =>
    pageOf(
      spotOrdersFixture.filter((order) => orderMatches(order, query)),
      query,
    ),
  spotOrdersExport: ({ query }) =>
    csvRecord(SPOT_ORDER_CSV_COLUMNS) +
    spotOrdersFixture
      .filter((order) => orderMatches(order, query))
      .map(spotOrderCsvRecord)
      .join(''),
  spotCancelOrder: ({ params }) => {
    const order = spotOrdersFixture.find((item) => item.id === params.id);
    if (!order) throw new MockHttpError(404, 'Order not found');
    return isOpen(order.status)
      ? { ...order, status: 'cancelled', updated_at: FIXTURE_NOW }
      : order;
  },
  spotCancelAll: ({ body }) => ({
    cancelled: spotOrdersFixture.filter(
      (order) =>
        isOpen(order.status) && (body.symbol === undefined || order.symbol === body.symbol),
    ).length,
  }),
  spotFills: ({ query }) =>
    pageOf(
      spotFillsFixture.filter((fill) => fillMatches(fill, query)),
      query,
    ),
  spotFillsExport: ({ query }) =>
    csvRecord(SPOT_FILL_CSV_COLUMNS) +
    spotFillsFixture
      .filter((fill) => fillMatches(fill, query))
      .map(spotFillCsvRecord)
      .join(''),
  spotDepth: ({ query }) => depthFixture(query.symbol, query.limit),
  spotKline: ({ query }) =>
    klineFixture(query.symbol, query.period, query.from, query.to, query.limit),
} satisfies Partial<FixtureResolvers>;
