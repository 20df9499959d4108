import { isOpen, MockHttpError, pageOf, type FixtureResolvers } from './resolver-kit.ts';
import {
  depthFixture,
  klineFixture,
  optionPairsFixture,
  optionTimesFixture,
  spotPairsFixture,
} from './fixtures/market.ts';
import { optionOrdersFixture, spotFillsFixture, spotOrdersFixture } from './fixtures/orders.ts';
import { FIXTURE_NOW } from './seed.ts';

// Fixture answers of the spot and option routes (contracts: contract-resolvers.ts): echoed orders, filtered lists,
// books and candles for the requested symbol and period.

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
      spotOrdersFixture.filter(
        (order) =>
          isOpen(order.status) === (query.state === 'open') &&
          (query.symbol === undefined || order.symbol === query.symbol) &&
          (query.side === undefined || order.side === query.side),
      ),
      query,
    ),
  spotCancelOrder: ({ params }) => {
    const order = spotOrdersFixture.find((item) => item.id === params.id);
    if (!order) throw new MockHttpError(404, 'Order not found');
    return isOpen(order.status)
      ? { ...order, status: 'cancelled', updated_at: FIXTURE_NOW }
      : order;
  },
  spotFills: ({ query }) =>
    pageOf(
      spotFillsFixture.filter((fill) => query.symbol === undefined || fill.symbol === query.symbol),
      query,
    ),
  spotDepth: ({ query }) => depthFixture(query.symbol, query.limit),
  spotKline: ({ query }) =>
    klineFixture(query.symbol, query.period, query.from, query.to, query.limit),

  optionPairs: () => optionPairsFixture,
  optionTimes: () => optionTimesFixture,
  optionOpen: ({ body }) => {
    const time = optionTimesFixture.find((item) => item.id === body.time_id);
    if (!time) throw new MockHttpError(422, `time_id: Unknown duration ${body.time_id}`);
    const price = depthFixture(body.symbol, 1).bids[0]?.[0] ?? '0';
    return {
      id: 907,
      client_order_id: body.client_order_id,
      symbol: body.symbol,
      direction: body.direction,
      amount: body.amount,
      seconds: time.seconds,
      payout_rate: time.payout_rate,
      open_price: price,
      close_price: null,
      profit: null,
      status: 'open',
      opened_at: FIXTURE_NOW,
      settle_at: FIXTURE_NOW + time.seconds * 1000,
    };
  },
  optionOrders: ({ query }) =>
    pageOf(
      optionOrdersFixture.filter(
        (row) =>
          (row.status === 'open') === (query.state === 'open') &&
          (query.symbol === undefined || row.symbol === query.symbol),
      ),
      query,
    ),
  optionDepth: ({ query }) => depthFixture(query.symbol, query.limit),
} satisfies Partial<FixtureResolvers>;
