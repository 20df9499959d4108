import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Big } from 'big.js';
import { adSchema, apiRoutes, c2cOrderSchema, paginated, type Ad } from '@exchange/api';
import { floatingPrice } from '@exchange/formulas';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import type { ServerOptions } from '../app.ts';
import { openStorage, type Storage } from '../db/connect.ts';
import { ledger } from '../wallet/ledger.ts';
import { DEMO_AD_FIATS, DEMO_MERCHANTS } from './demo-merchants.ts';

// Demo merchants (issue 22): seeded ads on USDT/BTC/ETH in USD and EUR priced on the index; as
// counterparties they pay and release after the delay, once, on the server clock, and a
// restarted server catches up. Coins are conserved through every path.

const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
const DELAY = 4000;
const COIN_IDS = { USDT: 1, BTC: 2, ETH: 3 } as const;

const servers: TestExchange[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(clock: { now: number }, options: ServerOptions = {}) {
  const ex = await startTestExchange({
    now: () => clock.now,
    c2cTickMs: 0,
    c2cMerchants: true,
    c2cMerchantDelayMs: DELAY,
    ...options,
  });
  servers.push(ex);
  return ex;
}

function merchantsOf(ex: TestExchange) {
  const merchants = ex.app.c2cMerchants;
  if (!merchants) throw new Error('No demo merchants installed');
  return merchants;
}

async function ads(ex: TestExchange, side: 'buy' | 'sell', coin: number, fiat: string) {
  const res = await ex.call(apiRoutes.c2cAds, {
    query: { side, coin_id: coin, fiat, page: 1, limit: 50 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return paginated(adSchema).parse(res.body.data).list;
}

async function spot(storage: Storage, userId: number, coin = 'USDT') {
  return (await ledger.account(storage.db, userId, 'spot', coin)).balance;
}

async function totals(storage: Storage): Promise<Record<string, string>> {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .select(['coin', 'balance', 'frozen'])
    .execute();
  const sum = new Map<string, Big>();
  for (const row of rows)
    sum.set(row.coin, (sum.get(row.coin) ?? new Big(0)).plus(row.balance).plus(row.frozen));
  return Object.fromEntries([...sum].map(([coin, value]) => [coin, value.toFixed()]));
}

async function order(ex: TestExchange, token: string, id: number) {
  const res = await ex.call(apiRoutes.c2cOrder, { token, params: { id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return c2cOrderSchema.parse(res.body.data);
}

async function act(ex: TestExchange, route: keyof typeof apiRoutes, token: string, body: object) {
  const res = await ex.call(apiRoutes[route], { token, body: { ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return c2cOrderSchema.parse(res.body.data);
}

function merchantAd(list: readonly Ad[]): Ad {
  const nicknames = DEMO_MERCHANTS.map((m) => m.nickname);
  const found = list.find((ad) => nicknames.includes(ad.advertiser.nickname));
  if (!found) throw new Error('No merchant ad');
  return found;
}

describe('demo merchants', () => {
  it('post a buy and a sell ad on USDT, BTC and ETH in USD and EUR, floating on the index', async () => {
    const ex = await start({ now: T0 });
    for (const [coin, coinId] of Object.entries(COIN_IDS))
      for (const fiat of DEMO_AD_FIATS) {
        const index = await ex.call(apiRoutes.c2cFiatIndex, { query: { coin_id: coinId, fiat } });
        expect(index.status).toBe(200);
        const indexPrice = (index.body.data as { price: string }).price;
        for (const side of ['buy', 'sell'] as const) {
          const list = await ads(ex, side, coinId, fiat);
          expect(list.length, `${side} ${coin} ${fiat}`).toBe(DEMO_MERCHANTS.length);
          for (const ad of list) {
            expect(ad.price_type).toBe('floating');
            expect(ad.price).toBe(floatingPrice(indexPrice, ad.price_value).toFixed());
            expect(ad.advertiser.online).toBe(true);
          }
        }
      }
  });

  it('seed once: a restart on the same database adds no second set of ads or grants', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'c2c-merchants-'));
    dirs.push(dir);
    const file = { file: path.join(dir, 'exchange.sqlite') };
    const clock = { now: T0 };
    let storage = await openStorage(file);
    let ex = await start(clock, { storage });
    const before = await totals(storage);
    const count = (await ads(ex, 'sell', COIN_IDS.BTC, 'USD')).length;
    await ex.close();
    servers.splice(0);
    await storage.close();

    storage = await openStorage(file);
    ex = await start(clock, { storage });
    expect((await ads(ex, 'sell', COIN_IDS.BTC, 'USD')).length).toBe(count);
    expect(await totals(storage)).toEqual(before);
    await ex.close();
    servers.splice(0);
    await storage.close();
  });

  it('release what a user bought once paid, after the delay, exactly once', async () => {
    const clock = { now: T0 };
    const ex = await start(clock);
    const storage = ex.ctx.storage;
    const user = await ex.signUp('buyer@example.com');
    const before = await totals(storage);
    const usdt = await spot(storage, user.id);
    const ad = merchantAd(await ads(ex, 'sell', COIN_IDS.USDT, 'USD'));
    const placed = await act(ex, 'c2cPlaceOrder', user.token, {
      ad_id: ad.id,
      amount: '101',
      amount_in: 'fiat',
    });
    expect(placed.status).toBe('unpaid');
    // A merchant selling waits for the buyer: nothing happens however long it looks.
    clock.now = T0 + 10 * DELAY;
    await merchantsOf(ex).round(clock.now);
    expect((await order(ex, user.token, placed.id)).status).toBe('unpaid');

    const method = placed.payment_methods[0]?.id ?? 0;
    const paid = await act(ex, 'c2cMarkPaid', user.token, {
      id: placed.id,
      payment_method_id: method,
    });
    const paidAt = paid.paid_at ?? 0;
    await merchantsOf(ex).round(paidAt + DELAY - 1);
    expect((await order(ex, user.token, placed.id)).status).toBe('paid');
    clock.now = paidAt + DELAY;
    await merchantsOf(ex).round(clock.now);
    const done = await order(ex, user.token, placed.id);
    expect(done.status).toBe('completed');
    expect(await spot(storage, user.id)).toBe(new Big(usdt).plus(done.amount).toFixed());
    // Another round (or a repeated one) moves nothing more.
    await merchantsOf(ex).round(clock.now + DELAY);
    expect(await spot(storage, user.id)).toBe(new Big(usdt).plus(done.amount).toFixed());
    expect(await totals(storage)).toEqual(before);
  });

  it('pay for what a user sells to them after the delay, then the user releases', async () => {
    const clock = { now: T0 };
    const ex = await start(clock);
    const storage = ex.ctx.storage;
    const user = await ex.signUp('seller@example.com');
    const methodRes = await ex.call(apiRoutes.c2cAddPaymentMethod, {
      token: user.token,
      body: {
        kind: 'bank_transfer',
        holder_name: 'Sam Seller',
        account: 'DE89370400440532013000',
        bank_name: 'Test Bank',
      },
    });
    const methodId = (methodRes.body.data as { id: number }).id;
    const before = await totals(storage);
    const usdt = await spot(storage, user.id);
    const ad = merchantAd(await ads(ex, 'buy', COIN_IDS.USDT, 'USD'));
    const placed = await act(ex, 'c2cPlaceOrder', user.token, {
      ad_id: ad.id,
      amount: '50',
      amount_in: 'coin',
      payment_method_id: methodId,
    });
    expect(placed.side).toBe('sell');
    expect(await spot(storage, user.id)).toBe(new Big(usdt).minus('50').toFixed());

    await merchantsOf(ex).round(placed.created_at + DELAY - 1);
    expect((await order(ex, user.token, placed.id)).status).toBe('unpaid');
    clock.now = placed.created_at + DELAY;
    await merchantsOf(ex).round(clock.now);
    const paid = await order(ex, user.token, placed.id);
    expect(paid.status).toBe('paid');
    await merchantsOf(ex).round(clock.now + DELAY);
    expect((await order(ex, user.token, placed.id)).status).toBe('paid');

    const done = await act(ex, 'c2cRelease', user.token, { id: placed.id });
    expect(done.status).toBe('completed');
    expect(await spot(storage, user.id)).toBe(new Big(usdt).minus('50').toFixed());
    expect(await totals(storage)).toEqual(before);
  });

  it('catch up after a restart with what came due while the server was down', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'c2c-merchants-'));
    dirs.push(dir);
    const file = { file: path.join(dir, 'exchange.sqlite') };
    const clock = { now: T0 };
    let storage = await openStorage(file);
    let ex = await start(clock, { storage });
    const user = await ex.signUp('restart@example.com');
    const ad = merchantAd(await ads(ex, 'sell', COIN_IDS.BTC, 'EUR'));
    const placed = await act(ex, 'c2cPlaceOrder', user.token, {
      ad_id: ad.id,
      amount: '500',
      amount_in: 'fiat',
    });
    await act(ex, 'c2cMarkPaid', user.token, {
      id: placed.id,
      payment_method_id: placed.payment_methods[0]?.id ?? 0,
    });
    const btc = await spot(storage, user.id, 'BTC');
    await ex.close();
    servers.splice(0);
    await storage.close();

    clock.now = T0 + 60_000;
    storage = await openStorage(file);
    ex = await start(clock, { storage });
    // The start's own round released it.
    const done = await order(ex, user.token, placed.id);
    expect(done.status).toBe('completed');
    expect(await spot(storage, user.id, 'BTC')).toBe(new Big(btc).plus(done.amount).toFixed());
    await ex.close();
    servers.splice(0);
    await storage.close();
  });
});
