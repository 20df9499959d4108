import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  paginated,
  SPOT_FILL_CSV_COLUMNS,
  SPOT_ORDER_CSV_COLUMNS,
  spotCancelAllSchema,
  spotFillSchema,
  spotOrderSchema,
} from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { ledger } from '../wallet/ledger.ts';

// The spot order centre's calls (issue 23): the lists' filters, the CSV exports and cancel-all.

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('spot order centre routes', () => {
  let ex: TestExchange;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  let middle = 0;

  const errorField = (body: { data: unknown }) =>
    (body.data as { errors: { field: string }[] } | null)?.errors[0]?.field;

  async function place(
    who: { token: string },
    body: { symbol: string; side: 'buy' | 'sell'; price: string; amount: string; id: string },
  ) {
    const res = await ex.call(apiRoutes.spotPlaceOrder, {
      token: who.token,
      body: {
        symbol: body.symbol,
        side: body.side,
        type: 'limit',
        price: body.price,
        amount: body.amount,
        client_order_id: body.id,
      },
    });
    expect(res.status).toBe(200);
    return spotOrderSchema.parse(res.body.data);
  }

  async function orders(query: Record<string, string | number>) {
    const res = await ex.call(apiRoutes.spotOrders, { token: alice.token, query });
    expect(res.status).toBe(200);
    return paginated(spotOrderSchema).parse(res.body.data);
  }

  async function fills(query: Record<string, string | number>) {
    const res = await ex.call(apiRoutes.spotFills, { token: alice.token, query });
    expect(res.status).toBe(200);
    return paginated(spotFillSchema).parse(res.body.data);
  }

  async function download(url: string, token = alice.token) {
    return ex.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'device-id': 'test-device' },
    });
  }

  const spot = (userId: number, coin: string) =>
    ledger.account(ex.ctx.storage.db, userId, 'spot', coin);

  beforeAll(async () => {
    ex = await startTestExchange({ demo: false });
    alice = await ex.signUp('alice@example.com');
    bob = await ex.signUp('bob@example.com');
    await ex.ctx.storage.db.transaction().execute(async (trx) => {
      for (const [userId, coin, amount] of [
        [alice.id, 'USDT', '10000'],
        [alice.id, 'ETH', '2'],
        [bob.id, 'ETH', '10'],
        [bob.id, 'USDT', '10000'],
      ] as const) {
        await ledger.deposit(trx, { userId, coin, amount, reason: 'deposit', refId: 'seed' });
      }
    });
    // Alice buys 0.5 ETH from bob (a fill each), then rests two ETH bids, a BTC bid and an ETH ask.
    await place(bob, { symbol: 'ETHUSDT', side: 'sell', price: '3000', amount: '0.5', id: 'b1' });
    await place(alice, { symbol: 'ETHUSDT', side: 'buy', price: '3000', amount: '0.5', id: 'a1' });
    await pause();
    middle = Date.now();
    await pause();
    await place(alice, { symbol: 'ETHUSDT', side: 'buy', price: '2900', amount: '0.1', id: 'a2' });
    await place(alice, { symbol: 'ETHUSDT', side: 'buy', price: '2800', amount: '0.2', id: 'a3' });
    await place(alice, {
      symbol: 'BTCUSDT',
      side: 'buy',
      price: '64000',
      amount: '0.01',
      id: 'a4',
    });
    await place(alice, { symbol: 'ETHUSDT', side: 'sell', price: '3300', amount: '1', id: 'a5' });
    // Bob sells 0.05 ETH into alice's best bid: her a2 is partly filled.
    await place(bob, { symbol: 'ETHUSDT', side: 'sell', price: '2900', amount: '0.05', id: 'b2' });
  });
  afterAll(async () => {
    await ex.close();
  });

  it('GET /spots/order filters by pair, side, type, status and created_at range', async () => {
    expect((await orders({ state: 'open' })).total).toBe(4);
    expect(
      (await orders({ state: 'open', symbol: 'BTCUSDT' })).list.map((o) => o.client_order_id),
    ).toEqual(['a4']);
    expect(
      (await orders({ state: 'open', side: 'sell' })).list.map((o) => o.client_order_id),
    ).toEqual(['a5']);
    expect(
      (await orders({ state: 'open', status: 'partial' })).list.map((o) => o.client_order_id),
    ).toEqual(['a2']);
    expect((await orders({ state: 'open', type: 'market' })).total).toBe(0);
    expect((await orders({ state: 'open', type: 'limit' })).total).toBe(4);
    expect(
      (await orders({ state: 'history', status: 'filled' })).list.map((o) => o.client_order_id),
    ).toEqual(['a1']);
    // A status of the other state matches nothing.
    expect((await orders({ state: 'history', status: 'open' })).total).toBe(0);
    expect((await orders({ state: 'history', to: middle })).total).toBe(1);
    expect((await orders({ state: 'history', from: middle })).total).toBe(0);
    expect((await orders({ state: 'open', from: middle })).total).toBe(4);
    expect((await orders({ state: 'open', to: middle })).total).toBe(0);
  });

  it('GET /spots/order and /spots/fills refuse bad filters naming the field', async () => {
    for (const [query, field] of [
      [{ state: 'open', type: 'stop' }, 'type'],
      [{ state: 'open', status: 'maybe' }, 'status'],
      [{ state: 'open', side: 'long' }, 'side'],
      [{ state: 'open', from: 'yesterday' }, 'from'],
      [{ state: 'open', to: '-5' }, 'to'],
      [{ state: 'open', symbol: 'NOPEUSDT' }, 'symbol'],
    ] as const) {
      const res = await ex.call(apiRoutes.spotOrders, { token: alice.token, query });
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(errorField(res.body)).toBe(field);
    }
    for (const [query, field] of [
      [{ side: 'both' }, 'side'],
      [{ from: 'x' }, 'from'],
      [{ symbol: 'NOPEUSDT' }, 'symbol'],
    ] as const) {
      const res = await ex.call(apiRoutes.spotFills, { token: alice.token, query });
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(errorField(res.body)).toBe(field);
    }
  });

  it('GET /spots/fills filters by pair, side and created_at range', async () => {
    expect((await fills({})).total).toBe(2);
    expect((await fills({ side: 'buy' })).list.map((f) => f.price)).toEqual(['2900', '3000']);
    expect((await fills({ side: 'sell' })).total).toBe(0);
    expect((await fills({ from: middle })).list.map((f) => f.amount)).toEqual(['0.05']);
    expect((await fills({ to: middle })).list.map((f) => f.amount)).toEqual(['0.5']);
    expect((await fills({ symbol: 'BTCUSDT' })).total).toBe(0);
  });

  it('exports orders and fills as CSV with the filters, only the caller’s own', async () => {
    const all = await download('/spots/order/export?state=open&symbol=ETHUSDT');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('text/csv');
    expect(all.headers['content-disposition']).toMatch(
      /attachment; filename="spot-orders-\d{4}-\d\d-\d\d\.csv"/,
    );
    const lines = all.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(SPOT_ORDER_CSV_COLUMNS.join(','));
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['a5', 'a3', 'a2']);
    const sells = await download('/spots/order/export?state=open&side=sell');
    expect(sells.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    const bobs = await download('/spots/order/export?state=open&symbol=BTCUSDT', bob.token);
    expect(bobs.body.split('\r\n').filter(Boolean)).toHaveLength(1);

    const trades = await download('/spots/fills/export?side=buy');
    expect(trades.statusCode).toBe(200);
    expect(trades.headers['content-disposition']).toContain('spot-trades-');
    const rows = trades.body.split('\r\n').filter(Boolean);
    expect(rows[0]).toBe(SPOT_FILL_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(3);

    const bad = await download('/spots/order/export?state=open&type=stop');
    expect(bad.statusCode).toBe(422);
    expect(errorField(bad.json())).toBe('type');
    const unknown = await download('/spots/fills/export?symbol=NOPEUSDT');
    expect(unknown.statusCode).toBe(422);
    expect(errorField(unknown.json())).toBe('symbol');
    const anonymous = await ex.app.inject({ method: 'GET', url: '/spots/fills/export' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('POST /spots/order/cancel_all cancels one pair or all, restoring every reserve exactly', async () => {
    expect((await ex.call(apiRoutes.spotCancelAll, { body: {} })).status).toBe(401);
    const unknown = await ex.call(apiRoutes.spotCancelAll, {
      token: alice.token,
      body: { symbol: 'NOPEUSDT' },
    });
    expect(unknown.status).toBe(422);
    expect(errorField(unknown.body)).toBe('symbol');

    // Before: 10000 − 1500 (a1) − 145 (a2 filled part) = 8355 USDT, of which a2's rest
    // 0.05 × 2900 = 145, a3 560 and a4 640 are frozen; 1 ETH of 2.5 frozen by a5.
    expect(await spot(alice.id, 'USDT')).toEqual({ balance: '7010', frozen: '1345' });
    // 2 + 0.5 + 0.05 bought, less the buy fees in ETH; a5 froze 1 of it.
    const eth = await spot(alice.id, 'ETH');
    expect(eth.frozen).toBe('1');
    const btc = spotCancelAllSchema.parse(
      (await ex.call(apiRoutes.spotCancelAll, { token: alice.token, body: { symbol: 'BTCUSDT' } }))
        .body.data,
    );
    expect(btc).toEqual({ cancelled: 1 });
    expect(await spot(alice.id, 'USDT')).toEqual({ balance: '7650', frozen: '705' });

    const rest = spotCancelAllSchema.parse(
      (await ex.call(apiRoutes.spotCancelAll, { token: alice.token, body: {} })).body.data,
    );
    expect(rest).toEqual({ cancelled: 3 });
    expect(await spot(alice.id, 'USDT')).toEqual({ balance: '8355', frozen: '0' });
    expect(await spot(alice.id, 'ETH')).toEqual({
      balance: new Big(eth.balance).plus(eth.frozen).toFixed(),
      frozen: '0',
    });
    expect((await orders({ state: 'open' })).total).toBe(0);
    expect((await orders({ state: 'history', status: 'cancelled' })).total).toBe(4);
    // Bob's resting orders were never touched; nothing open is nothing cancelled.
    expect(await spot(bob.id, 'ETH')).toMatchObject({ frozen: '0' });
    const none = await ex.call(apiRoutes.spotCancelAll, { token: alice.token, body: {} });
    expect(spotCancelAllSchema.parse(none.body.data)).toEqual({ cancelled: 0 });
  });
});
