import type { Chart as KLineChart } from 'klinecharts';
import { useLayoutEffect } from 'react';
import { PRICE_LINE_OVERLAY, type PriceLineData } from '../overlays/price-line.ts';

/** Group of the host's price lines: never saved, undone or removed with the user's drawings. */
export const PRICE_LINE_GROUP_ID = 'host-price-lines';

/** A level the host draws across the chart (a position's entry, take-profit, liquidation…). */
export interface PriceLine {
  /** Stable across renders: a line whose id stays is moved, not redrawn. */
  id: string;
  /** A decimal string; a number only when handed to klinecharts. */
  price: string;
  /** Drawn at the line's left end, already translated ("Entry 64,000.00"). */
  label: string;
  /** A CSS colour; the theme's text colour when left out. */
  color?: string;
}

/**
 * Draws `lines` as locked overlays of their own group and keeps them in step with the prop:
 * the old group is removed and the current lines created on each change (a handful of lines).
 */
export function usePriceLines(chart: KLineChart | null, lines: readonly PriceLine[]): void {
  useLayoutEffect(() => {
    if (!chart) return;
    chart.removeOverlay({ groupId: PRICE_LINE_GROUP_ID });
    for (const line of lines) {
      const value = Number(line.price);
      if (!Number.isFinite(value) || value <= 0) continue;
      const color = line.color;
      chart.createOverlay({
        name: PRICE_LINE_OVERLAY,
        id: `${PRICE_LINE_GROUP_ID}:${line.id}`,
        groupId: PRICE_LINE_GROUP_ID,
        lock: true,
        points: [{ value }],
        extendData: { label: line.label } satisfies PriceLineData,
        styles:
          color === undefined
            ? { line: { style: 'dashed', dashedValue: [4, 4] } }
            : {
                line: { style: 'dashed', dashedValue: [4, 4], color },
                text: { color: '#ffffff', backgroundColor: color, borderColor: color },
              },
      });
    }
    return () => {
      chart.removeOverlay({ groupId: PRICE_LINE_GROUP_ID });
    };
  }, [chart, lines]);
}
