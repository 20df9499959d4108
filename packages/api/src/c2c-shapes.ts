import { z } from 'zod';

// The C2C shapes the socket's user events carry too (socket-user-events.ts). Zod only: the
// `@exchange/api/socket` subpath must not pull in the HTTP contract (it uses DOM types).

/** unpaid → paid → completed; unpaid → cancelled; paid → appealing → completed | cancelled. */
export const C2C_ORDER_STATUSES = [
  'unpaid',
  'paid',
  'appealing',
  'completed',
  'cancelled',
] as const;
export const c2cOrderStatusSchema = z.enum(C2C_ORDER_STATUSES);
export type C2cOrderStatus = z.infer<typeof c2cOrderStatusSchema>;

/** A chat message, stored and rendered as text, never HTML. */
export const c2cMessageSchema = z.object({
  id: z.number().int().positive(),
  order_id: z.number().int().positive(),
  /** `system` for the messages every state change writes. */
  from: z.enum(['me', 'counterparty', 'system']),
  text: z.string(),
  created_at: z.number().int().nonnegative(),
});
export type C2cMessage = z.infer<typeof c2cMessageSchema>;
