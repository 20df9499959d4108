import { Big } from 'big.js';
import { dailyInterest } from '@exchange/formulas';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import {
  type AccountSnapshot,
  type Executor,
  type Leg,
  ledger,
  type Posting,
  SYSTEM_USER,
  toAmount,
} from '../wallet/ledger.ts';
import type { EarnCatalog, EarnProductInfo } from './earn-catalog.ts';
import './earn-tables.ts';

// Interest and maturity on the server's clock (issue 21). Invariants:
// - A (position, day) is booked at most once: the day's ledger movement, its record (unique on
//   position and day) and the position's `accrued_until` move on in ONE transaction, and the
//   position is only picked while `accrued_until` still equals that day.
// - Days are booked oldest first across all positions, so a user's positions of one product
//   fill the rate tiers in subscription order with the principal each held at that day's end.
// - Every principal change (subscribe, redeem) books the days already ended first (the service
//   calls `accrueDue` before it), so a catch-up after a restart sees the principal each day had.
// - Money only moves through the ledger: interest from the system 'earn' house to the user
//   (flexible: spot; locked: held in the finance account until maturity).

/** What the earn engine works with. */
export interface EarnDeps {
  db: Kysely<Database>;
  catalog: EarnCatalog;
  /** Length of a server day in ms (86,400,000; seconds in demo mode and tests). */
  dayMs: number;
  /** Tell users their changed accounts, after the commit. */
  onBalances: (userId: number, accounts: readonly AccountSnapshot[]) => void;
}

/** The product of a position, or an error naming it (a row whose product vanished). */
export function productInfo(catalog: EarnCatalog, productId: number): EarnProductInfo {
  const product = catalog.get(productId);
  if (!product) throw new Error(`Earn product ${String(productId)} is not in the catalogue`);
  return product;
}

/** Tell every user of a committed posting their accounts (system accounts are nobody's). */
export function tellBalances(deps: EarnDeps, posting: Posting | null): void {
  if (!posting) return;
  const byUser = new Map<number, AccountSnapshot[]>();
  for (const account of posting.accounts) {
    if (account.userId === SYSTEM_USER) continue;
    byUser.set(account.userId, [...(byUser.get(account.userId) ?? []), account]);
  }
  for (const [userId, accounts] of byUser) deps.onBalances(userId, accounts);
}

/** Add `delta` (signed) to what a product's holders hold, under the row's lock. */
export async function adjustSubscribed(
  trx: Executor,
  productId: number,
  delta: Big,
): Promise<void> {
  let query = trx
    .selectFrom('earn_products')
    .select('subscribed_total')
    .where('id', '=', productId);
  if (dialectOf(trx as unknown as Kysely<unknown>) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  await trx
    .updateTable('earn_products')
    .set({ subscribed_total: toAmount(new Big(row.subscribed_total).plus(delta)) })
    .where('id', '=', productId)
    .execute();
}

/** The oldest day whose end has passed and that some holding position has not booked yet. */
async function nextDueDay(deps: EarnDeps, now: number): Promise<number | null> {
  const row = await deps.db
    .selectFrom('earn_positions')
    .select((eb) => eb.fn.min<number | null>('accrued_until').as('day'))
    .where('status', '=', 'holding')
    .where('accrued_until', '<=', now - deps.dayMs)
    .where((eb) =>
      eb.or([eb('maturity_date', 'is', null), eb('accrued_until', '<', eb.ref('maturity_date'))]),
    )
    .executeTakeFirst();
  return row?.day ?? null;
}

/** Book one day's interest of every position due for it, in one transaction. */
async function bookDay(deps: EarnDeps, day: number): Promise<void> {
  const posting = await deps.db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('earn_positions')
      .selectAll()
      .where('status', '=', 'holding')
      .where('accrued_until', '=', day)
      .where((eb) =>
        eb.or([eb('maturity_date', 'is', null), eb('accrued_until', '<', eb.ref('maturity_date'))]),
      )
      .orderBy('id');
    // Another process booking the same day waits here, then finds the rows moved on.
    if (dialectOf(deps.db as unknown as Kysely<unknown>) === 'postgres') query = query.forUpdate();
    const rows = await query.execute();
    const offsets = new Map<string, Big>();
    const legs: Leg[] = [];
    for (const row of rows) {
      const product = productInfo(deps.catalog, row.product_id);
      const key = `${String(row.user_id)}|${String(row.product_id)}`;
      const offset = offsets.get(key) ?? new Big(0);
      const interest = dailyInterest({
        tiers: product.tiers,
        principal: new Big(row.amount).toFixed(),
        offset: offset.toFixed(),
        precision: product.precision,
      });
      offsets.set(key, offset.plus(row.amount));
      if (new Big(interest).gt(0)) {
        const coin = product.coin.name;
        legs.push({ userId: SYSTEM_USER, kind: 'earn', coin, balance: new Big(interest).neg() });
        legs.push(
          product.type === 'flexible'
            ? { userId: row.user_id, kind: 'spot', coin, balance: interest }
            : { userId: row.user_id, kind: 'finance', coin, frozen: interest },
        );
        await trx
          .insertInto('earn_records')
          .values({
            user_id: row.user_id,
            position_id: row.id,
            product_id: row.product_id,
            type: 'interest',
            amount: interest,
            forfeited_interest: '0',
            interest_day: day,
            created_at: day + deps.dayMs,
          })
          .execute();
      }
      const moved = await trx
        .updateTable('earn_positions')
        .set({
          accrued_until: day + deps.dayMs,
          total_interest: toAmount(new Big(row.total_interest).plus(interest)),
          last_interest: interest,
          last_interest_day: day,
        })
        .where('id', '=', row.id)
        .where('accrued_until', '=', day)
        .executeTakeFirst();
      if (moved.numUpdatedRows !== 1n) throw new Error(`Earn position ${String(row.id)} moved`);
    }
    return legs.length === 0
      ? null
      : await ledger.post(trx, { reason: 'earn_interest', refId: `earn-day-${String(day)}`, legs });
  });
  tellBalances(deps, posting);
}

/** Return principal and interest of every locked position whose last day has been booked. */
async function matureDue(deps: EarnDeps, now: number): Promise<void> {
  const due = await deps.db
    .selectFrom('earn_positions')
    .select('id')
    .where('status', '=', 'holding')
    .where('maturity_date', 'is not', null)
    .where('maturity_date', '<=', now)
    .where((eb) => eb('accrued_until', '>=', eb.ref('maturity_date')))
    .orderBy('maturity_date')
    .orderBy('id')
    .execute();
  for (const { id } of due) {
    const posting = await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('earn_positions')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 'holding')
        .executeTakeFirst();
      if (!row || row.maturity_date === null) return null;
      const product = productInfo(deps.catalog, row.product_id);
      const coin = product.coin.name;
      const principal = new Big(row.amount);
      const total = principal.plus(row.total_interest);
      const result = await ledger.post(trx, {
        reason: 'earn_redeem',
        refId: `earn-${String(row.id)}`,
        legs: [
          { userId: row.user_id, kind: 'finance', coin, frozen: total.neg() },
          { userId: row.user_id, kind: 'spot', coin, balance: total },
        ],
      });
      await trx
        .insertInto('earn_records')
        .values({
          user_id: row.user_id,
          position_id: row.id,
          product_id: row.product_id,
          type: 'maturity',
          amount: toAmount(total),
          forfeited_interest: '0',
          interest_day: null,
          created_at: row.maturity_date,
        })
        .execute();
      await trx
        .updateTable('earn_positions')
        .set({ status: 'matured', amount: '0', closed_at: row.maturity_date })
        .where('id', '=', row.id)
        .execute();
      await adjustSubscribed(trx, row.product_id, principal.neg());
      return result;
    });
    tellBalances(deps, posting);
  }
}

/**
 * Book every day that has ended by `now` and not been booked, oldest first, then pay out the
 * locked positions that have reached maturity. Safe to call at any time and any number of
 * times (a timer, before every subscription and redemption, at start-up after a restart).
 *
 * @example await accrueDue(deps, ctx.now()); // returns the number of days booked
 */
export async function accrueDue(deps: EarnDeps, now: number): Promise<number> {
  let booked = 0;
  for (let day = await nextDueDay(deps, now); day !== null; day = await nextDueDay(deps, now)) {
    await bookDay(deps, day);
    booked += 1;
  }
  await matureDue(deps, now);
  return booked;
}
