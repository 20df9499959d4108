import { isOpen, MockHttpError, pageOf, type FixtureResolvers } from './resolver-kit.ts';
import { depthFixture, klineFixture, spotPairsFixture } from './fixtures/market.ts';
import { spotFillsFixture, spotOrdersFixture } from './fixtures/orders.ts';
import { FIXTURE_NOW } from './seed.ts';

// Fixture answers of the spot routes (contracts: contract-resolvers.ts; options: option-resolvers.ts): echoed orders, filtered lists,
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
} satisfies Partial<FixtureResolvers>;
