import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiRoutes,
  csvRecord,
  depthAggTradeSchema,
  OPTION_CSV_COLUMNS,
  optionCsvRecord,
  optionOrderSchema,
  optionPairSchema,
  optionTimeSchema,
  paginated,
  type OptionOrder,
} from '@exchange/api';
import type { UserEvent } from '@exchange/api/socket';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import type { ServerOptions } from '../app.ts';
import { T0 } from './option-test-kit.ts';

// The option routes on a whole server (demo mode, no option timer: the test ticks the desk on
// its own clock): pairs, durations, open, orders with filters and pages, the CSV, the demo index
// hold, the index depth, and what the socket carries.

const OPTIONS: ServerOptions = {
  optionTickMs: 0,
  optionTimes: [
    { seconds: 3, payoutRate: '0.8' },
    { seconds: 5, payoutRate: '0.85' },
  ],
  optionSuspended: ['SOLUSDT'],
};

const clock = { now: T0 };
let ex: TestExchange;
let alice: { token: string; id: number };
const told: UserEvent[] = [];

beforeAll(async () => {
  ex = await startTestExchange({ ...OPTIONS, now: () => clock.now });
  alice = await ex.signUp('alice@example.com');
  const hub = ex.app.exchangeMarket.hub;
  const publish = hub.publishUser.bind(hub);
  hub.publishUser = (userId, event) => {
    if (userId === alice.id) told.push(event);
    publish(userId, event);
  };
});
afterAll(async () => {
  await ex.close();
});

const ok = <T>(schema: z.ZodType<T>, res: Awaited<ReturnType<TestExchange['call']>>): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return schema.parse(res.body.data);
};
const hold = (symbol: string, price: string) =>
  ex.call(apiRoutes.demoOptionIndex, { body: { symbol, price } });
const tick = async (at: number) => {
  clock.now = at;
  await ex.app.optionDesk.tick(at);
};
const open = async (body: Record<string, unknown>) =>
  ok(optionOrderSchema, await ex.call(apiRoutes.optionOpen, { token: alice.token, body }));
const orders = async (query: Record<string, unknown>) =>
  ok(
    paginated(optionOrderSchema),
    await ex.call(apiRoutes.optionOrders, { token: alice.token, query }),
  );

describe('option market data', () => {
  it('lists the spot pairs with the stake precision, the suspended one halted', async () => {
    const pairs = ok(z.array(optionPairSchema), await ex.call(apiRoutes.optionPairs));
    // The demo's launchpad lists its token's spot pair after these four: an option pair too.
    expect(
      pairs.slice(0, 4).map((p) => [p.symbol, p.status, p.amount_precision, p.quote_coin]),
    ).toEqual([
      ['BTCUSDT', 'trading', 2, 'USDT'],
      ['ETHUSDT', 'trading', 2, 'USDT'],
      ['SOLUSDT', 'halted', 2, 'USDT'],
      ['DOGEUSDT', 'trading', 2, 'USDT'],
    ]);
  });

  it('lists durations per pair with ids unique and the same after a restart', async () => {
    const times = ok(z.array(optionTimeSchema), await ex.call(apiRoutes.optionTimes));
    expect(new Set(times.map((t) => t.id)).size).toBe(times.length);
    expect(times.slice(0, 4)).toEqual([
      {
        id: 1,
        symbol: 'BTCUSDT',
        seconds: 3,
        payout_rate: '0.8',
        min_amount: '10',
        max_amount: '10000',
      },
      {
        id: 2,
        symbol: 'BTCUSDT',
        seconds: 5,
        payout_rate: '0.85',
        min_amount: '10',
        max_amount: '10000',
      },
      {
        id: 3,
        symbol: 'ETHUSDT',
        seconds: 3,
        payout_rate: '0.8',
        min_amount: '10',
        max_amount: '10000',
      },
      {
        id: 4,
        symbol: 'ETHUSDT',
        seconds: 5,
        payout_rate: '0.85',
        min_amount: '10',
        max_amount: '10000',
      },
    ]);
    const eth = ok(
      z.array(optionTimeSchema),
      await ex.call(apiRoutes.optionTimes, { query: { symbol: 'ETHUSDT' } }),
    );
    expect(eth.map((t) => t.id)).toEqual([3, 4]);
    const unknown = await ex.call(apiRoutes.optionTimes, { query: { symbol: 'NOPEUSDT' } });
    expect(unknown.status).toBe(422);

    const again = await startTestExchange({ ...OPTIONS, now: () => clock.now });
    try {
      expect(ok(z.array(optionTimeSchema), await again.call(apiRoutes.optionTimes))).toEqual(times);
    } finally {
      await again.close();
    }
  });

  it('serves the index depth from the spot book, as before', async () => {
    const depth = ok(
      depthAggTradeSchema,
      await ex.call(apiRoutes.optionDepth, { query: { symbol: 'BTCUSDT' } }),
    );
    expect(depth.symbol).toBe('BTCUSDT');
    const unknown = await ex.call(apiRoutes.optionDepth, { query: { symbol: 'NOPEUSDT' } });
    expect(unknown.status).toBe(422);
  });

  it('holds and releases the demo index; the socket accepts option@ and sends the recorded tick', async () => {
    const held = await hold('BTCUSDT', '64000.5');
    expect(held.body.data).toEqual({ symbol: 'BTCUSDT', index_price: '64000.5' });
    await tick(T0 + 500);
    const hub = ex.app.exchangeMarket.hub;
    expect(hub.channels.accepts('option@BTCUSDT')).toBe(true);
    expect(hub.channels.accepts('option@NOPEUSDT')).toBe(false);
    const resolved = hub.channels.resolve('option@BTCUSDT');
    expect(
      resolved?.kind.snapshot('BTCUSDT', true).map((frame): unknown => JSON.parse(frame)),
    ).toEqual([
      {
        cmd: 'option',
        data: { channel: 'index', symbol: 'BTCUSDT', price: '64000.5', ts: T0 + 500 },
      },
    ]);
    const released = await hold('BTCUSDT', '');
    expect(released.status).toBe(200);
    expect(ex.app.optionDesk.indexOf('BTCUSDT').toFixed()).toBe(
      ex.app.exchangeMarket.market.lastPrice('BTCUSDT').toFixed(),
    );
  });
});

describe('option orders', () => {
  let won: OptionOrder;
  let lost: OptionOrder;
  let draw: OptionOrder;

  it('opens, enters on the next tick and settles at expiry, telling the user each step', async () => {
    await hold('BTCUSDT', '100');
    await hold('ETHUSDT', '50');
    await tick(T0 + 1000);
    clock.now = T0 + 1200;
    told.length = 0;
    won = await open({
      symbol: 'BTCUSDT',
      time_id: 1,
      direction: 'up',
      amount: '10.01',
      client_order_id: 'w',
    });
    lost = await open({
      symbol: 'BTCUSDT',
      time_id: 2,
      direction: 'up',
      amount: '20',
      client_order_id: 'l',
    });
    draw = await open({
      symbol: 'ETHUSDT',
      time_id: 3,
      direction: 'down',
      amount: '30',
      client_order_id: 'd',
    });
    expect(won).toMatchObject({
      open_price: null,
      coin: 'USDT',
      payout: '18.01',
      settle_at: T0 + 4200,
    });
    await tick(T0 + 2000); // entries: 100 and 50
    await hold('BTCUSDT', '100.5');
    await tick(T0 + 4200); // the 3 s orders expire on this tick
    await hold('BTCUSDT', '99');
    await tick(T0 + 6200); // the 5 s one expires at 6200: 99 < 100, lost

    const open_ = await orders({ state: 'open' });
    expect(open_.total).toBe(0);
    const history = await orders({ state: 'history' });
    // Newest settlement first.
    expect(
      history.list.map((o) => [o.id, o.status, o.open_price, o.close_price, o.profit]),
    ).toEqual([
      [lost.id, 'lost', '100', '99', '-20'],
      [draw.id, 'draw', '50', '50', '0'],
      [won.id, 'won', '100', '100.5', '8'],
    ]);
    const kinds = told.flatMap((e) => (e.event === 'option' ? [[e.kind, e.option.id]] : []));
    expect(kinds).toEqual([
      ['opened', won.id],
      ['opened', lost.id],
      ['opened', draw.id],
      ['entry', won.id],
      ['entry', lost.id],
      ['entry', draw.id],
      ['settled', won.id],
      ['settled', draw.id],
      ['settled', lost.id],
    ]);
    // A spot balance event for each open and each settlement, the last one the balance now.
    const balances = told.filter((e) => e.event === 'balance');
    expect(balances).toHaveLength(6);
    expect(balances.at(-1)).toMatchObject({
      wallet: 'spot',
      balance: { coin_name: 'USDT', balance: '9988', freeze: '0' },
    });
  });

  it('lists open orders soonest expiry first, with filters and pages', async () => {
    clock.now = T0 + 7000;
    const later = await open({
      symbol: 'BTCUSDT',
      time_id: 2,
      direction: 'down',
      amount: '10',
      client_order_id: 'o1',
    });
    const sooner = await open({
      symbol: 'ETHUSDT',
      time_id: 3,
      direction: 'up',
      amount: '10',
      client_order_id: 'o2',
    });
    const all = await orders({ state: 'open' });
    expect(all.list.map((o) => o.id)).toEqual([sooner.id, later.id]);
    expect((await orders({ state: 'open', limit: 1, page: 2 })).list.map((o) => o.id)).toEqual([
      later.id,
    ]);
    expect((await orders({ state: 'open', symbol: 'BTCUSDT' })).list.map((o) => o.id)).toEqual([
      later.id,
    ]);
    expect((await orders({ state: 'open', direction: 'up' })).list.map((o) => o.id)).toEqual([
      sooner.id,
    ]);
    expect((await orders({ state: 'history', status: 'won' })).list.map((o) => o.id)).toEqual([
      won.id,
    ]);
    expect((await orders({ state: 'history', direction: 'down' })).list.map((o) => o.id)).toEqual([
      draw.id,
    ]);
    expect((await orders({ state: 'history', from: T0 + 7000 })).total).toBe(0);
    expect((await orders({ state: 'open', to: T0 + 7000 })).total).toBe(0);
    expect((await ex.call(apiRoutes.optionOrders, { query: { state: 'open' } })).status).toBe(401);
  });

  it('exports the filtered orders as the CSV the app expects', async () => {
    const res = await ex.app.inject({
      method: 'GET',
      url: '/option/order/export?state=history',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(
      `option-orders-${new Date(clock.now).toISOString().slice(0, 10)}.csv`,
    );
    const history = await orders({ state: 'history' });
    expect(res.body).toBe(
      csvRecord(OPTION_CSV_COLUMNS) + history.list.map(optionCsvRecord).join(''),
    );
  });
});
