import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  closeStoragesAfterEach,
  freshDatabases,
  fund,
  limit,
  setup,
  spot,
  totals,
} from './market-test-kit.ts';

closeStoragesAfterEach();

// The engine's storage runs on both engines (issue 5: CI runs storage and engine tests on both).
describe.each(['sqlite', 'postgres'] as const)('spot market concurrency on %s', (engine) => {
  const fresh = freshDatabases(engine);

  it('never overdraws an account under many parallel orders', async () => {
    const { storage, market } = await setup(await fresh());
    await fund(storage, 1, 'USDT', '1000');
    await fund(storage, 2, 'ETH', '100');
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? market.placeOrder(2, {
              symbol: 'ETHUSDT',
              side: 'sell',
              type: 'limit',
              price: '100',
              amount: '0.5',
              client_order_id: `s${i}`,
            })
          : market.placeOrder(1, limit('buy', '100', '1', `p${i}`)),
      ),
    );
    const buys = results.filter((r, i) => i % 3 !== 0 && r.status === 'fulfilled');
    // 1000 USDT buys exactly ten 100-USDT reserves; the other ten are refused.
    expect(buys).toHaveLength(10);
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '0', frozen: '1000' });
    expect(await totals(storage)).toEqual({ USDT: '0', ETH: '0' });
  });

  it('matches one order of a pair at a time: concurrent crossing orders neither overfill nor cross the book', async () => {
    const { storage, market } = await setup(await fresh());
    const users = [1, 2, 3, 4];
    for (const user of users) {
      await fund(storage, user, 'USDT', '1000000');
      await fund(storage, user, 'BTC', '100');
    }
    // Resting orders on both sides, some of which are cancelled while the new orders arrive.
    const resting: { user: number; id: number }[] = [];
    for (let i = 0; i < 12; i += 1) {
      const user = users[i % users.length] ?? 1;
      const side = i % 2 === 0 ? 'buy' : 'sell';
      const order = await market.placeOrder(
        user,
        limit(side, side === 'buy' ? '98' : '102', '2', `r${i}`),
      );
      resting.push({ user, id: order.id });
    }
    // 60 limit orders at once, buys and sells around 100 that cross each other and the resting
    // ones, with cancels in between: every one is paid for, so every one must be accepted.
    // Without the pair's queue, two orders are planned against the same book (both fill one
    // maker, or both rest crossed), or a cancel hands back a reserve a fill has just spent.
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => {
        const user = users[i % users.length] ?? 1;
        const victim = resting[i / 5];
        if (i % 5 === 0 && victim) return market.cancelOrder(victim.user, victim.id);
        return market.placeOrder(user, {
          ...limit(
            i % 2 === 0 ? 'buy' : 'sell',
            String(97 + ((i * 7) % 7)),
            String(1 + ((i * 5) % 4)),
            `q${i}`,
          ),
        });
      }),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const trades = await storage.db.selectFrom('spot_trades').selectAll().execute();
    expect(trades.length).toBeGreaterThan(0);
    // The book is not crossed, and it is exactly what storage says rests.
    const { bid, ask } = market.bestPrices('BTCUSDT');
    if (bid && ask) expect(bid.lt(ask)).toBe(true);
    const stored = await storage.db
      .selectFrom('spot_orders')
      .select(['id', 'amount', 'filled', 'frozen', 'status'])
      .where('status', 'in', ['open', 'partial'])
      .orderBy('id')
      .execute();
    const book = market
      .openOrdersOf(1, 'BTCUSDT')
      .concat(...users.slice(1).map((u) => market.openOrdersOf(u, 'BTCUSDT')));
    expect(book.map((o) => Number(o.id)).sort((a, b) => a - b)).toEqual(stored.map((o) => o.id));
    // No order filled beyond its size; each user's frozen funds are exactly its resting reserves.
    const all = await storage.db.selectFrom('spot_orders').selectAll().execute();
    for (const o of all) expect(new Big(o.filled).lte(o.amount)).toBe(true);
    for (const user of users) {
      for (const [coin, side] of [
        ['USDT', 'buy'],
        ['BTC', 'sell'],
      ] as const) {
        const reserved = book
          .filter((o) => o.userId === user && o.side === side)
          .reduce((sum, o) => sum.plus(o.frozen), new Big(0));
        expect((await spot(storage, user, coin)).frozen, `${user} ${coin}`).toBe(
          reserved.toFixed(),
        );
      }
    }
    expect(await totals(storage)).toEqual({ USDT: '0', BTC: '0' });
  }, 30_000);

  it('never overdraws one account ordering on two pairs at once (BTCUSDT and ETHUSDT share USDT)', async () => {
    const { storage, market } = await setup(await fresh());
    await fund(storage, 1, 'USDT', '1000');
    await fund(storage, 2, 'BTC', '5');
    await fund(storage, 2, 'ETH', '5');
    // Sellers on both pairs, so some of the buys fill and some rest.
    for (const symbol of ['BTCUSDT', 'ETHUSDT'])
      for (let i = 0; i < 4; i += 1)
        await market.placeOrder(2, { ...limit('sell', '100', '0.5', `${symbol}-s${i}`), symbol });
    // 40 buys of 1 at 100, alternating pairs: each reserves 100 USDT of the same 1000.
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        market.placeOrder(1, {
          ...limit('buy', '100', '1', `x${i}`),
          symbol: i % 2 === 0 ? 'BTCUSDT' : 'ETHUSDT',
        }),
      ),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(accepted).toHaveLength(10);
    for (const r of refused) expect(r.reason).toMatchObject({ status: 400, field: 'amount' });
    // Every USDT of the 1000 is spent on fills or reserved by a resting buy, none twice.
    const usdt = await spot(storage, 1, 'USDT');
    expect(usdt.balance).toBe('0');
    const resting = ['BTCUSDT', 'ETHUSDT'].flatMap((symbol) => market.openOrdersOf(1, symbol));
    expect(usdt.frozen).toBe(resting.reduce((sum, o) => sum.plus(o.frozen), new Big(0)).toFixed());
    const spent = (await storage.db.selectFrom('spot_trades').select('quote').execute()).reduce(
      (sum, t) => sum.plus(t.quote),
      new Big(0),
    );
    expect(spent.plus(usdt.frozen).toFixed()).toBe('1000');
    const negative = (
      await storage.db
        .selectFrom('ledger_entries')
        .select(['balance_after', 'frozen_after'])
        .where('user_id', '!=', 0)
        .execute()
    ).filter((r) => new Big(r.balance_after).lt(0) || new Big(r.frozen_after).lt(0));
    expect(negative).toEqual([]);
    expect(await totals(storage)).toEqual({ USDT: '0', BTC: '0', ETH: '0' });
  }, 30_000);
});
