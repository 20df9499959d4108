import Big from 'big.js';
import type { Position } from '@exchange/api';
import type { PriceLine } from '@exchange/chart';

/** The translated names of a position's levels. */
export interface PositionLineLabels {
  entry: string;
  takeProfit: string;
  stopLoss: string;
  liquidation: string;
}

/** The colours of the levels (CSS colours the canvas can paint: read from the theme). */
export interface PositionLineColors {
  entry: string;
  takeProfit: string;
  stopLoss: string;
  liquidation: string;
}

/**
 * The open position's entry, take-profit, stop-loss and liquidation prices as chart lines, each
 * labelled with its name and price; a level the position has not (no TP/SL, a liquidation price
 * of "0") draws no line, and no position draws none.
 *
 * @example positionLines(position, labels, colors, (p) => formatAmount(p, 2)).map((l) => l.id) // ['entry', 'take-profit', 'liquidation']
 */
export function positionLines(
  position: Position | undefined,
  labels: PositionLineLabels,
  colors: PositionLineColors,
  formatPrice: (price: string) => string,
): PriceLine[] {
  if (position === undefined) return [];
  const levels: [id: string, price: string | null, label: string, color: string][] = [
    ['entry', position.entry_price, labels.entry, colors.entry],
    ['take-profit', position.take_profit, labels.takeProfit, colors.takeProfit],
    ['stop-loss', position.stop_loss, labels.stopLoss, colors.stopLoss],
    ['liquidation', position.liquidation_price, labels.liquidation, colors.liquidation],
  ];
  return levels.flatMap(([id, price, label, color]) =>
    price === null || price === '' || new Big(price).lte(0)
      ? []
      : [{ id, price, label: `${label} ${formatPrice(price)}`, color }],
  );
}
