import type { EarnAmountProblem } from '@exchange/formulas';
import { z } from 'zod';
import {
  clientOrderIdSchema,
  coinNameSchema,
  decimalString,
  formBool,
  formId,
  idSchema,
  paginated,
  positiveDecimalString,
  timestampMs,
} from './common.ts';
import { csvRecord } from './csv.ts';
import { historyQuery } from './history-query.ts';
import { defineRoute } from './route.ts';
import { EARN_RECORD_TYPES } from './search-values.ts';

// Earn (issue 21; SPEC.md section 2 /finance, /order/finance; the finance wallet of section 3):
// flexible and locked savings per coin, on the server's clock.
//
// - Subscribing moves `amount` from the spot account into the finance wallet in one transaction.
//   The finance wallet holds it as `freeze` (held by earn), so a wallet transfer can never move a
//   holding out; its `total_balance` is what the user holds in earn.
// - Value date: the start (00:00 UTC) of the day after the subscription. Interest accrues for
//   each whole day from the value date: simple interest on the day's principal at the product's
//   annual rate ÷ 365, tier by tier, truncated to the coin's precision (formula `dailyInterest`
//   of @exchange/formulas). A day's interest is booked once that day has ended.
// - Tiers ("a higher rate on the first amount") count the user's whole holding in a product:
//   the user's positions of one product fill the tiers in subscription order.
// - Flexible: interest is paid to the spot account each day; a redemption returns principal to
//   spot at once; the part redeemed earns nothing for the day it leaves in.
// - Locked (7, 30 or 90 days): interest is credited to the finance wallet each day and returned
//   with the principal at maturity (value date + term). Redeeming before maturity returns the
//   principal only and forfeits all interest credited so far (`forfeit_on_redeem` says how much).
// - Rates are annual fractions: "0.05" is 5 % a year.
// - Under test and in demo mode the server's day may be scaled to seconds (EARN_DAY_MS): "day"
//   below is that day, and the rates still count 365 of them a year.

export const EARN_TYPES = ['flexible', 'locked'] as const;
export const earnTypeSchema = z.enum(EARN_TYPES);
export type EarnType = z.infer<typeof earnTypeSchema>;

/** The terms of the locked products, in days. */
export const EARN_LOCK_DAYS = [7, 30, 90] as const;

/** `sold_out` when the whole quota is taken (it reopens as holders redeem). */
export const earnProductStatusSchema = z.enum(['open', 'sold_out']);
export type EarnProductStatus = z.infer<typeof earnProductStatusSchema>;

/**
 * One rate tier: `apr` on the part of the user's holding up to `up_to` (null: no upper bound).
 * Tiers are listed lowest first; each starts where the previous one ends.
 *
 * @example [{ up_to: '1000', apr: '0.1' }, { up_to: null, apr: '0.04' }] // 10 % on the first 1,000
 */
export const aprTierSchema = z.object({
  up_to: decimalString.nullable(),
  apr: decimalString,
});
export type AprTier = z.infer<typeof aprTierSchema>;

/**
 * A product of the list (GET /earn/products). What a user may still subscribe is
 * min(user_cap − user_subscribed, total_quota − subscribed_total, spot balance), truncated to
 * `amount_precision` (formula `earnSubscribable`).
 */
export const earnProductSchema = z.object({
  id: idSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  type: earnTypeSchema,
  /** Term in days (7, 30, 90); null for flexible. */
  duration_days: z.number().int().positive().nullable(),
  /** The headline annual rate: the first tier's. */
  apr: decimalString,
  /** Rate tiers, lowest bound first; one tier (up_to null) when the product is not tiered. */
  apr_tiers: z.array(aprTierSchema).min(1),
  /** The least one subscription may be. */
  min_amount: decimalString,
  /** The most one user may hold in the product at a time (all their positions in it). */
  user_cap: decimalString,
  /** The product's whole quota, and how much of it holders hold now (the progress bar). */
  total_quota: decimalString,
  subscribed_total: decimalString,
  /** What the calling user holds in it ("0" when anonymous or none). */
  user_subscribed: decimalString,
  /** Decimals an amount (and an interest) may have: the coin's precision. */
  amount_precision: z.number().int().nonnegative(),
  status: earnProductStatusSchema,
  /**
   * The length of the server's day in milliseconds: 86,400,000 in production, scaled down in
   * demo mode and tests (EARN_DAY_MS). The value, maturity and interest dates count these days
   * from the epoch (`earnValueDate`, `earnMaturityDate` of @exchange/formulas), so a client
   * previews them with this, never with a 24-hour day of its own.
   */
  day_ms: z.number().int().positive(),
});
export type EarnProduct = z.infer<typeof earnProductSchema>;

export const earnProductsQuerySchema = z.object({
  coin_id: formId.optional(),
  type: earnTypeSchema.optional(),
  /** Only products in coins the user holds on spot or in earn (needs a token; else ignored). */
  held: formBool.optional(),
});

/**
 * POST /earn/subscribe. Refusals (422 naming the field, nothing changed): `product_id` unknown
 * (404) or sold out; `amount` with more decimals than `amount_precision`, under `min_amount`,
 * over what the user's cap or the remaining quota leave, or over the spot balance. Sending the
 * same `client_order_id` again answers the position it created and changes nothing (a retry
 * after a lost answer); the same id with another product or amount is a 409 on `client_order_id`.
 */
export const earnSubscribeBodySchema = z.object({
  product_id: formId,
  amount: positiveDecimalString,
  client_order_id: clientOrderIdSchema,
});
export type EarnSubscribeBody = z.input<typeof earnSubscribeBodySchema>;

/** holding → redeemed (flexible fully redeemed, or locked redeemed early) or matured (locked). */
export const earnPositionStatusSchema = z.enum(['holding', 'redeemed', 'matured']);
export type EarnPositionStatus = z.infer<typeof earnPositionStatusSchema>;

/** One subscription and what became of it (GET /earn/positions, the answer of a subscribe). */
export const earnPositionSchema = z.object({
  id: idSchema,
  product_id: idSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  type: earnTypeSchema,
  duration_days: z.number().int().positive().nullable(),
  /** The product's headline rate and tiers (the tiers the estimate below uses). */
  apr: decimalString,
  apr_tiers: z.array(aprTierSchema).min(1),
  /** Principal still held ("0" once redeemed or matured). */
  amount: decimalString,
  /** What was subscribed. */
  subscribed_amount: decimalString,
  /** Interest booked so far: paid to spot (flexible) or credited in earn until maturity (locked). */
  total_interest: decimalString,
  /** The interest of the last day that has ended. */
  yesterday_interest: decimalString,
  /** A day's interest on the principal now held, at this position's place in the tiers. */
  estimated_daily_interest: decimalString,
  /** Locked and holding: the interest a redemption now would forfeit; "0" otherwise. */
  forfeit_on_redeem: decimalString,
  client_order_id: z.string(),
  subscribed_at: timestampMs,
  /** Interest accrues from this day's start (00:00 UTC of the day after subscribing). */
  value_date: timestampMs,
  /** Locked: when principal and interest return to spot (value date + term); null for flexible. */
  maturity_date: timestampMs.nullable(),
  /** When the principal went back to spot in full (redeemed or matured); null while holding. */
  closed_at: timestampMs.nullable(),
  status: earnPositionStatusSchema,
});
export type EarnPosition = z.infer<typeof earnPositionSchema>;

/** The caller's positions, newest first; `from`/`to` bound `subscribed_at`. */
export const earnPositionsQuerySchema = historyQuery.extend({
  status: earnPositionStatusSchema.optional(),
  coin_id: formId.optional(),
  type: earnTypeSchema.optional(),
});

/**
 * POST /earn/redeem. Flexible: any part of the principal (at most `amount`), returned to spot at
 * once. Locked before maturity: the whole principal (`amount` must equal it), forfeiting the
 * interest credited so far. Refusals: another user's or an unknown position (404 on
 * `position_id`), a position no longer holding (422 `position_id`), an amount off precision or
 * over what is held (422 `amount`).
 */
export const earnRedeemBodySchema = z.object({
  position_id: formId,
  amount: positiveDecimalString,
});

export { EARN_RECORD_TYPES };
export const earnRecordTypeSchema = z.enum(EARN_RECORD_TYPES);
export type EarnRecordType = z.infer<typeof earnRecordTypeSchema>;

/** One movement of the order centre's `/order/finance`: subscriptions, redemptions, interest. */
export const earnRecordSchema = z.object({
  id: idSchema,
  type: earnRecordTypeSchema,
  position_id: idSchema,
  product_id: idSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  earn_type: earnTypeSchema,
  duration_days: z.number().int().positive().nullable(),
  /**
   * subscribe: principal in; redeem: principal back to spot; interest: the day's interest;
   * maturity: principal plus interest back to spot.
   */
  amount: decimalString,
  /** An early locked redemption: the interest given up; "0" otherwise. */
  forfeited_interest: decimalString,
  /** interest: the start of the day it was earned for; otherwise null. */
  interest_day: timestampMs.nullable(),
  created_at: timestampMs,
});
export type EarnRecord = z.infer<typeof earnRecordSchema>;

/** The caller's records, newest first; `from`/`to` bound `created_at`. */
export const earnRecordsQuerySchema = historyQuery.extend({
  type: earnRecordTypeSchema.optional(),
  coin_id: formId.optional(),
});

/** GET /earn/records/export: the same filters as the list, every matching row at once. */
export const earnRecordsExportQuerySchema = earnRecordsQuerySchema.omit({
  page: true,
  limit: true,
});

/** A day of the cumulative interest chart: interest earned up to that day's end, in USDT. */
export const earnDaySchema = z.object({ time: timestampMs, value: decimalString });

/** Days the summary's chart covers (today's partial day included as the last point). */
export const EARN_SUMMARY_DAYS = 30;

/** "My earnings": what the finance page's header and chart show. */
export const earnSummarySchema = z.object({
  /** The coin the totals are valued in (USDT, the coin of every price). */
  valuation_coin: coinNameSchema,
  /** Principal held plus locked interest not yet paid, valued at current prices. */
  total_value: decimalString,
  /** Interest of the last day that has ended, valued at current prices. */
  yesterday_interest: decimalString,
  /** All interest ever booked, valued at current prices (forfeited interest not counted). */
  total_interest: decimalString,
  /** Per coin held in earn: principal plus locked interest, and its value. */
  holdings: z.array(
    z.object({
      coin_id: idSchema,
      coin_name: coinNameSchema,
      amount: decimalString,
      value: decimalString,
    }),
  ),
  /** Cumulative interest at the end of each of the last {@link EARN_SUMMARY_DAYS} days, oldest first. */
  cumulative_interest: z.array(earnDaySchema),
});
export type EarnSummary = z.infer<typeof earnSummarySchema>;

/** Public: the list shows to visitors; `user_subscribed` is "0" without a token. */
export const earnProducts = defineRoute({
  method: 'GET',
  path: '/earn/products',
  auth: false,
  query: earnProductsQuerySchema,
  response: z.array(earnProductSchema),
});

export const earnSubscribe = defineRoute({
  method: 'POST',
  path: '/earn/subscribe',
  auth: true,
  body: earnSubscribeBodySchema,
  response: earnPositionSchema,
});

/** Answers the redemption's record (its `forfeited_interest` says what an early one gave up). */
export const earnRedeem = defineRoute({
  method: 'POST',
  path: '/earn/redeem',
  auth: true,
  body: earnRedeemBodySchema,
  response: earnRecordSchema,
});

export const earnPositions = defineRoute({
  method: 'GET',
  path: '/earn/positions',
  auth: true,
  query: earnPositionsQuerySchema,
  response: paginated(earnPositionSchema),
});

export const earnRecords = defineRoute({
  method: 'GET',
  path: '/earn/records',
  auth: true,
  query: earnRecordsQuerySchema,
  response: paginated(earnRecordSchema),
});

/** The order centre's "Export CSV": every record the filters match, newest first, as a file. */
export const earnRecordsExport = defineRoute({
  method: 'GET',
  path: '/earn/records/export',
  auth: true,
  query: earnRecordsExportQuerySchema,
  response: z.string(),
  download: 'text/csv',
});

export const earnSummary = defineRoute({
  method: 'GET',
  path: '/earn/summary',
  auth: true,
  response: earnSummarySchema,
});

/** Every earn route, by name, for the route table. */
export const earnRoutes = {
  earnProducts,
  earnSubscribe,
  earnRedeem,
  earnPositions,
  earnRecords,
  earnRecordsExport,
  earnSummary,
};

/** The columns of the earn CSV: every field of a record, in the wire's order. */
export const EARN_RECORD_CSV_COLUMNS = Object.keys(earnRecordSchema.shape) as (keyof EarnRecord)[];

/** One earn record as a CSV record; times as ISO 8601 UTC, what does not apply as an empty cell. */
export function earnRecordCsvRecord(row: EarnRecord): string {
  return csvRecord(
    EARN_RECORD_CSV_COLUMNS.map((column) => {
      const value = row[column];
      if (value === null) return '';
      if (column === 'created_at' || column === 'interest_day') {
        return new Date(value).toISOString();
      }
      return String(value);
    }),
  );
}

/** The name of an earn export made at `now`: `earn-records-2026-11-24.csv` (UTC date). */
export function earnRecordsCsvFilename(now: number): string {
  return `earn-records-${new Date(now).toISOString().slice(0, 10)}.csv`;
}

/**
 * The message of a refused subscription amount (422 on `amount`), the same from the server and
 * the MSW fixtures.
 *
 * @example earnAmountMessage({ kind: 'min', min: '10' }, 'USDT') // 'At least 10 USDT'
 */
export function earnAmountMessage(problem: EarnAmountProblem, coin: string): string {
  switch (problem.kind) {
    case 'precision':
      return `At most ${String(problem.decimals)} decimals`;
    case 'min':
      return `At least ${problem.min} ${coin}`;
    case 'user_cap':
      return `At most ${problem.most} ${coin} more: the limit per user`;
    case 'quota':
      return `At most ${problem.most} ${coin}: what is left of the quota`;
    case 'balance':
      return `More than the ${problem.available} ${coin} available in spot`;
    default:
      return problem satisfies never;
  }
}
