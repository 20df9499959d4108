import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../db/connect.ts';
import type { MarketEvent } from './market-events.ts';
import {
  closeStoragesAfterEach,
  freshDatabases,
  fund,
  limit,
  setup,
  spot,
  totals,
} from './market-test-kit.ts';

// Issue 14, defect 1: an order's reserve is checked on its own, before its fills are netted
// against it, and a user's order never trades with that user's own resting order (self-trade
// prevention, EXPIRE_MAKER). Runs on both storage engines.

closeStoragesAfterEach();

/** Every statement row a user account ever got: none may show a balance below zero. */
async function negativeRows(storage: Storage) {
  const rows = await storage.db
    .selectFrom('ledger_entries')
    .select(['user_id', 'kind', 'coin', 'reason', 'balance_after', 'frozen_after'])
    .where('user_id', '!=', 0)
    .execute();
  return rows.filter((r) => new Big(r.balance_after).lt(0) || new Big(r.frozen_after).lt(0));
}

describe.each(['sqlite', 'postgres'] as const)('order reserves on %s', (engine) => {
  const fresh = freshDatabases(engine);

  it('refuses a limit buy whose reserve exceeds the balance, even when it would fill cheaper', async () => {
    const { storage, market } = await setup(await fresh());
    await fund(storage, 1, 'USDT', '10000');
    await fund(storage, 2, 'BTC', '1');
    await market.placeOrder(2, limit('sell', '46000', '1', 'ask'));
    // 0.1 at 200000 reserves 20000 USDT: more than the 10000 held, although it fills for 4600.
    await expect(
      market.placeOrder(1, limit('buy', '200000', '0.1', 'greedy')),
    ).rejects.toMatchObject({ status: 400, field: 'amount' });
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '10000', frozen: '0' });
    expect(await spot(storage, 2, 'BTC')).toEqual({ balance: '0', frozen: '1' });
    expect(market.depth('BTCUSDT').asks).toEqual([['46000.00', '1.00000']]);
    expect(await negativeRows(storage)).toEqual([]);
    // What the balance does cover still goes through.
    const ok = await market.placeOrder(1, limit('buy', '100000', '0.1', 'fits'));
    expect(ok).toMatchObject({ status: 'filled', avg_price: '46000' });
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '5400', frozen: '0' });
    expect(await negativeRows(storage)).toEqual([]);
    expect(await totals(storage)).toEqual({ USDT: '0', BTC: '0' });
  });

  it('refuses buying back your own resting sell with money you do not have', async () => {
    const { storage, market } = await setup(await fresh());
    await fund(storage, 1, 'USDT', '100');
    await fund(storage, 1, 'BTC', '1');
    const ask = await market.placeOrder(1, limit('sell', '60000', '1', 'own-ask'));
    await expect(market.placeOrder(1, limit('buy', '60000', '1', 'own-bid'))).rejects.toMatchObject(
      { status: 400, field: 'amount' },
    );
    // Nothing changed: the resting sell is still there, nothing was bought or sold.
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '100', frozen: '0' });
    expect(await spot(storage, 1, 'BTC')).toEqual({ balance: '0', frozen: '1' });
    expect(market.openOrdersOf(1, 'BTCUSDT').map((o) => o.id)).toEqual([String(ask.id)]);
    expect(await storage.db.selectFrom('spot_trades').selectAll().execute()).toEqual([]);
    expect(await negativeRows(storage)).toEqual([]);
  });

  it("never trades with the user's own resting order: EXPIRE_MAKER cancels it and matching goes on", async () => {
    const { storage, market } = await setup(await fresh());
    await fund(storage, 1, 'USDT', '100000');
    await fund(storage, 1, 'BTC', '1');
    await fund(storage, 2, 'BTC', '1');
    await fund(storage, 3, 'BTC', '1');
    const events: MarketEvent[] = [];
    market.on((e) => events.push(e));
    const theirs = await market.placeOrder(2, limit('sell', '60000', '0.5', 's2'));
    const own = await market.placeOrder(1, limit('sell', '60000', '0.5', 's1'));
    const other = await market.placeOrder(3, limit('sell', '60100', '0.5', 's3'));
    const buy = await market.placeOrder(1, limit('buy', '60100', '1', 'b1'));

    // Filled against users 2 and 3; the own sell in between was expired, not traded.
    expect(buy).toMatchObject({ status: 'filled', filled_amount: '1', filled_quote: '60050' });
    const trades = await storage.db
      .selectFrom('spot_trades')
      .select(['buyer_id', 'seller_id', 'maker_order_id'])
      .orderBy('id')
      .execute();
    expect(trades).toEqual([
      { buyer_id: 1, seller_id: 2, maker_order_id: theirs.id },
      { buyer_id: 1, seller_id: 3, maker_order_id: other.id },
    ]);
    const ownRow = await storage.db
      .selectFrom('spot_orders')
      .select(['status', 'filled', 'frozen'])
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(ownRow.status).toBe('cancelled');
    expect(new Big(ownRow.filled).toFixed()).toBe('0');
    expect(new Big(ownRow.frozen).toFixed()).toBe('0');
    // The own sell's 0.5 BTC reserve is back; the buy paid 60050 and got 1 BTC minus 0.2 %.
    expect(await spot(storage, 1, 'BTC')).toEqual({ balance: '1.998', frozen: '0' });
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '39950', frozen: '0' });
    expect(market.openOrdersOf(1, 'BTCUSDT')).toEqual([]);
    expect(market.depth('BTCUSDT').asks).toEqual([]);
    // The owner hears that the expired order is cancelled.
    expect(events).toContainEqual({
      type: 'order',
      userId: 1,
      order: expect.objectContaining({ id: own.id, status: 'cancelled' }) as unknown,
    });
    expect(await negativeRows(storage)).toEqual([]);
    expect(await totals(storage)).toEqual({ USDT: '0', BTC: '0' });
  });

  it('a market order expires the own resting orders it reaches and rests nothing', async () => {
    const { storage, market } = await setup(await fresh());
    await fund(storage, 1, 'USDT', '100000');
    const own = await market.placeOrder(1, limit('buy', '50000', '1', 'own-bid'));
    await fund(storage, 1, 'BTC', '1');
    const sell = await market.placeOrder(1, {
      symbol: 'BTCUSDT',
      side: 'sell',
      type: 'market',
      amount: '1',
      client_order_id: 'own-market',
    });
    expect(sell).toMatchObject({ status: 'cancelled', filled_amount: '0' });
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '100000', frozen: '0' });
    expect(await spot(storage, 1, 'BTC')).toEqual({ balance: '1', frozen: '0' });
    const rows = await market.listOrders(1, { state: 'history', page: 1, limit: 10 });
    expect(rows.list.map((o) => [o.id, o.status])).toEqual([
      [sell.id, 'cancelled'],
      [own.id, 'cancelled'],
    ]);
    expect(await negativeRows(storage)).toEqual([]);
  });
});
