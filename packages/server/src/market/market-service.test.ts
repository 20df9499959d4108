import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StorageOptions } from '../db/connect.ts';
import { type MarketEvent, OrderRejectedError } from './market-events.ts';
import {
  closeNow,
  closeStoragesAfterEach,
  freshDatabases,
  fund,
  limit,
  NOW,
  setup,
  spot,
  totals,
} from './market-test-kit.ts';

const dirs: string[] = [];

closeStoragesAfterEach();
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// The engine's storage runs on both engines (issue 5: CI runs storage and engine tests on both).
describe.each(['sqlite', 'postgres'] as const)('spot market service on %s', (engine) => {
  const fresh = freshDatabases(engine);

  it('matches two users, settles both sides with fees and keeps every coin', async () => {
    const { storage, market } = await setup(await fresh());
    await fund(storage, 1, 'USDT', '100000');
    await fund(storage, 2, 'BTC', '2');
    const events: MarketEvent[] = [];
    market.on((e) => events.push(e));

    const ask = await market.placeOrder(2, limit('sell', '60000', '1', 'a'));
    expect(ask).toMatchObject({ status: 'open', filled_amount: '0' });
    expect(await spot(storage, 2, 'BTC')).toEqual({ balance: '1', frozen: '1' });

    const bid = await market.placeOrder(1, limit('buy', '61000', '0.4', 'b'));
    expect(bid).toMatchObject({
      status: 'filled',
      filled_amount: '0.4',
      avg_price: '60000',
      fee: '0.0008',
      fee_coin: 'BTC',
    });
    // Bought at the maker's 60000: 24000 spent, the 400 reserved above it handed back.
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '76000', frozen: '0' });
    expect(await spot(storage, 1, 'BTC')).toEqual({ balance: '0.3992', frozen: '0' });
    expect(await spot(storage, 2, 'USDT')).toEqual({ balance: '23976', frozen: '0' });
    expect(await spot(storage, 2, 'BTC')).toEqual({ balance: '1', frozen: '0.6' });
    expect(await totals(storage)).toEqual({ USDT: '0', BTC: '0' });

    const depth = market.depth('BTCUSDT');
    expect(depth.asks).toEqual([['60000.00', '0.60000']]);
    expect(depth.trades[0]).toMatchObject({ price: '60000', amount: '0.4', side: 'buy' });
    expect(market.klines('BTCUSDT', '1m', NOW, NOW + 3_600_000).at(-1)).toMatchObject({
      close: '60000',
      volume: '0.4',
    });
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['trades', 'kline', 'depth', 'fill', 'balance']),
    );
  });

  it('answers the same order again for a repeated client order id', async () => {
    const { storage, market } = await setup(await fresh());
    await fund(storage, 1, 'USDT', '1000');
    const first = await market.placeOrder(1, limit('buy', '100', '1', 'same'));
    const again = await market.placeOrder(1, limit('buy', '100', '1', 'same'));
    expect(again.id).toBe(first.id);
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '900', frozen: '100' });
  });

  it('places once when one client order id races in on two pairs', async () => {
    const { storage, market } = await setup(await fresh());
    await fund(storage, 1, 'USDT', '1000');
    const [a, b] = await Promise.all([
      market.placeOrder(1, limit('buy', '100', '1', 'race')),
      market.placeOrder(1, { ...limit('buy', '100', '1', 'race'), symbol: 'ETHUSDT' }),
    ]);
    expect(b.id).toBe(a.id);
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '900', frozen: '100' });
  });

  it('refuses what the user cannot pay and names bad fields', async () => {
    const { storage, market } = await setup(await fresh());
    await fund(storage, 1, 'USDT', '10');
    await expect(market.placeOrder(1, limit('buy', '100', '1', 'x'))).rejects.toMatchObject({
      status: 400,
    });
    await expect(market.placeOrder(1, limit('buy', '100.001', '1', 'y'))).rejects.toMatchObject({
      field: 'price',
    });
    await expect(market.placeOrder(1, limit('buy', '100', '0.000001', 'z'))).rejects.toMatchObject({
      field: 'amount',
    });
    await expect(
      market.placeOrder(1, { ...limit('buy', '1', '1', 'w'), symbol: 'NOPEUSDT' }),
    ).rejects.toBeInstanceOf(OrderRejectedError);
    expect(await storage.db.selectFrom('spot_orders').selectAll().execute()).toEqual([]);
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '10', frozen: '0' });
  });

  it("cancels only the owner's order and hands back its reserve", async () => {
    const { storage, market } = await setup(await fresh());
    await fund(storage, 1, 'USDT', '1000');
    const order = await market.placeOrder(1, limit('buy', '100', '2', 'c'));
    await expect(market.cancelOrder(2, order.id)).rejects.toMatchObject({ status: 404 });
    const cancelled = await market.cancelOrder(1, order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '1000', frozen: '0' });
    const history = await market.listOrders(1, { state: 'history', page: 1, limit: 20 });
    expect(history).toMatchObject({ total: 1, list: [{ id: order.id, status: 'cancelled' }] });
    expect((await market.listOrders(1, { state: 'open', page: 1, limit: 20 })).total).toBe(0);
  });

  it("lists a user's fills per side, a historic self-trade as two, and another user's never", async () => {
    const { storage, market } = await setup(await fresh());
    await fund(storage, 1, 'USDT', '100000');
    await fund(storage, 1, 'BTC', '1');
    await fund(storage, 2, 'BTC', '1');
    const ask = await market.placeOrder(2, limit('sell', '60000', '0.5', 'f1'));
    const bid = await market.placeOrder(1, limit('buy', '60000', '0.2', 'f2'));
    // User 1's buy reaches their own resting sell: self-trade prevention cancels the sell
    // (EXPIRE_MAKER) and the buy rests; no trade.
    const ownAsk = await market.placeOrder(1, limit('sell', '59000', '0.1', 'f3'));
    const ownBid = await market.placeOrder(1, limit('buy', '59000', '0.1', 'f4'));
    expect(ownBid).toMatchObject({ status: 'open', filled_amount: '0' });
    expect((await market.listFills(1, { page: 1, limit: 10 })).total).toBe(1);
    const expired = await market.listOrders(1, { state: 'history', page: 1, limit: 10 });
    expect(expired.list.map((o) => [o.id, o.status])).toEqual([
      [ownAsk.id, 'cancelled'],
      [bid.id, 'filled'],
    ]);
    // Trades written before self-trade prevention existed may pair a user with themself: such
    // a trade lists as two fills, one per side, sharing the trade id.
    await storage.db
      .insertInto('spot_trades')
      .values({
        symbol: 'BTCUSDT',
        price: '59000',
        amount: '0.1',
        quote: '5900',
        taker_side: 'buy',
        maker_order_id: ownAsk.id,
        taker_order_id: ownBid.id,
        buyer_id: 1,
        seller_id: 1,
        buyer_fee: '0.0002',
        seller_fee: '5.9',
        created_at: NOW + 60_000,
      })
      .execute();

    const mine = await market.listFills(1, { page: 1, limit: 10 });
    expect(mine.total).toBe(3);
    const [selfBuy, selfSell, first] = mine.list;
    expect(selfBuy?.id).toBe(selfSell?.id);
    expect(selfBuy).toMatchObject({
      order_id: ownBid.id,
      side: 'buy',
      role: 'taker',
      price: '59000',
      amount: '0.1',
      quote_amount: '5900',
      fee: '0.0002',
      fee_coin: 'BTC',
    });
    expect(selfSell).toMatchObject({
      order_id: ownAsk.id,
      side: 'sell',
      role: 'maker',
      fee: '5.9',
      fee_coin: 'USDT',
    });
    expect(first).toMatchObject({
      order_id: bid.id,
      side: 'buy',
      role: 'taker',
      price: '60000',
      quote_amount: '12000',
    });
    const theirs = await market.listFills(2, { page: 1, limit: 10 });
    expect(theirs.list).toEqual([
      expect.objectContaining({ order_id: ask.id, side: 'sell', role: 'maker', fee: '12' }),
    ]);
    expect((await market.listFills(3, { page: 1, limit: 10 })).total).toBe(0);
    expect((await market.listFills(1, { symbol: 'ETHUSDT', page: 1, limit: 10 })).total).toBe(0);
    const page2 = await market.listFills(1, { symbol: 'BTCUSDT', page: 2, limit: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2 });
    expect(page2.list.map((f) => f.order_id)).toEqual([bid.id]);
    await expect(
      market.listFills(1, { symbol: 'NOPEUSDT', page: 1, limit: 10 }),
    ).rejects.toMatchObject({ status: 422, field: 'symbol' });
  });

  it('rebuilds books and candles from storage after a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-'));
    dirs.push(dir);
    const where: StorageOptions =
      engine === 'postgres' ? await fresh() : { file: path.join(dir, 'db.sqlite') };
    const first = await setup(where);
    await fund(first.storage, 1, 'USDT', '100000');
    await fund(first.storage, 2, 'BTC', '1');
    await first.market.placeOrder(2, limit('sell', '60000', '0.5', 'r1'));
    await first.market.placeOrder(1, limit('buy', '60000', '0.2', 'r2'));
    await first.market.placeOrder(1, limit('buy', '59000', '0.1', 'r3'));
    const depth = first.market.depth('BTCUSDT', 5);
    const bars = first.market.klines('BTCUSDT', 'D', 0, NOW + 86_400_000);
    await closeNow(first.storage);

    const second = await setup(where);
    expect(second.market.depth('BTCUSDT', 5)).toMatchObject({
      asks: depth.asks,
      bids: depth.bids,
      trades: depth.trades,
    });
    expect(second.market.klines('BTCUSDT', 'D', 0, NOW + 86_400_000)).toEqual(bars);
    // The rebuilt book still matches: the resting 0.3 BTC ask fills a new bid.
    const fill = await second.market.placeOrder(1, limit('buy', '60000', '0.3', 'r4'));
    expect(fill.status).toBe('filled');
    expect(await totals(second.storage)).toEqual({ USDT: '0', BTC: '0' });
  });
});
