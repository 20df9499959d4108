import { useLingui } from '@lingui/react/macro';
import type {
  C2cMessage,
  C2cOrder,
  C2cOrderStatus,
  C2cSystemMessage,
  PaymentMethodKind,
} from '@exchange/api';
import type { AppealReason } from '../../queries/c2c.query.ts';

/** Appeal reasons in the select's order. */
export const APPEAL_REASONS: readonly AppealReason[] = [
  'paid_not_released',
  'not_received',
  'wrong_amount',
  'other',
];

/**
 * The translated names the C2C pages show: statuses, payment methods, appeal reasons, and the
 * server's system chat messages. A system message's text is a key (`system:paid`, the wire's
 * C2C_SYSTEM_MESSAGES); one this build does not know shows as the server wrote it.
 */
export function useC2cLabels() {
  const { t } = useLingui();
  const statuses: Record<C2cOrderStatus, string> = {
    unpaid: t`Awaiting payment`,
    paid: t`Paid, awaiting release`,
    appealing: t`In appeal`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
  };
  const kinds: Record<PaymentMethodKind, string> = {
    bank_transfer: t`Bank transfer`,
    wise: t`Wise`,
    paypal: t`PayPal`,
  };
  const reasons: Record<AppealReason, string> = {
    paid_not_released: t`I paid but the coins were not released`,
    not_received: t`I have not received the payment`,
    wrong_amount: t`The amount paid is wrong`,
    other: t`Other`,
  };
  const system: Record<C2cSystemMessage, string> = {
    placed: t`Order created. The seller's coins are held in escrow.`,
    paid: t`The buyer marked the order as paid.`,
    released: t`The seller released the coins. The order is complete.`,
    cancelled: t`The buyer cancelled the order. The coins returned to the seller.`,
    timeout: t`The payment window ended. The order was cancelled.`,
    appealed: t`An appeal was opened. The order is frozen until a decision.`,
    decided_release: t`The appeal was decided: the coins were released to the buyer.`,
    decided_cancel: t`The appeal was decided: the order was cancelled.`,
  };
  return {
    status: (status: C2cOrderStatus) => statuses[status],
    /** The status with its reason when cancelled. */
    orderStatus: (order: Pick<C2cOrder, 'status' | 'cancel_reason'>) =>
      order.status !== 'cancelled'
        ? statuses[order.status]
        : order.cancel_reason === 'timeout'
          ? t`Cancelled: not paid in time`
          : order.cancel_reason === 'appeal'
            ? t`Cancelled on appeal`
            : statuses.cancelled,
    kind: (kind: PaymentMethodKind) => kinds[kind],
    reason: (reason: AppealReason) => reasons[reason],
    side: (side: 'buy' | 'sell') => (side === 'buy' ? t`Buy` : t`Sell`),
    message: (message: C2cMessage) => {
      const key = /^system:(\w+)$/.exec(message.text)?.[1];
      if (message.from !== 'system' || key === undefined || !Object.hasOwn(system, key))
        return message.text;
      return system[key as C2cSystemMessage];
    },
  };
}
