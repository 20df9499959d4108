import { Big } from 'big.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PriceSource } from '../http/context.ts';
import { closeBefore, type DailyCandles } from '../wallet/asset-history.ts';
import { DAY_MS, stored } from './report-fold.ts';
import './report-tables.ts';

// The report's asset value line (issue 23): each ledger kind's value at the close of each ended
// UTC day (balances at the day's end, by each account's last entry before it, valued at the day's
// close price), kept once computed; today's point is the current balances at current prices.

/** A kind's value per day: day → (kind → USDT). */
export type AssetDays = Map<number, Map<string, Big>>;

async function computeDay(
  db: Kysely<Database>,
  candles: DailyCandles,
  userId: number,
  accounts: readonly { id: number; kind: string; coin: string }[],
  day: number,
): Promise<Map<string, Big>> {
  const dayEnd = day + DAY_MS;
  const values = new Map<string, Big>();
  for (const account of accounts) {
    const last = await db
      .selectFrom('ledger_entries')
      .select(['balance_after', 'frozen_after'])
      .where('account_id', '=', account.id)
      .where('created_at', '<', dayEnd)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const held = last ? new Big(last.balance_after).plus(last.frozen_after) : new Big(0);
    const price = held.eq(0) ? undefined : closeBefore(candles, account.coin, dayEnd);
    const value = price === undefined ? new Big(0) : held.times(price);
    values.set(account.kind, (values.get(account.kind) ?? new Big(0)).plus(value));
  }
  return values;
}

/** Each kind's value now: balances and frozen at the current prices. */
function currentValues(
  accounts: readonly { kind: string; coin: string; balance: string; frozen: string }[],
  prices: PriceSource,
): Map<string, Big> {
  const values = new Map<string, Big>();
  for (const a of accounts) {
    const price = a.coin === 'USDT' ? '1' : prices(a.coin);
    const value = price === undefined ? new Big(0) : new Big(a.balance).plus(a.frozen).times(price);
    values.set(a.kind, (values.get(a.kind) ?? new Big(0)).plus(value));
  }
  return values;
}

/**
 * The user's value per ledger kind at the close of every day in `[first, last]` (day starts),
 * today (and any later day) at the current balances and prices.
 */
export async function assetDays(
  db: Kysely<Database>,
  candles: DailyCandles,
  prices: PriceSource,
  userId: number,
  first: number,
  last: number,
  now: number,
): Promise<AssetDays> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const kept = await db
    .selectFrom('report_asset_days')
    .select(['day', 'kind', 'value'])
    .where('user_id', '=', userId)
    .where('day', '>=', first)
    .where('day', '<=', last)
    .execute();
  const days: AssetDays = new Map();
  for (const row of kept) {
    const day = row.day;
    const kinds = days.get(day) ?? new Map<string, Big>();
    kinds.set(row.kind, new Big(row.value));
    days.set(day, kinds);
  }
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'coin', 'balance', 'frozen'])
    .where('user_id', '=', userId)
    .execute();
  let current: Map<string, Big> | undefined;
  for (let day = first; day <= last; day += DAY_MS) {
    if (days.has(day)) continue;
    if (day >= today) {
      current ??= currentValues(accounts, prices);
      days.set(day, current);
      continue;
    }
    const values = await computeDay(db, candles, userId, accounts, day);
    // A day with no value in a kind is kept as '0' so it is not computed again.
    const rows = [...values].map(([kind, value]) => ({
      user_id: userId,
      day,
      kind,
      value: stored(value),
    }));
    if (rows.length === 0) rows.push({ user_id: userId, day, kind: 'spot', value: '0' });
    await db
      .insertInto('report_asset_days')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'day', 'kind']).doNothing())
      .execute();
    days.set(day, values);
  }
  return days;
}
