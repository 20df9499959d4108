import { z } from 'zod';
import {
  coinNameSchema,
  decimalString,
  formId,
  idSchema,
  optionalField,
  orderSideSchema,
  paginated,
  plainText,
  positiveDecimalString,
  timestampMs,
} from './common.ts';
import { fiatSchema, paymentMethodSchema } from './c2c.ts';
import { c2cMessageSchema, c2cOrderStatusSchema } from './c2c-shapes.ts';
import { historyQuery } from './history-query.ts';
import { defineRoute } from './route.ts';
import { googleCodeSchema } from './user.ts';

// C2C orders (issue 22): placed from an ad, the seller's coins go into escrow at once; the buyer
// pays within the ad's window and marks "paid"; the seller releases. Unpaid orders cancel at the
// deadline. After "paid" either side may appeal once the wait has passed. Only the two parties
// read an order and its chat; every change is allowed only from the right state by the right side.

export {
  C2C_ORDER_STATUSES,
  c2cMessageSchema,
  c2cOrderStatusSchema,
  type C2cMessage,
  type C2cOrderStatus,
} from './c2c-shapes.ts';

/**
 * The system's chat messages: every state change writes one with `from: 'system'` whose text is
 * `system:{key}` (e.g. `system:paid`), never a sentence, so each party's app renders it as a
 * sentence in their own language; a key the app does not know yet shows as sent.
 * - placed: the order was placed and its coin is held in escrow;
 * - paid: the buyer marked it paid; released: the seller released the coin to the buyer;
 * - cancelled: the buyer cancelled it; timeout: it was not paid in time and cancelled;
 * - appealed: a party appealed; decided_release / decided_cancel: the arbiter's decision.
 */
export const C2C_SYSTEM_MESSAGES = [
  'placed',
  'paid',
  'released',
  'cancelled',
  'timeout',
  'appealed',
  'decided_release',
  'decided_cancel',
] as const;
export type C2cSystemMessage = (typeof C2C_SYSTEM_MESSAGES)[number];

/** Why an order was cancelled. */
export const c2cCancelReasonSchema = z.enum(['buyer', 'timeout', 'appeal']);

/** The longest chat message (issue 22). */
export const MAX_CHAT_LENGTH = 1000;

export const c2cOrderSchema = z.object({
  id: idSchema,
  ad_id: idSchema,
  /** The calling user's side: `buy` when they receive the coins. */
  side: orderSideSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  fiat: fiatSchema,
  /** The price fixed when the order was placed, in fiat per coin. */
  price: decimalString,
  /** Coin held in escrow and released. */
  amount: decimalString,
  /** Fiat the buyer pays. */
  fiat_amount: decimalString,
  counterparty: z.object({ id: idSchema, nickname: z.string() }),
  /**
   * The seller's payment methods, shown to the buyer while unpaid; once paid, the one used.
   * Empty for the seller.
   */
  payment_methods: z.array(paymentMethodSchema),
  status: c2cOrderStatusSchema,
  cancel_reason: c2cCancelReasonSchema.nullable(),
  /** The buyer must pay before this. */
  pay_deadline: timestampMs,
  /** From this moment either party may appeal; null until paid. */
  appeal_after: timestampMs.nullable(),
  created_at: timestampMs,
  paid_at: timestampMs.nullable(),
  completed_at: timestampMs.nullable(),
  /** Chat messages the caller has not read. */
  unread: z.number().int().nonnegative(),
});
export type C2cOrder = z.infer<typeof c2cOrderSchema>;

/** An amount in fiat or in coin, as the order form lets the user choose. */
export const placeC2cOrderBodySchema = z.object({
  ad_id: formId,
  amount: positiveDecimalString,
  amount_in: z.enum(['fiat', 'coin']),
  /** Selling into a buy ad: which of the seller's methods the buyer will pay. */
  payment_method_id: optionalField(formId),
});

export const c2cOrdersQuerySchema = historyQuery.extend({
  status: c2cOrderStatusSchema.optional(),
  side: orderSideSchema.optional(),
  coin_id: formId.optional(),
});

export const c2cOrderIdBodySchema = z.object({ id: formId });

/** The buyer says which of the seller's methods they paid with. */
export const c2cPaidBodySchema = z.object({ id: formId, payment_method_id: formId });

/** Releasing moves coins for good, so it takes the authenticator when bound. */
export const c2cReleaseBodySchema = z.object({
  id: formId,
  google_code: optionalField(googleCodeSchema),
});

export const appealReasonSchema = z.enum([
  'paid_not_released',
  'not_received',
  'wrong_amount',
  'other',
]);

export const c2cAppealBodySchema = z.object({
  id: formId,
  reason: appealReasonSchema,
  description: plainText({ min: 10, max: MAX_CHAT_LENGTH }),
});

export const c2cMessagesQuerySchema = z.object({
  order_id: formId,
  /** Only messages after this id (the chat polls or catches up after a reconnect). */
  after_id: formId.optional(),
});

export const c2cSendMessageBodySchema = z.object({
  order_id: formId,
  text: plainText({ max: MAX_CHAT_LENGTH }),
});

export const c2cPlaceOrder = defineRoute({
  method: 'POST',
  path: '/p2p/orders',
  auth: true,
  body: placeC2cOrderBodySchema,
  response: c2cOrderSchema,
});

export const c2cOrders = defineRoute({
  method: 'GET',
  path: '/p2p/orders',
  auth: true,
  query: c2cOrdersQuerySchema,
  response: paginated(c2cOrderSchema),
});

/** One order; 404 unless the caller is one of its two parties. */
export const c2cOrder = defineRoute({
  method: 'GET',
  path: '/p2p/orders/:id',
  auth: true,
  params: z.object({ id: formId }),
  response: c2cOrderSchema,
});

export const c2cMarkPaid = defineRoute({
  method: 'POST',
  path: '/p2p/order/paid',
  auth: true,
  body: c2cPaidBodySchema,
  response: c2cOrderSchema,
});

export const c2cRelease = defineRoute({
  method: 'POST',
  path: '/p2p/order/release',
  auth: true,
  body: c2cReleaseBodySchema,
  response: c2cOrderSchema,
});

/** The buyer, before paying; a third cancellation in a day suspends buying until the next. */
export const c2cCancel = defineRoute({
  method: 'POST',
  path: '/p2p/order/cancel',
  auth: true,
  body: c2cOrderIdBodySchema,
  response: c2cOrderSchema,
});

export const c2cAppeal = defineRoute({
  method: 'POST',
  path: '/p2p/order/appeal',
  auth: true,
  body: c2cAppealBodySchema,
  response: c2cOrderSchema,
});

/** Oldest first; live messages also arrive over the socket. */
export const c2cMessages = defineRoute({
  method: 'GET',
  path: '/p2p/order/messages',
  auth: true,
  query: c2cMessagesQuerySchema,
  response: z.array(c2cMessageSchema),
});

export const c2cSendMessage = defineRoute({
  method: 'POST',
  path: '/p2p/order/messages',
  auth: true,
  body: c2cSendMessageBodySchema,
  response: c2cMessageSchema,
});

/** Every C2C order route, by name, for the route table. */
export const c2cOrderRoutes = {
  c2cPlaceOrder,
  c2cOrders,
  c2cOrder,
  c2cMarkPaid,
  c2cRelease,
  c2cCancel,
  c2cAppeal,
  c2cMessages,
  c2cSendMessage,
};
