import { Big } from 'big.js';
import { dialectOf } from '../db/dialect.ts';
import type { Kysely } from 'kysely';
import { LEDGER_SCALE } from '../wallet/journal.ts';
import {
  type AccountSnapshot,
  type Executor,
  type Leg,
  ledger,
  SYSTEM_USER,
  toAmount,
  type UserId,
} from '../wallet/ledger.ts';
import type { CommissionSource } from './referral-tables.ts';
import './referral-tables.ts';

/** One fee charged to a trader in a settlement (zero when the trade carried none). */
export interface FeeCharge {
  userId: UserId;
  coin: string;
  fee: Big;
}

export interface CommissionInput {
  source: CommissionSource;
  /** The settlement's journal (`spot-order:12`, `contract-order:7`): the commission's too. */
  refId: string;
  rate: Big;
  ts: number;
  charges: readonly FeeCharge[];
}

/** The UTC month of a time, "2026-11". */
export function monthOf(ts: number): string {
  return new Date(ts).toISOString().slice(0, 7);
}

/**
 * The inviter's share of a fee: fee × rate, truncated to the ledger's scale (never rounded up,
 * so the exchange never pays more than the rate of what it collected).
 *
 * @example shareOf(new Big('0.000000000000000001'), new Big('0.2')).toFixed() // '0'
 */
export function shareOf(fee: Big, rate: Big): Big {
  return fee.times(rate).round(LEDGER_SCALE, Big.roundDown);
}

async function addToMonth(
  trx: Executor,
  inviterId: number,
  coin: string,
  month: string,
  amount: Big,
): Promise<void> {
  await trx
    .insertInto('referral_monthly_totals')
    .values({ inviter_id: inviterId, coin, month, amount: '0' })
    .onConflict((oc) => oc.columns(['inviter_id', 'coin', 'month']).doNothing())
    .execute();
  let query = trx
    .selectFrom('referral_monthly_totals')
    .select('amount')
    .where('inviter_id', '=', inviterId)
    .where('coin', '=', coin)
    .where('month', '=', month);
  if (dialectOf(trx as unknown as Kysely<unknown>) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  await trx
    .updateTable('referral_monthly_totals')
    .set({ amount: toAmount(new Big(row.amount).plus(amount)) })
    .where('inviter_id', '=', inviterId)
    .where('coin', '=', coin)
    .where('month', '=', month)
    .execute();
}

/**
 * Who invited each trader, remembered: `users.invited_by` is written once, with the user's row,
 * and never changes, so a settlement asks the database only about traders it has not seen
 * (issue 25: one query fewer per filled order). One per service instance, over one database.
 */
export class InviterCache {
  private readonly inviters = new Map<UserId, number | null>();

  /** The inviters of `userIds` (null: registered without a code), reading only the unknown. */
  async of(trx: Executor, userIds: readonly UserId[]): Promise<Map<UserId, number | null>> {
    const unknown = userIds.filter((id) => !this.inviters.has(id));
    if (unknown.length > 0) {
      const rows = await trx
        .selectFrom('users')
        .select(['id', 'invited_by'])
        .where('id', 'in', unknown)
        .execute();
      for (const row of rows) this.inviters.set(row.id, row.invited_by);
    }
    const found = new Map<UserId, number | null>();
    for (const id of userIds) {
      const inviter = this.inviters.get(id);
      if (inviter !== undefined) found.set(id, inviter);
    }
    return found;
  }
}

/**
 * Pay the referral commissions of one settlement, inside its transaction and after its journal
 * credited the fees: every charged trader who registered with an invite code is marked as having
 * traded, and for each fee the inviter's share moves from the 'fees' account to the inviter's
 * spot account (statement type referral_commission) with a commission record. Returns the
 * accounts the commission journal touched (none when nobody earned anything). `inviters`: a
 * service's {@link InviterCache}, so its fills read each trader's inviter once (by default a
 * fresh one: one read of the payers).
 *
 * @example
 * await payCommissions(trx, { source: 'spot', refId: 'spot-order:9', rate, ts, charges });
 */
export async function payCommissions(
  trx: Executor,
  input: CommissionInput,
  inviters: InviterCache = new InviterCache(),
): Promise<AccountSnapshot[]> {
  const payers = [...new Set(input.charges.map((c) => c.userId))].filter((id) => id > 0);
  if (payers.length === 0) return [];
  const inviterOf = new Map<UserId, number>();
  for (const [id, invitedBy] of await inviters.of(trx, payers))
    if (invitedBy !== null) inviterOf.set(id, invitedBy);
  if (inviterOf.size === 0) return [];
  for (const inviteeId of inviterOf.keys()) {
    await trx
      .insertInto('referral_traders')
      .values({ user_id: inviteeId, first_traded_at: input.ts })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
  const legs: Leg[] = [];
  const month = monthOf(input.ts);
  for (const charge of input.charges) {
    const inviterId = inviterOf.get(charge.userId);
    if (inviterId === undefined) continue;
    const amount = shareOf(charge.fee, input.rate);
    if (amount.lte(0)) continue;
    legs.push(
      { userId: SYSTEM_USER, kind: 'fees', coin: charge.coin, balance: amount.neg() },
      { userId: inviterId, kind: 'spot', coin: charge.coin, balance: amount },
    );
    await trx
      .insertInto('referral_commissions')
      .values({
        inviter_id: inviterId,
        invitee_id: charge.userId,
        source: input.source,
        coin: charge.coin,
        fee: toAmount(charge.fee),
        amount: toAmount(amount),
        ref_id: input.refId,
        created_at: input.ts,
      })
      .execute();
    await addToMonth(trx, inviterId, charge.coin, month, amount);
  }
  if (legs.length === 0) return [];
  const posting = await ledger.post(trx, {
    reason: 'referral_commission',
    refId: input.refId,
    legs,
  });
  return posting.accounts;
}
