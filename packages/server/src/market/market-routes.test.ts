import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  depthAggTradeSchema,
  klineBarSchema,
  paginated,
  spotFillSchema,
  spotOrderSchema,
} from '@exchange/api';
import { z } from 'zod';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { ledger } from '../wallet/ledger.ts';

const NOW = Date.now();

describe('market routes (contract tests)', () => {
  let ex: TestExchange;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  beforeAll(async () => {
    ex = await startTestExchange({ demo: false });
    alice = await ex.signUp('alice@example.com');
    bob = await ex.signUp('bob@example.com');
    await ex.ctx.storage.db.transaction().execute(async (trx) => {
      await ledger.deposit(trx, {
        userId: alice.id,
        coin: 'USDT',
        amount: '10000',
        reason: 'deposit',
        refId: 'a',
      });
      await ledger.deposit(trx, {
        userId: bob.id,
        coin: 'ETH',
        amount: '10',
        reason: 'deposit',
        refId: 'b',
      });
    });
  });
  afterAll(async () => {
    await ex.close();
  });

  const errorField = (body: { data: unknown }) =>
    (body.data as { errors: { field: string }[] } | null)?.errors[0]?.field;

  it('POST /spots/order places, matches and is idempotent; needs a token; names bad fields', async () => {
    const unauthenticated = await ex.call(apiRoutes.spotPlaceOrder, {
      body: {
        symbol: 'ETHUSDT',
        side: 'sell',
        type: 'limit',
        price: '3000',
        amount: '1',
        client_order_id: 'x',
      },
    });
    expect(unauthenticated.status).toBe(401);

    const badPrice = await ex.call(apiRoutes.spotPlaceOrder, {
      token: bob.token,
      body: {
        symbol: 'ETHUSDT',
        side: 'sell',
        type: 'limit',
        price: 'lots',
        amount: '1',
        client_order_id: 'x',
      },
    });
    expect(badPrice.status).toBe(422);
    expect(errorField(badPrice.body)).toBe('price');
    const tooPrecise = await ex.call(apiRoutes.spotPlaceOrder, {
      token: bob.token,
      body: {
        symbol: 'ETHUSDT',
        side: 'sell',
        type: 'limit',
        price: '3000',
        amount: '0.00001',
        client_order_id: 'x',
      },
    });
    expect(tooPrecise.status).toBe(422);
    expect(errorField(tooPrecise.body)).toBe('amount');
    const unknownPair = await ex.call(apiRoutes.spotPlaceOrder, {
      token: bob.token,
      body: {
        symbol: 'XXXUSDT',
        side: 'sell',
        type: 'limit',
        price: '3000',
        amount: '1',
        client_order_id: 'x',
      },
    });
    expect(unknownPair.status).toBe(422);
    expect(errorField(unknownPair.body)).toBe('symbol');
    const broke = await ex.call(apiRoutes.spotPlaceOrder, {
      token: alice.token,
      body: {
        symbol: 'ETHUSDT',
        side: 'sell',
        type: 'limit',
        price: '3000',
        amount: '1',
        client_order_id: 'no-eth',
      },
    });
    expect(broke.status).toBe(400);

    const ask = await ex.call(apiRoutes.spotPlaceOrder, {
      token: bob.token,
      body: {
        symbol: 'ETHUSDT',
        side: 'sell',
        type: 'limit',
        price: '3000',
        amount: '2',
        client_order_id: 'ask-1',
      },
    });
    expect(ask.status).toBe(200);
    expect(spotOrderSchema.parse(ask.body.data)).toMatchObject({
      status: 'open',
      symbol: 'ETHUSDT',
    });
    const again = await ex.call(apiRoutes.spotPlaceOrder, {
      token: bob.token,
      body: {
        symbol: 'ETHUSDT',
        side: 'sell',
        type: 'limit',
        price: '3000',
        amount: '2',
        client_order_id: 'ask-1',
      },
    });
    expect(spotOrderSchema.parse(again.body.data).id).toBe(spotOrderSchema.parse(ask.body.data).id);

    const buy = await ex.call(apiRoutes.spotPlaceOrder, {
      token: alice.token,
      body: {
        symbol: 'ETHUSDT',
        side: 'buy',
        type: 'market',
        amount: '0.5',
        client_order_id: 'mkt-1',
      },
    });
    expect(spotOrderSchema.parse(buy.body.data)).toMatchObject({
      status: 'filled',
      avg_price: '3000',
      filled_quote: '1500',
    });
  });

  it("GET /spots/order pages a user's own orders only", async () => {
    expect((await ex.call(apiRoutes.spotOrders, { query: { state: 'open' } })).status).toBe(401);
    const bad = await ex.call(apiRoutes.spotOrders, {
      token: bob.token,
      query: { state: 'sometimes' },
    });
    expect(bad.status).toBe(422);
    expect(errorField(bad.body)).toBe('state');
    const open = await ex.call(apiRoutes.spotOrders, {
      token: bob.token,
      query: { state: 'open', limit: 10 },
    });
    const page = paginated(spotOrderSchema).parse(open.body.data);
    expect(page).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(page.list[0]).toMatchObject({
      client_order_id: 'ask-1',
      status: 'partial',
      filled_amount: '0.5',
    });
    const alices = paginated(spotOrderSchema).parse(
      (await ex.call(apiRoutes.spotOrders, { token: alice.token, query: { state: 'open' } })).body
        .data,
    );
    expect(alices.total).toBe(0);
  });

  it("PUT /spots/order/{id} cancels only the owner's order", async () => {
    const open = paginated(spotOrderSchema).parse(
      (await ex.call(apiRoutes.spotOrders, { token: bob.token, query: { state: 'open' } })).body
        .data,
    );
    const id = open.list[0]?.id ?? 0;
    expect((await ex.call(apiRoutes.spotCancelOrder, { params: { id } })).status).toBe(401);
    expect(
      (await ex.call(apiRoutes.spotCancelOrder, { token: alice.token, params: { id } })).status,
    ).toBe(404);
    const bad = await ex.call(apiRoutes.spotCancelOrder, {
      token: bob.token,
      params: { id: 'abc' },
    });
    expect(bad.status).toBe(422);
    const cancelled = await ex.call(apiRoutes.spotCancelOrder, {
      token: bob.token,
      params: { id },
    });
    expect(spotOrderSchema.parse(cancelled.body.data)).toMatchObject({ id, status: 'cancelled' });
    expect(await ledger.account(ex.ctx.storage.db, bob.id, 'spot', 'ETH')).toEqual({
      balance: '9.5',
      frozen: '0',
    });
  });

  it('GET /spots/depth_aggTrade aggregates levels and recent trades', async () => {
    await ex.call(apiRoutes.spotPlaceOrder, {
      token: alice.token,
      body: {
        symbol: 'ETHUSDT',
        side: 'buy',
        type: 'limit',
        price: '2900',
        amount: '0.5',
        client_order_id: 'bid-1',
      },
    });
    await ex.call(apiRoutes.spotPlaceOrder, {
      token: alice.token,
      body: {
        symbol: 'ETHUSDT',
        side: 'buy',
        type: 'limit',
        price: '2900',
        amount: '0.25',
        client_order_id: 'bid-2',
      },
    });
    const res = await ex.call(apiRoutes.spotDepth, { query: { symbol: 'ETHUSDT', limit: 5 } });
    const depth = depthAggTradeSchema.parse(res.body.data);
    expect(depth.bids).toEqual([['2900.00', '0.7500']]);
    expect(depth.trades[0]).toMatchObject({ price: '3000', amount: '0.5', side: 'buy' });
    const bad = await ex.call(apiRoutes.spotDepth, { query: { symbol: 'ETHUSDT', limit: 0 } });
    expect(bad.status).toBe(422);
    expect(errorField(bad.body)).toBe('limit');
  });

  it('GET /spots/kline serves 500 consistent bars of every period, with the real trade in the last one', async () => {
    for (const period of ['1m', '5m', '15m', '1H', '2H', '4H', 'D', 'W', 'M', 'Y']) {
      // From the year 1400: 500 yearly candles reach back before 1970.
      const from = Date.UTC(1400, 0, 1);
      const res = await ex.call(apiRoutes.spotKline, {
        query: { symbol: 'ETHUSDT', period, from, to: NOW + 3_600_000 },
      });
      expect(res.status, period).toBe(200);
      const bars = z.array(klineBarSchema).parse(res.body.data);
      expect(bars, period).toHaveLength(500);
      expect(bars.at(-1)?.close, period).toBe('3000');
    }
    const bad = await ex.call(apiRoutes.spotKline, {
      query: { symbol: 'ETHUSDT', period: '3m', from: 0, to: 1 },
    });
    expect(bad.status).toBe(422);
    expect(errorField(bad.body)).toBe('period');
  });

  // Contracts serve their own market data since issue 19 (contract/pair-routes.test.ts), options
  // theirs since issue 20 (option/option-routes.test.ts).
  it("GET /spots/fills pages the user's own fills, newest first, with role and fee", async () => {
    const fillsOf = async (token: string, query: Record<string, unknown> = {}) => {
      const res = await ex.call(apiRoutes.spotFills, { token, query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return paginated(spotFillSchema).parse(res.body.data);
    };
    expect((await ex.call(apiRoutes.spotFills)).status).toBe(401);
    const badSymbol = await ex.call(apiRoutes.spotFills, {
      token: alice.token,
      query: { symbol: 'eth' },
    });
    expect(badSymbol.status).toBe(422);
    expect(errorField(badSymbol.body)).toBe('symbol');
    const unknown = await ex.call(apiRoutes.spotFills, {
      token: alice.token,
      query: { symbol: 'NOPEUSDT' },
    });
    expect(unknown.status).toBe(422);
    expect(errorField(unknown.body)).toBe('symbol');
    const tooMany = await ex.call(apiRoutes.spotFills, {
      token: alice.token,
      query: { limit: 101 },
    });
    expect(tooMany.status).toBe(422);
    expect(errorField(tooMany.body)).toBe('limit');

    // The market buy of the first test: alice took 0.5 ETH from bob's resting ask at 3000.
    const orders = async (token: string) =>
      paginated(spotOrderSchema).parse(
        (await ex.call(apiRoutes.spotOrders, { token, query: { state: 'history' } })).body.data,
      ).list;
    const alicesBuy = (await orders(alice.token)).find((o) => o.client_order_id === 'mkt-1');
    const bobsAsk = (await orders(bob.token)).find((o) => o.client_order_id === 'ask-1');
    const alices = await fillsOf(alice.token);
    expect(alices.total).toBe(1);
    expect(alices.list[0]).toMatchObject({
      order_id: alicesBuy?.id,
      symbol: 'ETHUSDT',
      side: 'buy',
      role: 'taker',
      price: '3000',
      amount: '0.5',
      quote_amount: '1500',
      fee: alicesBuy?.fee,
      fee_coin: 'ETH',
    });
    const bobs = await fillsOf(bob.token);
    expect(bobs.list).toEqual([
      expect.objectContaining({
        id: alices.list[0]?.id,
        order_id: bobsAsk?.id,
        side: 'sell',
        role: 'maker',
        quote_amount: '1500',
        fee: bobsAsk?.fee,
        fee_coin: 'USDT',
      }),
    ]);

    // Never another user's fills: carol has traded nothing, and alice's list holds only hers.
    const carol = await ex.signUp('carol@example.com');
    expect((await fillsOf(carol.token)).total).toBe(0);
    expect((await fillsOf(alice.token, { symbol: 'BTCUSDT' })).total).toBe(0);

    // Three more fills for bob, taker sells that together take alice's first 2900 bid (0.5).
    for (const [i, amount] of ['0.1', '0.2', '0.2'].entries()) {
      const sold = await ex.call(apiRoutes.spotPlaceOrder, {
        token: bob.token,
        body: {
          symbol: 'ETHUSDT',
          side: 'sell',
          type: 'market',
          amount,
          client_order_id: `hit-${String(i)}`,
        },
      });
      expect(sold.status).toBe(200);
    }
    const firstPage = await fillsOf(bob.token, { symbol: 'ETHUSDT', page: 1, limit: 2 });
    expect(firstPage).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(firstPage.list.map((f) => [f.amount, f.role, f.side])).toEqual([
      ['0.2', 'taker', 'sell'],
      ['0.2', 'taker', 'sell'],
    ]);
    const secondPage = await fillsOf(bob.token, { symbol: 'ETHUSDT', page: 2, limit: 2 });
    expect(secondPage.list.map((f) => f.amount)).toEqual(['0.1', '0.5']);
    const alicesNow = await fillsOf(alice.token);
    expect(alicesNow.total).toBe(4);
    expect(alicesNow.list.slice(0, 3).every((f) => f.role === 'maker' && f.side === 'buy')).toBe(
      true,
    );
    expect(alicesNow.list.map((f) => f.price)).toEqual(['2900', '2900', '2900', '3000']);
  });
});
