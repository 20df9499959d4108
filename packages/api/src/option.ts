import { z } from 'zod';
import {
  clientOrderIdSchema,
  coinNameSchema,
  decimalString,
  formId,
  idSchema,
  orderStateSchema,
  paginated,
  paginationQuery,
  pairStatusSchema,
  positiveDecimalString,
  signedDecimalString,
  symbolSchema,
  timestampMs,
} from './common.ts';
import { depthAggTradeSchema, depthQuerySchema, tickerStatsSchema } from './market.ts';
import { defineRoute } from './route.ts';

// Fixed-time options: bet that the price ends up or down after a chosen duration. Pair list,
// durations and depth work now; open/order schemas are fixed here for the later issue.

export const optionPairSchema = z
  .object({
    id: idSchema,
    symbol: symbolSchema,
    name: z.string(),
    base_coin: coinNameSchema,
    /** The coin stakes and payouts are in. */
    quote_coin: coinNameSchema,
    logo: z.string(),
    price_precision: z.number().int().nonnegative(),
    status: pairStatusSchema,
  })
  .extend(tickerStatsSchema.shape);
export type OptionPair = z.infer<typeof optionPairSchema>;

/** A duration on offer, with its payout and stake limits. */
export const optionTimeSchema = z.object({
  id: idSchema,
  /** Duration in seconds (60, 300 …). */
  seconds: z.number().int().positive(),
  /** Profit on a win as a fraction of the stake: "0.85" pays 85 %. */
  payout_rate: decimalString,
  min_amount: decimalString,
  max_amount: decimalString,
});
export type OptionTime = z.infer<typeof optionTimeSchema>;

export const optionTimesQuerySchema = z.object({ symbol: symbolSchema.optional() });

export const optionDirectionSchema = z.enum(['up', 'down']);
export type OptionDirection = z.infer<typeof optionDirectionSchema>;

export const optionOpenBodySchema = z.object({
  symbol: symbolSchema,
  time_id: formId,
  direction: optionDirectionSchema,
  amount: positiveDecimalString,
  client_order_id: clientOrderIdSchema,
});

/** `open` until settled; a draw (close equals open) refunds the stake. */
export const optionOrderStatusSchema = z.enum(['open', 'won', 'lost', 'draw']);
export type OptionOrderStatus = z.infer<typeof optionOrderStatusSchema>;

export const optionOrderSchema = z.object({
  id: idSchema,
  client_order_id: z.string(),
  symbol: symbolSchema,
  direction: optionDirectionSchema,
  amount: decimalString,
  seconds: z.number().int().positive(),
  payout_rate: decimalString,
  open_price: decimalString,
  /** Null until settled. */
  close_price: decimalString.nullable(),
  /** Net result when settled (stake lost is negative); null while open. */
  profit: signedDecimalString.nullable(),
  status: optionOrderStatusSchema,
  opened_at: timestampMs,
  settle_at: timestampMs,
});
export type OptionOrder = z.infer<typeof optionOrderSchema>;

export const optionOrdersQuerySchema = paginationQuery.extend({
  state: orderStateSchema,
  symbol: symbolSchema.optional(),
});

export const optionPairs = defineRoute({
  method: 'GET',
  path: '/option/paris',
  auth: false,
  response: z.array(optionPairSchema),
});

export const optionTimes = defineRoute({
  method: 'GET',
  path: '/option/times',
  auth: false,
  query: optionTimesQuerySchema,
  response: z.array(optionTimeSchema),
});

export const optionOpen = defineRoute({
  method: 'POST',
  path: '/option/open',
  auth: true,
  body: optionOpenBodySchema,
  response: optionOrderSchema,
});

export const optionOrders = defineRoute({
  method: 'GET',
  path: '/option/order',
  auth: true,
  query: optionOrdersQuerySchema,
  response: paginated(optionOrderSchema),
});

export const optionDepth = defineRoute({
  method: 'GET',
  path: '/option/depth_aggTrade',
  auth: false,
  query: depthQuerySchema,
  response: depthAggTradeSchema,
});
