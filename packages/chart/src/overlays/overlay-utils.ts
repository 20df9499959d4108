import type { Chart, Coordinate, Overlay, YAxis } from 'klinecharts';

/** Price precision for an overlay's labels: the symbol's on the candle pane, else its indicators'. */
export function labelPrecision(chart: Chart, overlay: Overlay, yAxis: YAxis | null): number {
  if (yAxis?.isInCandle() ?? true) return chart.getSymbol()?.pricePrecision ?? 2;
  return chart
    .getIndicators({ paneId: overlay.paneId })
    .reduce((p, indicator) => Math.max(p, indicator.precision), 0);
}

/** The overlay's point values, once every point of `count` has one. */
export function pointValues(overlay: Overlay, count: number): number[] | null {
  const values = overlay.points.slice(0, count).map((p) => p.value);
  if (values.length < count) return null;
  return values.every((v): v is number => typeof v === 'number') ? values : null;
}

export const distance = (a: Coordinate, b: Coordinate) => Math.hypot(a.x - b.x, a.y - b.y);

/** The end of a ray from `a` through `b`, carried to the edge of a `width`-wide pane. */
export function rayEnd(a: Coordinate, b: Coordinate, width: number): Coordinate {
  if (a.x === b.x)
    return {
      x: a.x,
      y: b.y > a.y ? Number.MAX_SAFE_INTEGER / 1e6 : -Number.MAX_SAFE_INTEGER / 1e6,
    };
  const x = b.x > a.x ? width : 0;
  return { x, y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x) };
}
