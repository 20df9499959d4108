import type { OptionOrder } from '@exchange/api';
import type { PriceLine } from '@exchange/chart';

/** What the lines need besides the orders: translated words, colours, formatters. */
export interface OptionLineStyle {
  /** "Up", "Down". */
  up: string;
  down: string;
  /** CSS colours the canvas can paint (read from the theme). */
  upColor: string;
  downColor: string;
  formatPrice: (price: string) => string;
  /** The countdown to an expiry instant ("0:42"). */
  timeLeft: (settleAt: number) => string;
}

/**
 * Each open option of `symbol` that has its entry as a chart line at the entry price, labelled
 * with its direction, the entry and the time left ("Up 64,100.00 · 0:42"). An option still
 * waiting for its entry tick has no price to draw yet.
 *
 * @example optionLines(orders, 'BTCUSDT', style).map((line) => line.id) // ['option-901', …]
 */
export function optionLines(
  orders: readonly OptionOrder[],
  symbol: string,
  style: OptionLineStyle,
): PriceLine[] {
  return orders.flatMap((order) => {
    if (order.symbol !== symbol || order.status !== 'open' || order.open_price === null) return [];
    const up = order.direction === 'up';
    const label = `${up ? style.up : style.down} ${style.formatPrice(order.open_price)} · ${style.timeLeft(order.settle_at)}`;
    return [
      {
        id: `option-${String(order.id)}`,
        price: order.open_price,
        label,
        color: up ? style.upColor : style.downColor,
      },
    ];
  });
}
