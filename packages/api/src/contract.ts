import { z } from 'zod';
import {
  clientOrderIdSchema,
  coinNameSchema,
  decimalString,
  formId,
  idSchema,
  orderStateSchema,
  orderTypeSchema,
  paginated,
  paginationQuery,
  pairStatusSchema,
  positiveDecimalString,
  signedDecimalString,
  symbolSchema,
  timestampMs,
  optionalField,
} from './common.ts';
import { depthAggTradeSchema, depthQuerySchema, tickerStatsSchema } from './market.ts';
import { orderStatusSchema } from './socket-protocol.ts';
import { defineRoute } from './route.ts';

// Perpetual contracts. The pair list and depth work now; the trading calls' schemas are fixed
// here so the later issue that adds positions and entrusts only writes the server side.

export const positionSideSchema = z.enum(['long', 'short']);
export type PositionSide = z.infer<typeof positionSideSchema>;

export const marginModeSchema = z.enum(['cross', 'isolated']);
export type MarginMode = z.infer<typeof marginModeSchema>;

/** A leverage: a whole multiple from 1 to 125. */
export const leverageSchema = formId.pipe(z.number().int().min(1).max(125));

export const contractPairSchema = z
  .object({
    id: idSchema,
    symbol: symbolSchema,
    name: z.string(),
    base_coin: coinNameSchema,
    /** Settlement and margin coin. */
    quote_coin: coinNameSchema,
    logo: z.string(),
    price_precision: z.number().int().nonnegative(),
    size_precision: z.number().int().nonnegative(),
    min_size: decimalString,
    max_leverage: z.number().int().positive(),
    /** Base coin per contract unit. */
    contract_size: decimalString,
    maker_fee: decimalString,
    taker_fee: decimalString,
    mark_price: decimalString,
    index_price: decimalString,
    /** Current funding rate as a fraction per interval. */
    funding_rate: signedDecimalString,
    next_funding_time: timestampMs,
    status: pairStatusSchema,
  })
  .extend(tickerStatsSchema.shape);
export type ContractPair = z.infer<typeof contractPairSchema>;

/** Take-profit / stop-loss trigger prices; "" or absent means none. */
const triggerPrice = optionalField(positiveDecimalString);

export const contractOpenBodySchema = z
  .object({
    symbol: symbolSchema,
    side: positionSideSchema,
    type: orderTypeSchema,
    price: optionalField(positiveDecimalString),
    amount: positiveDecimalString,
    leverage: leverageSchema,
    margin_mode: marginModeSchema,
    take_profit: triggerPrice,
    stop_loss: triggerPrice,
    client_order_id: clientOrderIdSchema,
  })
  .superRefine((body, ctx) => {
    if (body.type === 'limit' && body.price === undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'A limit order needs a price' });
    }
  });

export const contractCloseBodySchema = z
  .object({
    position_id: formId,
    type: orderTypeSchema,
    price: optionalField(positiveDecimalString),
    amount: positiveDecimalString,
    client_order_id: clientOrderIdSchema,
  })
  .superRefine((body, ctx) => {
    if (body.type === 'limit' && body.price === undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'A limit order needs a price' });
    }
  });

export const positionUpdateBodySchema = z.object({
  position_id: formId,
  take_profit: triggerPrice,
  stop_loss: triggerPrice,
});

export const entrustCancelBodySchema = z.object({ id: formId });

export const adjustLeverBodySchema = z.object({
  symbol: symbolSchema,
  leverage: leverageSchema,
  margin_mode: marginModeSchema,
});
export const leverSettingSchema = z.object({
  symbol: symbolSchema,
  leverage: z.number().int().positive(),
  margin_mode: marginModeSchema,
});
export type LeverSetting = z.infer<typeof leverSettingSchema>;

export const positionSchema = z.object({
  id: idSchema,
  symbol: symbolSchema,
  side: positionSideSchema,
  margin_mode: marginModeSchema,
  leverage: z.number().int().positive(),
  amount: decimalString,
  entry_price: decimalString,
  mark_price: decimalString,
  liquidation_price: decimalString,
  margin: decimalString,
  unrealized_pnl: signedDecimalString,
  /** Return on margin as a percentage. */
  roe: signedDecimalString,
  take_profit: decimalString.nullable(),
  stop_loss: decimalString.nullable(),
  created_at: timestampMs,
  updated_at: timestampMs,
});
export type Position = z.infer<typeof positionSchema>;

export const positionsQuerySchema = z.object({ symbol: symbolSchema.optional() });

/** An entrust: an order that opens or closes a position. */
export const entrustSchema = z.object({
  id: idSchema,
  client_order_id: z.string(),
  symbol: symbolSchema,
  side: positionSideSchema,
  action: z.enum(['open', 'close']),
  type: orderTypeSchema,
  status: orderStatusSchema,
  price: decimalString.nullable(),
  amount: decimalString,
  filled_amount: decimalString,
  avg_price: decimalString,
  leverage: z.number().int().positive(),
  margin_mode: marginModeSchema,
  fee: decimalString,
  /** Profit or loss realised by a closing entrust; "0" for an opening one. */
  realized_pnl: signedDecimalString,
  created_at: timestampMs,
  updated_at: timestampMs,
});
export type Entrust = z.infer<typeof entrustSchema>;

export const entrustsQuerySchema = paginationQuery.extend({
  state: orderStateSchema,
  symbol: symbolSchema.optional(),
});

export const contractPairs = defineRoute({
  method: 'GET',
  path: '/contract/trading_paris',
  auth: false,
  response: z.array(contractPairSchema),
});

export const contractOpen = defineRoute({
  method: 'POST',
  path: '/contract/contract_open',
  auth: true,
  body: contractOpenBodySchema,
  response: entrustSchema,
});

export const contractClose = defineRoute({
  method: 'POST',
  path: '/contract/contract_close',
  auth: true,
  body: contractCloseBodySchema,
  response: entrustSchema,
});

export const contractPositionUpdate = defineRoute({
  method: 'POST',
  path: '/contract/position_update',
  auth: true,
  body: positionUpdateBodySchema,
  response: positionSchema,
});

export const contractEntrustCancel = defineRoute({
  method: 'POST',
  path: '/contract/entrust_cancel',
  auth: true,
  body: entrustCancelBodySchema,
  response: entrustSchema,
});

export const contractAdjustLever = defineRoute({
  method: 'POST',
  path: '/contract/adjust_lever',
  auth: true,
  body: adjustLeverBodySchema,
  response: leverSettingSchema,
});

export const contractPositions = defineRoute({
  method: 'GET',
  path: '/contract/position',
  auth: true,
  query: positionsQuerySchema,
  response: z.array(positionSchema),
});

export const contractEntrusts = defineRoute({
  method: 'GET',
  path: '/contract/entrust',
  auth: true,
  query: entrustsQuerySchema,
  response: paginated(entrustSchema),
});

export const contractDepth = defineRoute({
  method: 'GET',
  path: '/contract/depth_aggTrade',
  auth: false,
  query: depthQuerySchema,
  response: depthAggTradeSchema,
});
