import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ledger } from '../wallet/ledger.ts';
import type { MarketEvent } from './market-events.ts';
import { closeStoragesAfterEach, fund, setup, spot } from './market-test-kit.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-publish-'));
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});
closeStoragesAfterEach();

/** The spot orders another connection (a restart, another process) reads back from `file`. */
function ordersSeenFromOutside(file: string): number[] {
  const other = new Database(file, { readonly: true });
  try {
    return (other.prepare('SELECT id FROM spot_orders ORDER BY id').all() as { id: number }[]).map(
      (r) => r.id,
    );
  } finally {
    other.close();
  }
}

describe('SQLite: what is published is committed, and the ledger cache follows the store', () => {
  it('publishes an order and its fill only once they are committed', async () => {
    const file = path.join(dir, 'publish.sqlite');
    const { storage, market } = await setup({ file });
    await fund(storage, 1, 'USDT', '100000');
    await fund(storage, 2, 'BTC', '1');
    const seen: { type: string; committed: number[] }[] = [];
    market.on((event: MarketEvent) => {
      seen.push({ type: event.type, committed: ordersSeenFromOutside(file) });
    });
    const order = (userId: number, side: 'buy' | 'sell', id: string) =>
      market.placeOrder(userId, {
        symbol: 'BTCUSDT',
        side,
        type: 'limit',
        price: '60000',
        amount: '0.1',
        client_order_id: id,
      });
    // Placed together: one group commit; no event may come before it.
    const [sell, buy] = await Promise.all([order(2, 'sell', 's1'), order(1, 'buy', 'b1')]);
    expect(seen.length).toBeGreaterThan(0);
    for (const event of seen) expect(event.committed).toEqual([sell.id, buy.id]);
    expect(seen.map((e) => e.type)).toContain('trades');
  });

  it('forgets cached accounts on a rollback and on a write made around the ledger', async () => {
    const { storage } = await setup({ file: ':memory:' });
    await fund(storage, 1, 'USDT', '100');
    // Posted, then rolled back with its transaction: the next posting must not see it.
    await expect(
      storage.db.transaction().execute(async (trx) => {
        await ledger.deposit(trx, {
          userId: 1,
          coin: 'USDT',
          amount: '50',
          reason: 'deposit',
          refId: 'gone',
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await storage.db.transaction().execute((trx) =>
      ledger.freeze(trx, {
        userId: 1,
        coin: 'USDT',
        amount: '100',
        reason: 'order_freeze',
        refId: 'o',
      }),
    );
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '0', frozen: '100' });
    // A balance set without the ledger (as a test or a repair would): the next posting reads it.
    await storage.db
      .updateTable('ledger_accounts')
      .set({ frozen: '40' })
      .where('user_id', '=', 1)
      .where('coin', '=', 'USDT')
      .execute();
    await expect(
      storage.db.transaction().execute((trx) =>
        ledger.unfreeze(trx, {
          userId: 1,
          coin: 'USDT',
          amount: '50',
          reason: 'order_unfreeze',
          refId: 'o',
        }),
      ),
    ).rejects.toMatchObject({ field: 'frozen' });
    await storage.db.transaction().execute((trx) =>
      ledger.unfreeze(trx, {
        userId: 1,
        coin: 'USDT',
        amount: '40',
        reason: 'order_unfreeze',
        refId: 'o',
      }),
    );
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '40', frozen: '0' });
  });

  it('forgets cached accounts when another connection to the file committed meanwhile', async () => {
    const file = path.join(dir, 'outside-writer.sqlite');
    const { storage } = await setup({ file });
    await fund(storage, 1, 'USDT', '100');
    await storage.durable();
    // Another process on the same file (a tool, a test's own connection) deposits 900 more.
    const other = new Database(file);
    try {
      other.pragma('busy_timeout = 5000');
      other
        .prepare(
          "UPDATE ledger_accounts SET balance = '1000' WHERE user_id = 1 AND kind = 'spot' AND coin = 'USDT'",
        )
        .run();
    } finally {
      other.close();
    }
    // The cache held 100: freezing 500 must see the 1000 the file holds, not refuse.
    await storage.db.transaction().execute((trx) =>
      ledger.freeze(trx, {
        userId: 1,
        coin: 'USDT',
        amount: '500',
        reason: 'order_freeze',
        refId: 'o',
      }),
    );
    expect(await spot(storage, 1, 'USDT')).toEqual({ balance: '500', frozen: '500' });
  });
});
