import { z } from 'zod';
import {
  clientOrderIdSchema,
  coinNameSchema,
  decimalString,
  formId,
  formInt,
  idSchema,
  orderSideSchema,
  orderStateSchema,
  orderTypeSchema,
  paginated,
  paginationQuery,
  pairStatusSchema,
  positiveDecimalString,
  symbolSchema,
  timestampMs,
  optionalField,
} from './common.ts';
import {
  depthAggTradeSchema,
  depthQuerySchema,
  klineBarSchema,
  klinePeriodSchema,
  tickerStatsSchema,
} from './market.ts';
import { orderStatusSchema } from './socket-protocol.ts';
import { defineRoute } from './route.ts';

/** A spot trading pair with its rules and 24 h statistics. */
export const spotPairSchema = z
  .object({
    id: idSchema,
    symbol: symbolSchema,
    /** Display name, "BTC/USDT". */
    name: z.string(),
    base_coin: coinNameSchema,
    base_coin_id: idSchema,
    quote_coin: coinNameSchema,
    quote_coin_id: idSchema,
    logo: z.string(),
    /** Decimals of a price. */
    price_precision: z.number().int().nonnegative(),
    /** Decimals of an amount (base coin). */
    size_precision: z.number().int().nonnegative(),
    /** Smallest order amount in the base coin. */
    min_size: decimalString,
    /** Largest order amount in the base coin; a bigger order is refused (422 `amount`). */
    max_size: decimalString.optional(),
    /** Smallest order value in the quote coin. */
    min_notional: decimalString,
    /** Fee rates as fractions: "0.001" is 0.1 %. */
    maker_fee: decimalString,
    taker_fee: decimalString,
    status: pairStatusSchema,
    /**
     * The price band of a limit order, as multipliers of the last price: a price below
     * `price_band_low` × or above `price_band_high` × the last trade is refused (422 `price`).
     * Before a pair's first trade the server centres a wider band on its listing price.
     */
    price_band_low: decimalString.optional(),
    price_band_high: decimalString.optional(),
    /**
     * When the pair opened for trading (ms): the home page's "New listings" sorts by it, newest
     * first. Optional: a server that does not send it lists the pair as not new.
     */
    listed_at: timestampMs.optional(),
  })
  .extend(tickerStatsSchema.shape);
export type SpotPair = z.infer<typeof spotPairSchema>;

/**
 * Place a spot order. A limit order needs `price`; a market order must not have one and fills
 * `amount` (base coin) against the book. Re-sending the same `client_order_id` answers the
 * order already placed instead of placing another.
 */
export const spotOrderBodySchema = z
  .object({
    symbol: symbolSchema,
    side: orderSideSchema,
    type: orderTypeSchema,
    price: optionalField(positiveDecimalString),
    amount: positiveDecimalString,
    client_order_id: clientOrderIdSchema,
  })
  .superRefine((body, ctx) => {
    if (body.type === 'limit' && body.price === undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'A limit order needs a price' });
    }
    if (body.type === 'market' && body.price !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'A market order takes no price' });
    }
  });
export type SpotOrderBody = z.input<typeof spotOrderBodySchema>;

export const spotOrderSchema = z.object({
  id: idSchema,
  client_order_id: z.string(),
  symbol: symbolSchema,
  side: orderSideSchema,
  type: orderTypeSchema,
  status: orderStatusSchema,
  /** Limit price; null for a market order. */
  price: decimalString.nullable(),
  amount: decimalString,
  filled_amount: decimalString,
  /** Quote value filled so far. */
  filled_quote: decimalString,
  /** Average fill price; "0" before the first fill. */
  avg_price: decimalString,
  fee: decimalString,
  /** Coin the fee is charged in: what the order receives. */
  fee_coin: coinNameSchema,
  created_at: timestampMs,
  updated_at: timestampMs,
});
export type SpotOrder = z.infer<typeof spotOrderSchema>;

/**
 * The spot order lists' filters (the trading page's tabs and the order centre, /order/spot). All
 * but `state` are optional; a value the schema refuses is a 422 naming its field, an unknown
 * `symbol` a 422 `symbol`.
 */
export const spotOrdersFilterSchema = z.object({
  /** `open`: open and partly filled orders; `history`: filled and cancelled ones. */
  state: orderStateSchema,
  symbol: symbolSchema.optional(),
  side: orderSideSchema.optional(),
  type: orderTypeSchema.optional(),
  /** One status within the state (e.g. `cancelled` in history); one of the other state's is an empty list. */
  status: orderStatusSchema.optional(),
  /** Inclusive lower bound on created_at (ms). */
  from: formId.optional(),
  /** Exclusive upper bound on created_at (ms). */
  to: formId.optional(),
});
export const spotOrdersQuerySchema = paginationQuery.extend(spotOrdersFilterSchema.shape);
export type SpotOrdersFilter = z.input<typeof spotOrdersFilterSchema>;

/** Whether the user's order rested on the book (maker) or crossed it (taker) in a fill. */
export const fillRoleSchema = z.enum(['maker', 'taker']);
export type FillRole = z.infer<typeof fillRoleSchema>;

/**
 * One fill of the signed-in user: their side of one trade. Self-trade prevention keeps a user's
 * orders from trading with each other; a trade between two of the user's own orders written
 * before it existed is two fills with the same `id` (the trade id), one per side.
 */
export const spotFillSchema = z.object({
  /** The trade's id: shared by its buyer's and seller's fill. */
  id: idSchema,
  /** The user's order this fill belongs to. */
  order_id: idSchema,
  symbol: symbolSchema,
  side: orderSideSchema,
  price: decimalString,
  /** Base coin filled. */
  amount: decimalString,
  /** Quote value of the fill: price × amount. */
  quote_amount: decimalString,
  fee: decimalString,
  /** Coin the fee is charged in: what this side receives (base for a buy, quote for a sell). */
  fee_coin: coinNameSchema,
  role: fillRoleSchema,
  created_at: timestampMs,
});
export type SpotFill = z.infer<typeof spotFillSchema>;

/** The fills' filters: pair, side and a created_at range (`from` inclusive, `to` exclusive, ms). */
export const spotFillsFilterSchema = z.object({
  symbol: symbolSchema.optional(),
  side: orderSideSchema.optional(),
  from: formId.optional(),
  to: formId.optional(),
});
export const spotFillsQuerySchema = paginationQuery.extend(spotFillsFilterSchema.shape);
export type SpotFillsFilter = z.input<typeof spotFillsFilterSchema>;

/** Cancel all the user's open orders: of one pair, or of every pair when `symbol` is absent. */
export const spotCancelAllBodySchema = z.object({ symbol: symbolSchema.optional() });
export type SpotCancelAllBody = z.input<typeof spotCancelAllBodySchema>;

/** How many orders a cancel-all cancelled (0 when none was open). */
export const spotCancelAllSchema = z.object({ cancelled: z.number().int().nonnegative() });
export type SpotCancelAll = z.infer<typeof spotCancelAllSchema>;

export const orderIdParamsSchema = z.object({ id: formId });

/** History of GET /spots/kline: `from` inclusive, `to` exclusive (ms), at most `limit` bars. */
export const klineQuerySchema = z
  .object({
    symbol: symbolSchema,
    period: klinePeriodSchema,
    // Before 1970 is allowed: 500 yearly candles reach back further (see candleTimeMs).
    from: formInt,
    to: formInt,
    limit: formId.pipe(z.number().max(1000)).default(500),
  })
  .refine((query) => query.from < query.to, { path: ['to'], message: 'Must be after "from"' });

export const spotPairs = defineRoute({
  method: 'GET',
  path: '/spots/trading_paris',
  auth: false,
  response: z.array(spotPairSchema),
});

/**
 * Place a spot order (body: {@link spotOrderBodySchema}); answers the order after matching.
 *
 * - Reserve: a limit buy freezes `price × amount` of the quote coin, a sell `amount` of the base
 *   coin, a market buy what its fills cost. The reserve must be covered by the available
 *   balance as it is: fills at better prices do not count towards it (400 otherwise, nothing
 *   placed). What a fill at a better price leaves over is handed back at once.
 * - Self-trade prevention, mode EXPIRE_MAKER (Binance's name; the only mode, not selectable):
 *   an order never fills against a resting order of the same user. Each own resting order it
 *   would cross is cancelled instead (status `cancelled`, its reserve handed back, an `order`
 *   event sent), and matching goes on with the next maker.
 */
export const spotPlaceOrder = defineRoute({
  method: 'POST',
  path: '/spots/order',
  auth: true,
  body: spotOrderBodySchema,
  response: spotOrderSchema,
});

export const spotOrders = defineRoute({
  method: 'GET',
  path: '/spots/order',
  auth: true,
  query: spotOrdersQuerySchema,
  response: paginated(spotOrderSchema),
});

/** Cancel: PUT with no body; answers the order as cancelled (or as it ended, if already done). */
export const spotCancelOrder = defineRoute({
  method: 'PUT',
  path: '/spots/order/:id',
  auth: true,
  params: orderIdParamsSchema,
  response: spotOrderSchema,
});

/**
 * Cancel every open order of the signed-in user (of `symbol` only, if given), each through the
 * single cancel (PUT /spots/order/:id): its reserve handed back exactly and an `order` event sent.
 * Answers how many were cancelled; an order that filled meanwhile is not counted.
 *
 * @example
 * const { cancelled } = await api.call('spotCancelAll', { body: { symbol: 'BTCUSDT' } });
 */
export const spotCancelAll = defineRoute({
  method: 'POST',
  path: '/spots/order/cancel_all',
  auth: true,
  body: spotCancelAllBodySchema,
  response: spotCancelAllSchema,
});

/** The order centre's "Export CSV" of orders: every order the filters match (the list's, no page), newest first. */
export const spotOrdersExport = defineRoute({
  method: 'GET',
  path: '/spots/order/export',
  auth: true,
  query: spotOrdersFilterSchema,
  response: z.string(),
  download: 'text/csv',
});

/** The order centre's "Export CSV" of trade history: every fill the filters match (no page), newest first. */
export const spotFillsExport = defineRoute({
  method: 'GET',
  path: '/spots/fills/export',
  auth: true,
  query: spotFillsFilterSchema,
  response: z.string(),
  download: 'text/csv',
});

/**
 * The signed-in user's fills, newest first, optionally of one pair: the trade history tab of
 * /spot-trade.
 *
 * An addition to SPEC.md section 7's call list, which has only GET /spots/order: an order's
 * row says how much filled at what average price, but not each fill's price, fee and
 * maker/taker role, which a per-fill trade history needs (issue 8). Another user's fills are
 * never listed.
 *
 * @example
 * const page = await api.call('spotFills', { query: { symbol: 'BTCUSDT', page: 1, limit: 20 } });
 * page.list[0]?.role // 'taker'
 */
export const spotFills = defineRoute({
  method: 'GET',
  path: '/spots/fills',
  auth: true,
  query: spotFillsQuerySchema,
  response: paginated(spotFillSchema),
});

export const spotDepth = defineRoute({
  method: 'GET',
  path: '/spots/depth_aggTrade',
  auth: false,
  query: depthQuerySchema,
  response: depthAggTradeSchema,
});

export const spotKline = defineRoute({
  method: 'GET',
  path: '/spots/kline',
  auth: false,
  query: klineQuerySchema,
  response: z.array(klineBarSchema),
});
