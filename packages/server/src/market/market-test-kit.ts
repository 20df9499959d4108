// What the market's storage tests share: a market over a fresh database on either engine, funds,
// balances, coin totals and a limit order. Used by market-service, concurrency and reserve tests.
import { Big } from 'big.js';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import { openStorage, type Storage, type StorageOptions } from '../db/connect.ts';
import { ledger } from '../wallet/ledger.ts';
import { MarketService } from './market-service.ts';

export const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const opened: Storage[] = [];

/** Close every storage {@link setup} opened, after each test (call once at the file's top). */
export function closeStoragesAfterEach(): void {
  afterEach(async () => {
    for (const storage of opened.splice(0)) await storage.close();
  });
}

/** Close one storage now (a restart test), so the after-each cleanup does not close it again. */
export async function closeNow(storage: Storage): Promise<void> {
  await storage.close();
  opened.splice(opened.indexOf(storage), 1);
}

/** A market over `where`, its clock ticking one second per read from {@link NOW}. */
export async function setup(where: StorageOptions) {
  const storage = await openStorage(where);
  opened.push(storage);
  let clock = NOW;
  const market = await MarketService.open({ storage, now: () => (clock += 1000) });
  return { storage, market };
}

/**
 * Inside a `describe.each(['sqlite', 'postgres'])` block: start a throwaway PostgreSQL for the
 * block when needed; returns the function giving a fresh database (in-memory SQLite or a new
 * PostgreSQL database) for each test.
 */
export function freshDatabases(engine: 'sqlite' | 'postgres'): () => Promise<StorageOptions> {
  let pg: TestPostgres | undefined;
  beforeAll(async () => {
    if (engine === 'postgres') pg = await startTestPostgres();
  }, 60_000);
  afterAll(async () => {
    await pg?.stop();
  });
  return async () => (pg ? { url: await pg.createDatabase() } : { file: ':memory:' });
}

export async function fund(storage: Storage, userId: number, coin: string, amount: string) {
  await storage.db
    .transaction()
    .execute((trx) =>
      ledger.deposit(trx, { userId, coin, amount, reason: 'deposit', refId: `t${userId}` }),
    );
}

export function spot(storage: Storage, userId: number, coin: string) {
  return ledger.account(storage.db, userId, 'spot', coin);
}

/** Every coin's sum over all accounts (balance + frozen): moving money never changes it. */
export async function totals(storage: Storage) {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .select(['coin', 'balance', 'frozen'])
    .execute();
  const sum = new Map<string, Big>();
  for (const r of rows)
    sum.set(r.coin, (sum.get(r.coin) ?? new Big(0)).plus(r.balance).plus(r.frozen));
  return Object.fromEntries([...sum].map(([coin, v]) => [coin, v.toFixed()]));
}

/** A BTCUSDT limit order. */
export const limit = (side: 'buy' | 'sell', price: string, amount: string, id: string) => ({
  symbol: 'BTCUSDT',
  side,
  type: 'limit' as const,
  price,
  amount,
  client_order_id: id,
});
