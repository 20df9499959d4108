import { z } from 'zod';
import { c2cMessageSchema, c2cOrderStatusSchema } from './c2c-shapes.ts';
import { decimalStringSchema, tradeSideSchema, unixMsSchema } from './socket-protocol-base.ts';

// What the user's own channel (after `home.bindUid`) carries: orders, fills, balances, deposits,
// contracts, options and C2C orders of the signed-in user.

export const marketSchema = z.enum(['spot', 'contract', 'option']);
export type Market = z.infer<typeof marketSchema>;

export const orderStatusSchema = z.enum(['open', 'partial', 'filled', 'cancelled']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderEventSchema = z.object({
  event: z.literal('order'),
  order: z.object({
    id: z.string().min(1),
    market: marketSchema,
    symbol: z.string().min(1),
    side: tradeSideSchema,
    type: z.enum(['limit', 'market']),
    /** Empty for market orders. */
    price: decimalStringSchema.or(z.literal('')),
    amount: decimalStringSchema,
    filled: decimalStringSchema,
    status: orderStatusSchema,
    ts: unixMsSchema,
  }),
});

export const fillEventSchema = z.object({
  event: z.literal('fill'),
  fill: z.object({
    tradeId: z.string().min(1),
    orderId: z.string().min(1),
    market: marketSchema,
    symbol: z.string().min(1),
    side: tradeSideSchema,
    price: decimalStringSchema,
    amount: decimalStringSchema,
    fee: decimalStringSchema,
    feeCoin: z.string().min(1),
    ts: unixMsSchema,
  }),
});

/** A wallet entry (SPEC.md section 3) after a change. */
export const balanceEventSchema = z.object({
  event: z.literal('balance'),
  wallet: z.enum(['spot', 'contract', 'finance']),
  balance: z.object({
    coin_id: z.union([z.string(), z.number().int()]),
    coin_name: z.string().min(1),
    balance: decimalStringSchema,
    total_balance: decimalStringSchema,
    usdt_equivalence: decimalStringSchema,
    freeze: decimalStringSchema,
    /** `freeze` = freeze_orders + freeze_withdrawals, as in the wallet entry. */
    freeze_orders: decimalStringSchema,
    freeze_withdrawals: decimalStringSchema,
  }),
});

/**
 * A deposit of the user seen on the chain or one block further (issue 17): the deposit page
 * shows "Confirming n/m" live and "Credited" at the last confirmation (a balance event follows),
 * or "Failed" when the chain drops it.
 */
export const depositEventSchema = z.object({
  event: z.literal('deposit'),
  deposit: z.object({
    id: z.number().int().positive(),
    coin_name: z.string().min(1),
    network: z.string().min(1),
    amount: decimalStringSchema,
    confirmations: z.number().int().nonnegative(),
    required_confirmations: z.number().int().nonnegative(),
    status: z.enum(['confirming', 'credited', 'failed']),
    ts: unixMsSchema,
  }),
});

/**
 * Something happened to the user's perpetual contracts (issue 19). The page refetches its
 * positions, entrusts and account on any of them and tells the trader about the last four:
 * - `entrust`: an entrust was placed, filled in part or whole, cancelled or triggered;
 * - `position`: a position opened, changed or closed (fills, TP/SL, margin, funding);
 * - `funding`: a funding payment was booked (`amount` signed: negative when paid);
 * - `margin_warning`: the margin ratio reached 80 % (`margin_ratio`, a percentage);
 * - `liquidation`: a position was liquidated at its bankruptcy `price`;
 * - `adl`: a position was auto-deleveraged at a bankrupt position's `price`.
 */
export const contractEventSchema = z.object({
  event: z.literal('contract'),
  contract: z.object({
    kind: z.enum(['entrust', 'position', 'funding', 'margin_warning', 'liquidation', 'adl']),
    symbol: z.string().min(1),
    side: z.enum(['long', 'short']).optional(),
    amount: decimalStringSchema.optional(),
    price: decimalStringSchema.optional(),
    margin_ratio: decimalStringSchema.optional(),
    ts: unixMsSchema,
  }),
});
export type ContractEvent = z.infer<typeof contractEventSchema>;

/**
 * One of the user's fixed-time options changed (issue 20): `opened` when the server accepted it
 * (open_price still null), `entry` when its entry tick was recorded, `settled` when it was booked
 * won, lost or draw. The page refetches its option lists and balance on any of them.
 */
export const optionEventSchema = z.object({
  event: z.literal('option'),
  kind: z.enum(['opened', 'entry', 'settled']),
  option: z.object({
    id: z.number().int().positive(),
    symbol: z.string().min(1),
    direction: z.enum(['up', 'down']),
    amount: decimalStringSchema,
    /** Null until the entry tick. */
    open_price: decimalStringSchema.nullable(),
    close_price: decimalStringSchema.nullable(),
    /** Signed; null until settled. */
    profit: decimalStringSchema.nullable(),
    status: z.enum(['open', 'won', 'lost', 'draw']),
    settle_at: unixMsSchema,
    ts: unixMsSchema,
  }),
});
export type OptionEvent = z.infer<typeof optionEventSchema>;

/**
 * One of the user's C2C orders changed or got a chat message (issue 22), sent to each of its two
 * parties: `order` when its status changed (placed, paid, released, cancelled, timed out,
 * appealed, decided), `message` with the chat message as the recipient sees it (`from` is `me`,
 * `counterparty` or `system`). The order page appends the message and refetches the order.
 */
export const c2cEventSchema = z.object({
  event: z.literal('c2c'),
  c2c: z.object({
    kind: z.enum(['order', 'message']),
    order_id: z.number().int().positive(),
    status: c2cOrderStatusSchema,
    message: c2cMessageSchema.optional(),
    ts: unixMsSchema,
  }),
});
export type C2cEvent = z.infer<typeof c2cEventSchema>;

/** What the user's own channel (after `home.bindUid`) carries, told apart by `event`. */
export const userEventSchema = z.discriminatedUnion('event', [
  orderEventSchema,
  fillEventSchema,
  balanceEventSchema,
  depositEventSchema,
  contractEventSchema,
  optionEventSchema,
  c2cEventSchema,
]);
export type UserEvent = z.infer<typeof userEventSchema>;
