import { useLingui } from '@lingui/react/macro';
import {
  AlertDialog,
  formatAmount,
  formatPercent,
  isolateLtr,
  withUnit,
} from '@exchange/design-system';
import type { OrderSide } from '@exchange/api';
import { deviationFromLast, truncateDecimal } from '@exchange/formulas';

/** The market order awaiting confirmation. */
export interface PendingMarketOrder {
  side: OrderSide;
  amount: string;
  /** Estimated average price. */
  price: string;
  lastPrice: string;
}

/** Props of {@link OrderConfirmDialog}. */
export interface OrderConfirmDialogProps {
  /** The order to confirm; null keeps the dialog closed. */
  order: PendingMarketOrder | null;
  baseCoin: string;
  quoteCoin: string;
  pricePrecision: number;
  sizePrecision: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before sending a market order whose estimated price is far from the last price: it names
 * the side, the amount, the estimated price and how far (in %) that is from the last price.
 *
 * @example <OrderConfirmDialog order={pending} baseCoin="BTC" quoteCoin="USDT" pricePrecision={2} sizePrecision={5} onConfirm={send} onCancel={close} />
 */
export function OrderConfirmDialog({
  order,
  baseCoin,
  quoteCoin,
  pricePrecision,
  sizePrecision,
  onConfirm,
  onCancel,
}: OrderConfirmDialogProps) {
  const { t } = useLingui();
  if (order === null) return null;
  // Each number goes in with its unit as one isolated left-to-right run (bidi rule, design-system
  // README): Arabic then reads '10,922.77 USDT', never 'USDT 10,922.77'.
  const amount = isolateLtr(withUnit(formatAmount(order.amount, sizePrecision), baseCoin));
  const price = isolateLtr(withUnit(formatAmount(order.price, pricePrecision), quoteCoin));
  const last = isolateLtr(withUnit(formatAmount(order.lastPrice, pricePrecision), quoteCoin));
  const deviation = deviationFromLast(order.price, order.lastPrice);
  const percent = isolateLtr(
    formatPercent(deviation === null ? '0' : truncateDecimal(deviation.abs().times(100), 2)),
  );
  const above = deviation !== null && deviation.gt(0);
  const what = order.side === 'buy' ? t`Market buy of ${amount}.` : t`Market sell of ${amount}.`;
  const how = above
    ? t`Estimated price ${price}, ${percent} above the last price ${last}.`
    : t`Estimated price ${price}, ${percent} below the last price ${last}.`;
  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t`Far from the last price`}
      description={`${what} ${how}`}
      actionLabel={order.side === 'buy' ? t`Buy anyway` : t`Sell anyway`}
      cancelLabel={t`Cancel`}
      onAction={onConfirm}
    />
  );
}
