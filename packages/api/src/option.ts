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
import { optionDirectionSchema, optionOrderStatusSchema } from './search-values.ts';

// Fixed-time options (issue 20): the trader picks a pair, a duration and a direction, stakes an
// amount of the pair's quote coin, and at expiry wins stake × (1 + payout_rate), loses the stake,
// or gets it back on a tie. Prices are the option index: the spot market's price of the same
// pair, sampled once per server tick and recorded (the tick history settles every order).

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
    /** Decimals a stake may have (the quote coin's). */
    amount_precision: z.number().int().nonnegative(),
    /** `halted`: listed but suspended; `POST /option/open` refuses it (field `symbol`). */
    status: pairStatusSchema,
  })
  .extend(tickerStatsSchema.shape);
export type OptionPair = z.infer<typeof optionPairSchema>;

/** A duration on offer for one pair, with its payout and stake limits. */
export const optionTimeSchema = z.object({
  /** Unique over all pairs; `POST /option/open` names it as `time_id`. */
  id: idSchema,
  symbol: symbolSchema,
  /** Duration in seconds (30, 60, 180, 300 by default). */
  seconds: z.number().int().positive(),
  /** Profit on a win as a fraction of the stake: "0.85" pays the stake back plus 85 %. */
  payout_rate: decimalString,
  /** Smallest and largest stake, in the pair's quote coin. */
  min_amount: decimalString,
  max_amount: decimalString,
});
export type OptionTime = z.infer<typeof optionTimeSchema>;

/** Without `symbol`, every pair's durations. An unknown symbol is a 422 naming `symbol`. */
export const optionTimesQuerySchema = z.object({ symbol: symbolSchema.optional() });

export { optionDirectionSchema };
export type OptionDirection = z.infer<typeof optionDirectionSchema>;

/**
 * Open an option. Refusals are 4xx naming the field: `symbol` (unknown or suspended pair),
 * `time_id` (unknown, or not this pair's), `amount` (off the quote coin's precision, under
 * `min_amount`, over `max_amount`, over the spot balance, or over the house's exposure cap for
 * this pair, duration and direction: the message says which). A replayed `client_order_id`
 * answers 409 naming `client_order_id` and changes nothing.
 */
export const optionOpenBodySchema = z.object({
  symbol: symbolSchema,
  time_id: formId,
  direction: optionDirectionSchema,
  amount: positiveDecimalString,
  client_order_id: clientOrderIdSchema,
});

export { optionOrderStatusSchema };
export type OptionOrderStatus = z.infer<typeof optionOrderStatusSchema>;

export const optionOrderSchema = z.object({
  id: idSchema,
  client_order_id: z.string(),
  symbol: symbolSchema,
  /** The pair's quote coin: what the stake and the payout are in. */
  coin: coinNameSchema,
  direction: optionDirectionSchema,
  /** The stake. */
  amount: decimalString,
  time_id: idSchema,
  seconds: z.number().int().positive(),
  payout_rate: decimalString,
  /** What a win pays back: stake × (1 + payout_rate), truncated to the coin's precision. */
  payout: decimalString,
  /**
   * The entry: the first index tick after the server accepted the order. Null for the moment
   * between acceptance and that tick (the page shows "waiting for the entry price").
   */
  open_price: decimalString.nullable(),
  /** The entry tick's time; null with open_price. */
  entry_at: timestampMs.nullable(),
  /** The settle price: the last index tick at or before settle_at. Null until settled. */
  close_price: decimalString.nullable(),
  /** Net result when settled: payout − stake on a win, −stake on a loss, 0 on a draw. */
  profit: signedDecimalString.nullable(),
  status: optionOrderStatusSchema,
  /** When the server accepted the order (its clock). */
  opened_at: timestampMs,
  /** Expiry: opened_at + seconds × 1000. */
  settle_at: timestampMs,
  /** When settlement was booked; null while open (open past settle_at: "settling"). */
  settled_at: timestampMs.nullable(),
});
export type OptionOrder = z.infer<typeof optionOrderSchema>;

/**
 * `state=open`: unsettled orders, soonest expiry first; `history`: settled ones, newest first.
 * `from`/`to` bound opened_at (ms, inclusive/exclusive).
 */
export const optionOrdersQuerySchema = paginationQuery.extend({
  state: orderStateSchema,
  symbol: symbolSchema.optional(),
  direction: optionDirectionSchema.optional(),
  /** Settled orders with this result only (history). */
  status: optionOrderStatusSchema.exclude(['open']).optional(),
  from: formId.optional(),
  to: formId.optional(),
});
export const optionOrdersExportQuerySchema = optionOrdersQuerySchema.omit({
  page: true,
  limit: true,
});

/** POST /demo/option/index (demo mode): hold the option index of a pair, "" releases it. */
export const demoOptionIndexBodySchema = z.object({
  symbol: symbolSchema,
  price: z.union([z.literal(''), positiveDecimalString]),
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

export const optionOrdersExport = defineRoute({
  method: 'GET',
  path: '/option/order/export',
  auth: true,
  query: optionOrdersExportQuerySchema,
  response: z.string(),
  download: 'text/csv',
});

export const demoOptionIndex = defineRoute({
  method: 'POST',
  path: '/demo/option/index',
  auth: false,
  demo: true,
  body: demoOptionIndexBodySchema,
  response: z.object({ symbol: symbolSchema, index_price: decimalString }),
});

export const optionDepth = defineRoute({
  method: 'GET',
  path: '/option/depth_aggTrade',
  auth: false,
  query: depthQuerySchema,
  response: depthAggTradeSchema,
});
