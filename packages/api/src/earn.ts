import { z } from 'zod';
import {
  coinNameSchema,
  decimalString,
  formBool,
  formId,
  idSchema,
  optionalField,
  paginated,
  positiveDecimalString,
  timestampMs,
} from './common.ts';
import { historyQuery } from './history-query.ts';
import { defineRoute } from './route.ts';

// Earn (issue 21; SPEC.md section 2 /finance, /order/finance; the finance wallet of section 3):
// flexible and locked savings per coin. Subscribing moves coins from the spot account into the
// finance wallet; interest accrues daily from the value date as simple interest on the day's
// principal; flexible principal returns at once, locked principal and interest at maturity, and
// an early locked redemption forfeits its interest. Rates are annual fractions ("0.05" = 5 %).

export const EARN_TYPES = ['flexible', 'locked'] as const;
export const earnTypeSchema = z.enum(EARN_TYPES);
export type EarnType = z.infer<typeof earnTypeSchema>;

/** `sold_out` when the total quota is used up; `closed` when no longer offered. */
export const earnProductStatusSchema = z.enum(['open', 'sold_out', 'closed']);
export type EarnProductStatus = z.infer<typeof earnProductStatusSchema>;

/** One rate tier: `apr` on the principal up to `up_to` (null: no upper bound). */
export const aprTierSchema = z.object({
  up_to: decimalString.nullable(),
  apr: decimalString,
});
export type AprTier = z.infer<typeof aprTierSchema>;

export const earnProductSchema = z.object({
  id: idSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  type: earnTypeSchema,
  /** Term in days (7, 30, 90); null for flexible. */
  duration_days: z.number().int().positive().nullable(),
  /** The headline annual rate (the first tier's). */
  apr: decimalString,
  /** Rate tiers, lowest bound first; one tier when the product is not tiered. */
  apr_tiers: z.array(aprTierSchema).min(1),
  min_amount: decimalString,
  /** The most one user may hold in the product. */
  user_cap: decimalString,
  /** The product's whole quota, and how much of it is taken (the progress bar). */
  total_quota: decimalString,
  subscribed_total: decimalString,
  /** What the calling user holds in it ("0" when anonymous or none). */
  user_subscribed: decimalString,
  /** Decimals an amount may have (the coin's precision). */
  amount_precision: z.number().int().nonnegative(),
  status: earnProductStatusSchema,
});
export type EarnProduct = z.infer<typeof earnProductSchema>;

export const earnProductsQuerySchema = z.object({
  coin_id: formId.optional(),
  type: earnTypeSchema.optional(),
  /** Only products in coins the user holds (needs a token; ignored without one). */
  held: formBool.optional(),
});

/** Moves `amount` from the spot account into the finance wallet, in one transaction. */
export const earnSubscribeBodySchema = z.object({
  product_id: formId,
  amount: positiveDecimalString,
  /** Locked only: subscribe again at maturity with principal and interest. */
  auto_renew: optionalField(formBool),
});

export const earnPositionStatusSchema = z.enum(['holding', 'redeemed', 'matured']);
export type EarnPositionStatus = z.infer<typeof earnPositionStatusSchema>;

export const earnPositionSchema = z.object({
  id: idSchema,
  product_id: idSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  type: earnTypeSchema,
  duration_days: z.number().int().positive().nullable(),
  apr: decimalString,
  /** Principal still held. */
  amount: decimalString,
  /** Interest booked so far (for locked: accrued, paid at maturity). */
  total_interest: decimalString,
  yesterday_interest: decimalString,
  auto_renew: z.boolean(),
  subscribed_at: timestampMs,
  /** Interest accrues from this day's start (UTC). */
  value_date: timestampMs,
  /** Locked only: when principal and interest return. */
  maturity_date: timestampMs.nullable(),
  status: earnPositionStatusSchema,
});
export type EarnPosition = z.infer<typeof earnPositionSchema>;

export const earnPositionsQuerySchema = historyQuery.extend({
  status: earnPositionStatusSchema.optional(),
  coin_id: formId.optional(),
});

/** Flexible: any part of the principal. Locked: all of it, forfeiting the interest. */
export const earnRedeemBodySchema = z.object({
  position_id: formId,
  amount: positiveDecimalString,
});

export const earnRecordTypeSchema = z.enum(['subscribe', 'redeem', 'interest', 'maturity']);
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
  amount: decimalString,
  /** Interest given up by an early locked redemption; "0" otherwise. */
  forfeited_interest: decimalString,
  created_at: timestampMs,
});
export type EarnRecord = z.infer<typeof earnRecordSchema>;

export const earnRecordsQuerySchema = historyQuery.extend({
  type: earnRecordTypeSchema.optional(),
  coin_id: formId.optional(),
});

/** A day of the cumulative interest chart, valued in the site's quote coin. */
export const earnDaySchema = z.object({ time: timestampMs, value: decimalString });

/** "My earnings": what the finance page's header and chart show. */
export const earnSummarySchema = z.object({
  /** The coin the totals are valued in (the site's quote coin). */
  valuation_coin: coinNameSchema,
  total_value: decimalString,
  yesterday_interest: decimalString,
  total_interest: decimalString,
  holdings: z.array(
    z.object({
      coin_id: idSchema,
      coin_name: coinNameSchema,
      amount: decimalString,
      value: decimalString,
    }),
  ),
  /** Cumulative interest per day, oldest first (the last 30 days). */
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
  earnSummary,
};
