import type {
  Chart,
  Coordinate,
  Overlay,
  OverlayCreateFiguresCallback,
  OverlayTemplate,
  YAxis,
} from 'klinecharts';

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

/** The translucent blue our closed shapes are filled with (SPEC.md section 9). */
export const SHAPE_FILL = 'rgba(22, 119, 255, 0.15)';

/**
 * A drawing tool's template, stating only what differs between tools: every one shows its points
 * and marks them on both axes while it is drawn or edited. `totalStep` is klinecharts' count:
 * the points plus one (SPEC.md section 4).
 */
export function drawingTool(
  name: string,
  totalStep: number,
  createPointFigures: OverlayCreateFiguresCallback<unknown>,
  styles?: OverlayTemplate['styles'],
): OverlayTemplate {
  return {
    name,
    totalStep,
    needDefaultPointFigure: true,
    needDefaultXAxisFigure: true,
    needDefaultYAxisFigure: true,
    ...(styles && { styles }),
    createPointFigures,
  };
}
