import type { OverlayTemplate } from 'klinecharts';

/** The overlay name of {@link priceLineOverlay}. */
export const PRICE_LINE_OVERLAY = 'labelledPriceLine';

/** What a price line carries beside its price: the label drawn at its left end. */
export interface PriceLineData {
  label: string;
}

/**
 * A dashed horizontal line across the whole pane at one price, its label (with the price) in a
 * tag at the left end and the price marked on the value axis: the host's levels (a position's
 * entry, take-profit, stop-loss, liquidation), not a user drawing.
 */
export const priceLineOverlay: OverlayTemplate<PriceLineData> = {
  name: PRICE_LINE_OVERLAY,
  totalStep: 2,
  lock: true,
  needDefaultPointFigure: false,
  needDefaultXAxisFigure: false,
  needDefaultYAxisFigure: true,
  createPointFigures: ({ coordinates, bounding, overlay }) => {
    const [point] = coordinates;
    if (!point) return [];
    return [
      {
        type: 'line',
        ignoreEvent: true,
        attrs: {
          coordinates: [
            { x: 0, y: point.y },
            { x: bounding.width, y: point.y },
          ],
        },
      },
      {
        type: 'text',
        ignoreEvent: true,
        attrs: {
          x: 4,
          y: point.y,
          text: overlay.extendData.label,
          baseline: 'bottom',
          align: 'left',
        },
      },
    ];
  },
};
