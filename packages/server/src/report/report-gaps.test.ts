import { afterEach, describe, expect, it } from 'vitest';
import { referencePrice } from '../config/coins.ts';
import { openStorage, type Storage } from '../db/connect.ts';
import { freshDatabases } from '../market/market-test-kit.ts';
import { type Executor, ledger } from '../wallet/ledger.ts';
import { GAP_WAIT_MS, missingIds } from './report-gaps.ts';
import { catchUp } from './report-tick.ts';

// Regression: the report tick read each source by id above its watermark, so a row whose id was
// taken before a higher one but committed after it (PostgreSQL, two writers) was never counted.
// Now the ids read past are kept as gaps and looked up again: the late row counts exactly once.

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const DAY = Date.UTC(2026, 10, 24);
const stores: Storage[] = [];
afterEach(async () => {
  for (const storage of stores.splice(0)) await storage.close();
});

async function open(where: Parameters<typeof openStorage>[0]): Promise<Storage> {
  const storage = await openStorage(where);
  stores.push(storage);
  return storage;
}

/** A spot trade of 1 ETH at 3,000 between users 1 (buyer) and 2, with an explicit id or not. */
async function insertTrade(db: Executor, id?: number): Promise<number> {
  const row = await db
    .insertInto('spot_trades')
    .values({
      ...(id === undefined ? {} : { id }),
      symbol: 'ETHUSDT',
      price: '3000',
      amount: '1',
      quote: '3000',
      taker_side: 'buy',
      maker_order_id: 1,
      taker_order_id: 2,
      buyer_id: 1,
      seller_id: 2,
      buyer_fee: '0.001',
      seller_fee: '3',
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** User 1's spot trade count of the day and the report_trades rows of each trade id. */
async function counted(storage: Storage) {
  const daily = await storage.db
    .selectFrom('report_daily')
    .select('trade_count')
    .where('user_id', '=', 1)
    .where('account', '=', 'spot')
    .where('day', '=', DAY)
    .where('symbol', '=', 'ETHUSDT')
    .executeTakeFirst();
  const trades = await storage.db
    .selectFrom('report_trades')
    .select('source_id')
    .where('kind', '=', 'spot')
    .where('user_id', '=', 1)
    .orderBy('source_id')
    .execute();
  return { count: daily?.trade_count ?? 0, ids: trades.map((t) => t.source_id) };
}

/** User 1's net deposit of the day in the spot book (USDT). */
async function netDeposit(storage: Storage): Promise<string> {
  const row = await storage.db
    .selectFrom('report_daily')
    .select('net_deposit')
    .where('user_id', '=', 1)
    .where('account', '=', 'spot')
    .where('symbol', '=', '')
    .executeTakeFirst();
  return row ? Number(row.net_deposit).toString() : '0';
}

/** A promise and the function that resolves it. */
function latch(): { open: () => void; opened: Promise<void> } {
  let open: () => void = () => {
    throw new Error('The latch opened before its promise existed');
  };
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const gaps = (storage: Storage) =>
  storage.db.selectFrom('report_gaps').select(['source', 'source_id']).execute();

describe('missingIds', () => {
  it('lists the ids of a range that were not seen', () => {
    expect(missingIds(3, 9, [4, 6, 9])).toEqual([5, 7, 8]);
    expect(missingIds(3, 5, [4, 5])).toEqual([]);
  });
});

describe('the report tick on SQLite, rows inserted out of id order', () => {
  it('counts a spot trade that appears below the watermark exactly once', async () => {
    const storage = await open({ file: ':memory:' });
    let clock = NOW;
    const now = () => clock;
    await insertTrade(storage.db, 2);
    await catchUp(storage.db, referencePrice, now);
    expect(await counted(storage)).toEqual({ count: 1, ids: [2] });
    expect(await gaps(storage)).toEqual([{ source: 'spot', source_id: 1 }]);

    await insertTrade(storage.db, 1);
    clock += 1000;
    await catchUp(storage.db, referencePrice, now);
    await catchUp(storage.db, referencePrice, now);
    expect(await counted(storage)).toEqual({ count: 2, ids: [1, 2] });
    expect(await gaps(storage)).toEqual([]);
  });

  it('gives an id up once it has been missing for GAP_WAIT_MS (a rolled-back transaction)', async () => {
    const storage = await open({ file: ':memory:' });
    let clock = NOW;
    const now = () => clock;
    await insertTrade(storage.db, 3);
    await catchUp(storage.db, referencePrice, now);
    expect((await gaps(storage)).map((g) => g.source_id)).toEqual([1, 2]);
    await insertTrade(storage.db, 1);
    clock += GAP_WAIT_MS - 1;
    await catchUp(storage.db, referencePrice, now);
    expect(await gaps(storage)).toEqual([{ source: 'spot', source_id: 2 }]);
    clock += 1;
    await catchUp(storage.db, referencePrice, now);
    expect(await gaps(storage)).toEqual([]);
    expect(await counted(storage)).toEqual({ count: 2, ids: [1, 3] });
  });

  it('counts a deposit whose ledger entries appear below the flows watermark exactly once', async () => {
    const storage = await open({ file: ':memory:' });
    const deposit = (userId: number, amount: string, refId: string) =>
      storage.db
        .transaction()
        .execute((trx) =>
          ledger.deposit(trx, { userId, coin: 'USDT', amount, reason: 'deposit', refId }),
        );
    await deposit(1, '100', 'a');
    // Deposit a's entries are held back (taken out, put back later with their ids), as if its
    // transaction committed after deposit b's.
    const held = await storage.db.selectFrom('ledger_entries').selectAll().execute();
    await storage.db.deleteFrom('ledger_entries').execute();
    await deposit(2, '50', 'b');
    await catchUp(storage.db, referencePrice);
    expect(await netDeposit(storage)).toBe('0');
    expect((await gaps(storage)).map((g) => g.source_id)).toEqual(held.map((e) => e.id));

    await storage.db.insertInto('ledger_entries').values(held).execute();
    await catchUp(storage.db, referencePrice);
    await catchUp(storage.db, referencePrice);
    expect(await netDeposit(storage)).toBe('100');
    expect(await gaps(storage)).toEqual([]);
  });
});

describe('the report tick on PostgreSQL, two writers committing out of id order', () => {
  const database = freshDatabases('postgres');

  /** Run `write` in a transaction kept open until the returned `commit` is called. */
  async function heldOpen(storage: Storage, write: (trx: Executor) => Promise<unknown>) {
    const released = latch();
    const written = latch();
    const transaction = storage.db.transaction().execute(async (trx) => {
      await write(trx);
      written.open();
      await released.opened;
    });
    await written.opened;
    return async () => {
      released.open();
      await transaction;
    };
  }

  it('counts the trade that took the lower id but committed last exactly once', async () => {
    const storage = await open(await database());
    const commit = await heldOpen(storage, (trx) => insertTrade(trx));
    const later = await insertTrade(storage.db);
    await catchUp(storage.db, referencePrice);
    expect(await counted(storage)).toEqual({ count: 1, ids: [later] });

    await commit();
    await catchUp(storage.db, referencePrice);
    await catchUp(storage.db, referencePrice);
    expect(await counted(storage)).toEqual({ count: 2, ids: [later - 1, later] });
    expect(await gaps(storage)).toEqual([]);
  }, 60_000);

  it('counts the deposit whose ledger entries committed after a later one exactly once', async () => {
    const storage = await open(await database());
    // Different coins: the two deposits share no account (no lock makes one wait for the other).
    const commit = await heldOpen(storage, (trx) =>
      ledger.deposit(trx, {
        userId: 1,
        coin: 'USDT',
        amount: '100',
        reason: 'deposit',
        refId: 'a',
      }),
    );
    await storage.db
      .transaction()
      .execute((trx) =>
        ledger.deposit(trx, { userId: 2, coin: 'BTC', amount: '1', reason: 'deposit', refId: 'b' }),
      );
    await catchUp(storage.db, referencePrice);
    expect(await netDeposit(storage)).toBe('0');

    await commit();
    await catchUp(storage.db, referencePrice);
    await catchUp(storage.db, referencePrice);
    expect(await netDeposit(storage)).toBe('100');
    expect(await gaps(storage)).toEqual([]);
  }, 60_000);
});
