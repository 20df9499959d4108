// What the earn tests share: an engine over a storage with the house seeded, spot funding, and
// the sums the conservation checks read.
import { Big } from 'big.js';
import type { Storage } from '../db/connect.ts';
import { ledger, type AccountSnapshot } from '../wallet/ledger.ts';
import { seedEarnProducts, type EarnProductInfo } from './earn-catalog.ts';
import { seedEarnHouse } from './earn-install.ts';
import { EARN_HOUSE_SEED } from './earn-products.ts';
import { EarnService } from './earn-service.ts';

/** A Tuesday, 10:00 UTC: subscriptions made "now" take value on Wednesday 00:00. */
export const NOW = Date.UTC(2026, 10, 24, 10);
export const DAY = 86_400_000;

/** An engine over `storage` (house seeded, products seeded), telling balances to `told`. */
export async function earnOver(
  storage: Storage,
  told: AccountSnapshot[] = [],
  dayMs = DAY,
): Promise<EarnService> {
  await seedEarnHouse(storage, NOW, EARN_HOUSE_SEED);
  const catalog = await seedEarnProducts(storage.db);
  return new EarnService({
    db: storage.db,
    catalog,
    dayMs,
    onBalances: (_userId, accounts) => {
      told.push(...accounts);
    },
  });
}

/** Deposit `amount` of `coin` into a user's spot account. */
export async function fundSpot(
  storage: Storage,
  userId: number,
  coin: string,
  amount: string,
): Promise<void> {
  await storage.db.transaction().execute((trx) =>
    ledger.deposit(trx, {
      userId,
      coin,
      amount,
      reason: 'deposit',
      refId: `fund-${String(userId)}-${coin}`,
    }),
  );
}

/** The product of a configured key (e.g. 'usdt-flexible'). */
export function productByKey(service: EarnService, key: string): EarnProductInfo {
  const product = [...service.deps.catalog.values()].find((p) => p.key === key);
  if (!product) throw new Error(`No earn product ${key}`);
  return product;
}

/** Every account's balance and frozen amount, keyed "user|kind|coin". */
export async function accountsSnapshot(storage: Storage): Promise<Record<string, string>> {
  const rows = await storage.db.selectFrom('ledger_accounts').selectAll().orderBy('id').execute();
  return Object.fromEntries(
    rows.map((row) => [
      `${String(row.user_id)}|${row.kind}|${row.coin}`,
      `${new Big(row.balance).toFixed()}/${new Big(row.frozen).toFixed()}`,
    ]),
  );
}

/** Per coin, the sum of every account's balance and frozen amount (zero: nothing created). */
export async function coinSums(storage: Storage): Promise<Record<string, string>> {
  const rows = await storage.db.selectFrom('ledger_accounts').selectAll().execute();
  const sums: Record<string, Big> = {};
  for (const row of rows)
    sums[row.coin] = (sums[row.coin] ?? new Big(0)).plus(row.balance).plus(row.frozen);
  return Object.fromEntries(Object.entries(sums).map(([coin, sum]) => [coin, sum.toFixed()]));
}

/** One account's balance and frozen amount. */
export async function account(
  storage: Storage,
  userId: number,
  kind: 'spot' | 'finance',
  coin: string,
): Promise<{ balance: string; frozen: string }> {
  return ledger.account(storage.db, userId, kind, coin);
}
