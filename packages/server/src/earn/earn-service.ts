import { Big } from 'big.js';
import type { FieldError } from '@exchange/api';
import {
  earnAmountMessage,
  type earnRedeemBodySchema,
  type earnSubscribeBodySchema,
} from '@exchange/api';
import {
  checkEarnSubscribe,
  decimalsOf,
  earnMaturityDate,
  earnRedemption,
  earnValueDate,
} from '@exchange/formulas';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { dialectOf } from '../db/dialect.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { type Executor, type Leg, ledger, SYSTEM_USER, toAmount } from '../wallet/ledger.ts';
import {
  accrueDue,
  adjustSubscribed,
  type EarnDeps,
  productInfo,
  tellBalances,
} from './earn-accrual.ts';
import type { EarnPositionsTable, EarnRecordsTable } from './earn-tables.ts';

// Subscriptions and redemptions (issue 21). Each runs alone in this process (one queue with the
// accrual tick), books the days already ended first, and moves its money in one transaction:
// - subscribe: spot balance → finance account (held as frozen, so no transfer moves it out);
// - redeem flexible: finance → spot; redeem locked early: principal finance → spot and the
//   interest credited so far finance → the 'earn' house (forfeited).
// A refusal (404/409/422 naming the field) changes nothing.

type SubscribeBody = z.output<typeof earnSubscribeBodySchema>;
type RedeemBody = z.output<typeof earnRedeemBodySchema>;

function failure(status: number, field: string, message: string): HttpError {
  const errors: FieldError[] = [{ field, message }];
  return new HttpError(status, `${field}: ${message}`, errors);
}

/** The products' sold amounts, locked for this transaction on PostgreSQL. */
async function subscribedTotal(trx: Executor, productId: number): Promise<string> {
  let query = trx
    .selectFrom('earn_products')
    .select('subscribed_total')
    .where('id', '=', productId);
  if (dialectOf(trx as unknown as Kysely<unknown>) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return new Big(row.subscribed_total).toFixed();
}

/** What a user holds in a product now (all their holding positions). */
export async function userHolding(db: Executor, userId: number, productId: number): Promise<Big> {
  const rows = await db
    .selectFrom('earn_positions')
    .select('amount')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('status', '=', 'holding')
    .execute();
  return rows.reduce((sum, row) => sum.plus(row.amount), new Big(0));
}

/**
 * The earn engine of one server: `tick(now)` books interest and maturities (a timer calls it;
 * tests call it with their own clock), `subscribe` and `redeem` serve the routes.
 */
export class EarnService {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly deps: EarnDeps) {}

  /** Run `work` after every earlier call of this service has finished. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves once every call made so far has finished (the server waits for it on close). */
  async settled(): Promise<void> {
    await this.queue;
  }

  /** Book every ended day and due maturity (see {@link accrueDue}); answers the days booked. */
  tick(now: number): Promise<number> {
    return this.exclusive(() => accrueDue(this.deps, now));
  }

  /** Open a position (or answer the one a replayed `client_order_id` opened). */
  subscribe(
    userId: number,
    body: SubscribeBody,
    now: number,
  ): Promise<Selectable<EarnPositionsTable>> {
    return this.exclusive(async () => {
      await accrueDue(this.deps, now);
      const { row, posting } = await this.deps.db.transaction().execute(async (trx) => {
        const replay = await trx
          .selectFrom('earn_positions')
          .selectAll()
          .where('user_id', '=', userId)
          .where('client_order_id', '=', body.client_order_id)
          .executeTakeFirst();
        if (replay) {
          if (
            replay.product_id !== body.product_id ||
            !new Big(replay.subscribed_amount).eq(body.amount)
          )
            throw failure(409, 'client_order_id', 'Already used for another subscription');
          return { row: replay, posting: null };
        }
        const product = this.deps.catalog.get(body.product_id);
        if (!product?.offered) throw failure(404, 'product_id', 'Product not found');
        const coin = product.coin.name;
        const sold = await subscribedTotal(trx, product.id);
        if (new Big(product.totalQuota).minus(sold).lt(product.minAmount))
          throw fieldError('product_id', 'Sold out');
        const spot = await ledger.account(trx, userId, 'spot', coin);
        const problem = checkEarnSubscribe(body.amount, {
          minAmount: product.minAmount,
          userCap: product.userCap,
          userSubscribed: (await userHolding(trx, userId, product.id)).toFixed(),
          totalQuota: product.totalQuota,
          subscribedTotal: sold,
          available: spot.balance,
          precision: product.precision,
        });
        if (problem) throw fieldError('amount', earnAmountMessage(problem, coin));
        const amount = toAmount(body.amount);
        const valueDate = earnValueDate(now, this.deps.dayMs);
        const position = await trx
          .insertInto('earn_positions')
          .values({
            user_id: userId,
            product_id: product.id,
            client_order_id: body.client_order_id,
            status: 'holding',
            amount,
            subscribed_amount: amount,
            total_interest: '0',
            last_interest: '0',
            last_interest_day: null,
            accrued_until: valueDate,
            value_date: valueDate,
            maturity_date: earnMaturityDate(valueDate, product.durationDays, this.deps.dayMs),
            subscribed_at: now,
            closed_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const moved = await ledger.post(trx, {
          reason: 'earn_subscribe',
          refId: `earn-${String(position.id)}`,
          legs: [
            { userId, kind: 'spot', coin, balance: new Big(amount).neg() },
            { userId, kind: 'finance', coin, frozen: amount },
          ],
        });
        await trx
          .insertInto('earn_records')
          .values({
            user_id: userId,
            position_id: position.id,
            product_id: product.id,
            type: 'subscribe',
            amount,
            forfeited_interest: '0',
            interest_day: null,
            created_at: now,
          })
          .execute();
        await adjustSubscribed(trx, product.id, new Big(amount));
        return { row: position, posting: moved };
      });
      tellBalances(this.deps, posting);
      return row;
    });
  }

  /** Redeem (part of) a flexible position or a whole locked one; answers the record. */
  redeem(userId: number, body: RedeemBody, now: number): Promise<Selectable<EarnRecordsTable>> {
    return this.exclusive(async () => {
      await accrueDue(this.deps, now);
      const { record, posting } = await this.deps.db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('earn_positions').selectAll().where('id', '=', body.position_id);
        // Another process redeeming or booking the same position waits for this one.
        if (dialectOf(trx as unknown as Kysely<unknown>) === 'postgres') query = query.forUpdate();
        const row = await query.executeTakeFirst();
        // Another user's position is answered as one that does not exist.
        if (row?.user_id !== userId) throw failure(404, 'position_id', 'Position not found');
        if (row.status !== 'holding')
          throw fieldError('position_id', 'The position has already been closed');
        const product = productInfo(this.deps.catalog, row.product_id);
        const coin = product.coin.name;
        const amount = new Big(body.amount);
        const held = new Big(row.amount);
        if (decimalsOf(amount.toFixed()) > product.precision)
          throw fieldError('amount', `At most ${String(product.precision)} decimals`);
        if (amount.gt(held))
          throw fieldError('amount', `At most ${held.toFixed()} ${coin} is held`);
        if (product.type === 'locked' && !amount.eq(held))
          throw fieldError('amount', `A locked position is redeemed whole: ${held.toFixed()}`);
        const { returned, forfeited } = earnRedemption({
          type: product.type,
          amount: amount.toFixed(),
          creditedInterest: new Big(row.total_interest).toFixed(),
        });
        const legs: Leg[] = [
          { userId, kind: 'finance', coin, frozen: new Big(returned).neg() },
          { userId, kind: 'spot', coin, balance: returned },
        ];
        if (new Big(forfeited).gt(0)) {
          legs.push(
            {
              userId,
              kind: 'finance',
              coin,
              frozen: new Big(forfeited).neg(),
              reason: 'earn_forfeit',
            },
            { userId: SYSTEM_USER, kind: 'earn', coin, balance: forfeited, reason: 'earn_forfeit' },
          );
        }
        const moved = await ledger.post(trx, {
          reason: 'earn_redeem',
          refId: `earn-${String(row.id)}`,
          legs,
        });
        const left = held.minus(amount);
        await trx
          .updateTable('earn_positions')
          .set({
            amount: toAmount(left),
            status: left.eq(0) ? 'redeemed' : 'holding',
            closed_at: left.eq(0) ? now : null,
          })
          .where('id', '=', row.id)
          .execute();
        const inserted = await trx
          .insertInto('earn_records')
          .values({
            user_id: userId,
            position_id: row.id,
            product_id: row.product_id,
            type: 'redeem',
            amount: returned,
            forfeited_interest: forfeited,
            interest_day: null,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await adjustSubscribed(trx, row.product_id, amount.neg());
        return { record: inserted, posting: moved };
      });
      tellBalances(this.deps, posting);
      return record;
    });
  }
}
