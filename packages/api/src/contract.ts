import { z } from 'zod';
import {
  clientOrderIdSchema,
  formBool,
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
  optionalField,
} from './common.ts';
import { depthAggTradeSchema, depthQuerySchema, tickerStatsSchema } from './market.ts';
import { orderStatusSchema } from './socket-protocol.ts';
import { defineRoute } from './route.ts';
import { CONTRACT_ORDER_TYPES, positionSideSchema } from './search-values.ts';

// Perpetual contracts (issue 19): linear, one-way mode (one position per symbol and user),
// margined and settled in the pair's quote coin. The margin, PnL, liquidation and funding
// formulas both the server and the page use live in @exchange/formulas (contract/).

export { positionSideSchema };
export type PositionSide = z.infer<typeof positionSideSchema>;

export const marginModeSchema = z.enum(['cross', 'isolated']);
export type MarginMode = z.infer<typeof marginModeSchema>;

/** A leverage: a whole multiple from 1 to 125 (the pair's brackets cap it further). */
export const leverageSchema = formId.pipe(z.number().int().min(1).max(125));

export { CONTRACT_ORDER_TYPES };
export const contractOrderTypeSchema = z.enum(CONTRACT_ORDER_TYPES);
export type ContractOrderType = z.infer<typeof contractOrderTypeSchema>;

/** How long a limit order lives: good till cancelled, immediate-or-cancel, fill-or-kill, post-only. */
export const TIME_IN_FORCE = ['gtc', 'ioc', 'fok', 'post_only'] as const;
export const timeInForceSchema = z.enum(TIME_IN_FORCE);
export type TimeInForce = z.infer<typeof timeInForceSchema>;

/** Which price a stop or a TP/SL watches. */
export const triggerBySchema = z.enum(['mark', 'last']);
export type TriggerBy = z.infer<typeof triggerBySchema>;

/**
 * One maintenance-margin bracket (Binance `leverageBracket`): positions whose notional lies in
 * [notional_floor, notional_cap) may use at most `max_leverage` and keep
 * maintenance = notional × mmr − cum.
 */
export const marginBracketSchema = z.object({
  bracket: z.number().int().positive(),
  notional_floor: decimalString,
  notional_cap: decimalString,
  max_leverage: z.number().int().positive(),
  /** Maintenance margin rate as a fraction ("0.004" = 0.4 %). */
  mmr: decimalString,
  /** Maintenance amount: keeps the maintenance curve continuous across brackets. */
  cum: decimalString,
});
export type MarginBracket = z.infer<typeof marginBracketSchema>;

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
    tick_size: decimalString,
    min_size: decimalString,
    /** Largest order size in the base coin. */
    max_size: decimalString,
    max_leverage: z.number().int().positive(),
    /** Base coin per contract unit. */
    contract_size: decimalString,
    maker_fee: decimalString,
    taker_fee: decimalString,
    mark_price: decimalString,
    index_price: decimalString,
    /** Current (predicted) funding rate as a fraction per interval. */
    funding_rate: signedDecimalString,
    next_funding_time: timestampMs,
    /** Funding interval in ms (8 h in production; seconds under test). */
    funding_interval: z.number().int().positive(),
    /** Largest funding rate either way, as a fraction ("0.0075"). */
    funding_cap: decimalString,
    /** A limit price may lie at most this fraction away from the mark price ("0.05"). */
    price_band: decimalString,
    /** Sum of long positions' sizes, in the base coin. */
    open_interest: decimalString,
    brackets: z.array(marginBracketSchema).min(1),
    status: pairStatusSchema,
  })
  .extend(tickerStatsSchema.shape);
export type ContractPair = z.infer<typeof contractPairSchema>;

/** Take-profit / stop-loss trigger prices on an opening order; "" or absent means none. */
const triggerPrice = optionalField(positiveDecimalString);

/** On a position: absent leaves it as it is, "" removes it, a price sets it. */
const positionTrigger = z.union([z.literal(''), positiveDecimalString]).optional();

function needsPriceAndTrigger(
  body: { type: ContractOrderType; price?: string | undefined; trigger_price?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if ((body.type === 'limit' || body.type === 'stop_limit') && body.price === undefined) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'A limit order needs a price' });
  }
  if (
    (body.type === 'stop_limit' || body.type === 'stop_market') &&
    body.trigger_price === undefined
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['trigger_price'],
      message: 'A stop order needs a trigger price',
    });
  }
}

/**
 * Open (or, in one-way mode, add to / reduce / flip) a position: `long` buys, `short` sells.
 * `leverage` and `margin_mode`, when given, must equal the symbol's setting (422 otherwise:
 * change it with adjust_lever first); absent, the setting applies.
 */
export const contractOpenBodySchema = z
  .object({
    symbol: symbolSchema,
    side: positionSideSchema,
    type: contractOrderTypeSchema,
    price: optionalField(positiveDecimalString),
    /** Size in the base coin. */
    amount: positiveDecimalString,
    /** Limit orders only; default gtc. */
    time_in_force: timeInForceSchema.optional(),
    trigger_price: optionalField(positiveDecimalString),
    /** Stop orders only; default mark. */
    trigger_by: triggerBySchema.optional(),
    /** Only ever reduces the position; refused (422 on reduce_only) when it would increase it. */
    reduce_only: formBool.optional(),
    leverage: leverageSchema.optional(),
    margin_mode: marginModeSchema.optional(),
    /** Attached to the position once this order fills; watched on the mark price. */
    take_profit: triggerPrice,
    stop_loss: triggerPrice,
    client_order_id: clientOrderIdSchema,
  })
  .superRefine(needsPriceAndTrigger);
export type ContractOpenBody = z.input<typeof contractOpenBodySchema>;

/** Close all or part of a position at market or at a limit price (a reduce-only entrust). */
export const contractCloseBodySchema = z
  .object({
    position_id: formId,
    type: z.enum(['limit', 'market']),
    price: optionalField(positiveDecimalString),
    amount: positiveDecimalString,
    client_order_id: clientOrderIdSchema,
  })
  .superRefine((body, ctx) => {
    needsPriceAndTrigger(body, ctx);
  });
export type ContractCloseBody = z.input<typeof contractCloseBodySchema>;

/**
 * Change a position's TP/SL and/or an isolated position's margin. TP/SL: absent = unchanged,
 * "" = removed. Margin: `margin_action` with a positive `margin_amount`; removal may not take the
 * margin below the position's initial margin (422 on margin_amount).
 */
export const positionUpdateBodySchema = z
  .object({
    position_id: formId,
    take_profit: positionTrigger,
    stop_loss: positionTrigger,
    margin_action: z.enum(['add', 'remove']).optional(),
    margin_amount: optionalField(positiveDecimalString),
  })
  .superRefine((body, ctx) => {
    if (body.margin_action !== undefined && body.margin_amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['margin_amount'], message: 'Enter an amount' });
    }
  });
export type PositionUpdateBody = z.input<typeof positionUpdateBodySchema>;

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
  /** The largest position notional this leverage allows (the cap of its highest bracket). */
  max_notional: decimalString,
});
export type LeverSetting = z.infer<typeof leverSettingSchema>;

export const leverQuerySchema = z.object({ symbol: symbolSchema });

export const positionSchema = z.object({
  id: idSchema,
  symbol: symbolSchema,
  side: positionSideSchema,
  margin_mode: marginModeSchema,
  leverage: z.number().int().positive(),
  /** Size in the base coin. */
  amount: decimalString,
  entry_price: decimalString,
  mark_price: decimalString,
  /** size × mark. */
  notional: decimalString,
  /** "0" when the position cannot be liquidated (a fully collateralised cross long). */
  liquidation_price: decimalString,
  bankruptcy_price: decimalString,
  /** The position's margin: isolated margin, or its initial margin in cross. */
  margin: decimalString,
  maintenance_margin: decimalString,
  /** Maintenance margin over margin balance, as a percentage; liquidation at 100. */
  margin_ratio: decimalString,
  unrealized_pnl: signedDecimalString,
  /** Return on margin as a percentage. */
  roe: signedDecimalString,
  /** Profit or loss realised while this position was open (partial closes, fees, funding). */
  realized_pnl: signedDecimalString,
  /** Auto-deleveraging queue: 1 (last to be deleveraged) … 5 (first). */
  adl_rank: z.number().int().min(1).max(5),
  take_profit: decimalString.nullable(),
  stop_loss: decimalString.nullable(),
  created_at: timestampMs,
  updated_at: timestampMs,
});
export type Position = z.infer<typeof positionSchema>;

export const positionsQuerySchema = z.object({ symbol: symbolSchema.optional() });

/** untriggered: a stop (or TP/SL) waiting for its trigger; then as a spot order. */
export const entrustStatusSchema = z.enum(['untriggered', ...orderStatusSchema.options]);
export type EntrustStatus = z.infer<typeof entrustStatusSchema>;

/** What created an entrust: the trader, a TP/SL trigger, the liquidation engine, or ADL. */
export const entrustSourceSchema = z.enum([
  'order',
  'take_profit',
  'stop_loss',
  'liquidation',
  'adl',
]);
export type EntrustSource = z.infer<typeof entrustSourceSchema>;

/** An entrust: an order that opens or closes a position. */
export const entrustSchema = z.object({
  id: idSchema,
  client_order_id: z.string(),
  symbol: symbolSchema,
  side: positionSideSchema,
  action: z.enum(['open', 'close']),
  type: contractOrderTypeSchema,
  source: entrustSourceSchema,
  time_in_force: timeInForceSchema,
  status: entrustStatusSchema,
  price: decimalString.nullable(),
  trigger_price: decimalString.nullable(),
  trigger_by: triggerBySchema.nullable(),
  reduce_only: z.boolean(),
  amount: decimalString,
  filled_amount: decimalString,
  avg_price: decimalString,
  leverage: z.number().int().positive(),
  margin_mode: marginModeSchema,
  /** Margin held while the entrust is open (0 for reduce-only). */
  margin: decimalString,
  fee: decimalString,
  /** Profit or loss realised by a closing entrust; "0" for an opening one. */
  realized_pnl: signedDecimalString,
  take_profit: decimalString.nullable(),
  stop_loss: decimalString.nullable(),
  created_at: timestampMs,
  updated_at: timestampMs,
});
export type Entrust = z.infer<typeof entrustSchema>;

/** The order centre's filters (also the positions page's open orders and history tabs). */
export const entrustsQuerySchema = paginationQuery.extend({
  state: orderStateSchema,
  symbol: symbolSchema.optional(),
  side: positionSideSchema.optional(),
  type: contractOrderTypeSchema.optional(),
  /** Inclusive lower bound on created_at (ms). */
  from: formId.optional(),
  /** Exclusive upper bound on created_at (ms). */
  to: formId.optional(),
});
export const entrustsExportQuerySchema = entrustsQuerySchema.omit({ page: true, limit: true });

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

/** The caller's leverage and margin mode of a symbol (default 20× cross until changed). */
export const contractLever = defineRoute({
  method: 'GET',
  path: '/contract/lever',
  auth: true,
  query: leverQuerySchema,
  response: leverSettingSchema,
});

/** The order centre's "Export CSV": every entrust the filters match, as a file. */
export const contractEntrustsExport = defineRoute({
  method: 'GET',
  path: '/contract/entrust/export',
  auth: true,
  query: entrustsExportQuerySchema,
  response: z.string(),
  download: 'text/csv',
});
