import { Big } from 'big.js';
import type { Kysely } from 'kysely';
import { optionOutcome, optionProfit } from '@exchange/formulas';
import type { Database } from '../db/schema.ts';
import {
  type AccountSnapshot,
  type Executor,
  type Leg,
  ledger,
  SYSTEM_USER,
  toAmount,
} from '../wallet/ledger.ts';
import { seedSystemAccountOnce } from '../wallet/system-seed.ts';
import { optionRef } from './option-open.ts';
import type { OptionRow } from './option-views.ts';
import '../market/tables.ts';
import './option-tables.ts';

/** The system account on the other side of every option. */
export const OPTIONS_HOUSE = 'options' as const;
/** Ticks kept at least this long (ms), and longer while an open order may need them. */
export const TICK_RETENTION_MS = 3_600_000;

/**
 * Record one index tick per pair at `ts` and give every order still waiting its entry (accepted
 * at or before `ts`) this tick's price: one transaction. A second tick at the same `ts` keeps
 * the first one's prices (the history never changes). Answers the recorded prices and the
 * orders that got their entry.
 */
export async function recordTick(
  db: Kysely<Database>,
  prices: readonly { symbol: string; price: string }[],
  ts: number,
): Promise<{ recorded: Map<string, string>; entered: OptionRow[] }> {
  return await db.transaction().execute(async (trx) => {
    if (prices.length > 0)
      await trx
        .insertInto('option_ticks')
        .values(prices.map(({ symbol, price }) => ({ symbol, ts, price })))
        .onConflict((oc) => oc.columns(['symbol', 'ts']).doNothing())
        .execute();
    const recorded = new Map(
      (await trx.selectFrom('option_ticks').selectAll().where('ts', '=', ts).execute()).map(
        (row) => [row.symbol, toAmount(row.price)],
      ),
    );
    const waiting = await trx
      .selectFrom('option_orders')
      .selectAll()
      .where('status', '=', 'open')
      .where('open_price', 'is', null)
      .where('opened_at', '<=', ts)
      .orderBy('id')
      .execute();
    const entered: OptionRow[] = [];
    for (const row of waiting) {
      const price = recorded.get(row.symbol);
      if (price === undefined) continue;
      const done = await trx
        .updateTable('option_orders')
        .set({ open_price: price, entry_at: ts })
        .where('id', '=', row.id)
        .where('open_price', 'is', null)
        .executeTakeFirst();
      if (done.numUpdatedRows > 0n) entered.push({ ...row, open_price: price, entry_at: ts });
    }
    return { recorded, entered };
  });
}

/** The last recorded tick of `symbol` at or before `at`. */
async function lastTickAtOrBefore(trx: Executor, symbol: string, at: number) {
  return await trx
    .selectFrom('option_ticks')
    .select(['price', 'ts'])
    .where('symbol', '=', symbol)
    .where('ts', '<=', at)
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The ledger legs of a settlement (zero legs are left out: a draw only unfreezes). */
function settlementLegs(row: OptionRow, profit: Big): Leg[] {
  const stake = new Big(row.amount);
  const user = { userId: row.user_id, kind: 'spot' as const, coin: row.coin };
  if (profit.lt(0))
    return [
      { ...user, frozen: stake.neg() },
      { userId: SYSTEM_USER, kind: OPTIONS_HOUSE, coin: row.coin, balance: stake },
    ];
  const legs: Leg[] = [{ ...user, balance: stake.plus(profit), frozen: stake.neg() }];
  if (profit.gt(0))
    legs.push({ userId: SYSTEM_USER, kind: OPTIONS_HOUSE, coin: row.coin, balance: profit.neg() });
  return legs;
}

/**
 * Settle one due order in one transaction, exactly once: the settle price is the last recorded
 * tick at or before settle_at; the status moves from open under a `status = 'open'` guard and
 * the ledger books the result (win: stake back plus the profit from the options house; loss: the
 * frozen stake to the house; draw: the stake unfrozen), reason option_settle. An order whose
 * entry came after its expiry (the server was down through its whole window) had no price path:
 * it is a draw at its entry price. Answers undefined when the order was settled already.
 */
export async function settleOption(
  db: Kysely<Database>,
  id: number,
  decimals: number,
  now: number,
): Promise<{ row: OptionRow; accounts: AccountSnapshot[] } | undefined> {
  return await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('option_orders')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (!row || row.open_price === null || row.entry_at === null) return undefined;
    const entry = row.open_price;
    const tick =
      row.entry_at <= row.settle_at
        ? await lastTickAtOrBefore(trx, row.symbol, row.settle_at)
        : undefined;
    const close = toAmount(tick?.price ?? entry);
    const outcome = optionOutcome(row.direction, entry, close);
    const profit = optionProfit(outcome, row.amount, row.payout_rate, decimals);
    const settled = {
      status: outcome,
      close_price: close,
      profit: toAmount(profit),
      settled_at: now,
    };
    const done = await trx
      .updateTable('option_orders')
      .set(settled)
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (done.numUpdatedRows === 0n) return undefined;
    const posting = await ledger.post(trx, {
      reason: 'option_settle',
      refId: optionRef(id),
      legs: settlementLegs(row, profit),
    });
    return { row: { ...row, ...settled }, accounts: posting.accounts };
  });
}

/** The open orders due at `now` (settle_at passed), soonest first. */
export async function dueOptions(db: Executor, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('option_orders')
    .select('id')
    .where('status', '=', 'open')
    .where('settle_at', '<=', now)
    .orderBy('settle_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Forget ticks older than an hour that no open order can need (an order needs nothing from
 * before its acceptance).
 */
export async function pruneTicks(db: Executor, now: number): Promise<void> {
  const oldest = await db
    .selectFrom('option_orders')
    .select((eb) => eb.fn.min('opened_at').as('opened_at'))
    .where('status', '=', 'open')
    .executeTakeFirst();
  const needed = oldest?.opened_at ?? Infinity;
  const before = Math.min(now - TICK_RETENTION_MS, needed);
  await db.deleteFrom('option_ticks').where('ts', '<', before).execute();
}

/**
 * Seed the options house once per store from 'external' (reason system_seed, coin `coin`); the
 * market_meta key makes it happen exactly once, across restarts.
 */
export async function seedOptionsHouse(
  db: Kysely<Database>,
  coin: string,
  float: string,
  now: number,
): Promise<void> {
  await seedSystemAccountOnce(db, 'option_house_seeded', now, [
    { kind: OPTIONS_HOUSE, coin, amount: float, refId: 'option-house' },
  ]);
}
