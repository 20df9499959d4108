import type { Coordinate, OverlayFigure, OverlayTemplate } from 'klinecharts';
import type { Level } from './levels.ts';
import {
  extensionLevels,
  FIBONACCI_CIRCLE_LEVELS,
  FIBONACCI_LEVELS,
  levelLabel,
  retracementLevels,
} from './levels.ts';
import { distance, drawingTool, labelPrecision, pointValues, rayEnd } from './overlay-utils.ts';

/**
 * One horizontal line per level from `fromX` to `toX`, at the height `yOf` gives it, labelled at
 * its left end with its price and percentage: what retracement and extension share.
 */
function levelLines(
  levels: readonly Level[],
  precision: number,
  yOf: (level: Level) => number,
  fromX: number,
  toX: number,
): OverlayFigure[] {
  const ys = levels.map(yOf);
  const lines = ys.map((y) => ({
    coordinates: [
      { x: fromX, y },
      { x: toX, y },
    ],
  }));
  const texts = levels.map((level, i) => ({
    x: fromX,
    y: ys[i] ?? 0,
    text: levelLabel(level, precision),
    baseline: 'bottom',
  }));
  return [
    { type: 'line', attrs: lines },
    { type: 'text', ignoreEvent: true, attrs: texts },
  ];
}

/**
 * A two-point retracement tool whose level lines run over the x range `span` gives: the spec's
 * levels from the first point (ratio 1) to the second (ratio 0).
 */
function retracementTool(
  name: string,
  span: (start: Coordinate, end: Coordinate, paneWidth: number) => [fromX: number, toX: number],
): OverlayTemplate {
  return drawingTool(name, 3, ({ chart, overlay, coordinates, bounding, yAxis }) => {
    const [start, end] = coordinates;
    const values = pointValues(overlay, 2);
    if (!start || !end || !values) return [];
    const [a = 0, b = 0] = values;
    const precision = labelPrecision(chart, overlay, yAxis);
    return levelLines(
      retracementLevels(a, b, precision),
      precision,
      (level) => end.y + (start.y - end.y) * level.ratio,
      ...span(start, end, bounding.width),
    );
  });
}

/** Retracement lines across the whole pane, with the spec's levels (replaces the built-in one). */
export const fibonacciLine = retracementTool('fibonacciLine', (_start, _end, width) => [0, width]);

/** Retracement lines only between the two points' times. */
export const fibonacciSegment = retracementTool('fibonacciSegment', (start, end) => [
  Math.min(start.x, end.x),
  Math.max(start.x, end.x),
]);

/** Concentric circles around the first point at Fibonacci fractions of the drawn radius. */
export const fibonacciCircle = drawingTool('fibonacciCircle', 3, ({ coordinates }) => {
  const [centre, edge] = coordinates;
  if (!centre || !edge) return [];
  const radius = distance(centre, edge);
  const circles = FIBONACCI_CIRCLE_LEVELS.map((ratio) => ({
    x: centre.x,
    y: centre.y,
    r: radius * ratio,
  }));
  const texts = FIBONACCI_CIRCLE_LEVELS.map((ratio) => ({
    x: centre.x,
    y: centre.y + radius * ratio,
    text: `${(ratio * 100).toFixed(1)}%`,
  }));
  return [
    { type: 'circle', attrs: circles, styles: { style: 'stroke' } },
    { type: 'text', ignoreEvent: true, attrs: texts },
  ];
});

/** A golden spiral from the first point, its first quarter turn reaching the second point. */
export const fibonacciSpiral = drawingTool('fibonacciSpiral', 3, ({ coordinates }) => {
  const [centre, edge] = coordinates;
  if (!centre || !edge) return [];
  const start = Math.atan2(edge.y - centre.y, edge.x - centre.x);
  const r0 = distance(centre, edge);
  // Golden spiral: the radius grows by phi every quarter turn.
  const growth = Math.log((1 + Math.sqrt(5)) / 2) / (Math.PI / 2);
  const points: Coordinate[] = [];
  for (let step = -48; step <= 48; step++) {
    const theta = (step * Math.PI) / 24;
    const r = r0 * Math.exp(growth * theta);
    points.push({
      x: centre.x + r * Math.cos(start + theta),
      y: centre.y + r * Math.sin(start + theta),
    });
  }
  return [
    { type: 'line', attrs: { coordinates: points } },
    { type: 'line', attrs: { coordinates: [centre, edge] }, styles: { style: 'dashed' } },
  ];
});

/** Speed resistance fan: rays from the first point through each level of the box it spans. */
export const fibonacciSpeedResistanceFan = drawingTool(
  'fibonacciSpeedResistanceFan',
  3,
  ({ coordinates, bounding }) => {
    const [a, b] = coordinates;
    if (!a || !b) return [];
    const rays = FIBONACCI_LEVELS.flatMap((ratio) => [
      { coordinates: [a, rayEnd(a, { x: b.x, y: a.y + (b.y - a.y) * ratio }, bounding.width)] },
      { coordinates: [a, rayEnd(a, { x: a.x + (b.x - a.x) * ratio, y: b.y }, bounding.width)] },
    ]);
    const texts = FIBONACCI_LEVELS.map((ratio) => ({
      x: b.x,
      y: a.y + (b.y - a.y) * ratio,
      text: `${ratio}`,
    }));
    return [
      { type: 'line', attrs: rays },
      { type: 'text', ignoreEvent: true, attrs: texts },
    ];
  },
);

/** Trend-based extension: the move of points 1→2 projected from point 3 (three points). */
export const fibonacciExtension = drawingTool(
  'fibonacciExtension',
  4,
  ({ chart, overlay, coordinates, yAxis }) => {
    const [a, b, c] = coordinates;
    if (!a || !b) return [];
    const guide: OverlayFigure = {
      type: 'line',
      attrs: { coordinates: coordinates.slice(0, 3) },
      styles: { style: 'dashed' },
    };
    const values = pointValues(overlay, 3);
    if (!c || !values) return [guide];
    const [va = 0, vb = 0, vc = 0] = values;
    const precision = labelPrecision(chart, overlay, yAxis);
    const yPerValue = va === vb ? 0 : (b.y - a.y) / (vb - va);
    return [
      guide,
      ...levelLines(
        extensionLevels(va, vb, vc, precision),
        precision,
        (level) => c.y + (level.value - vc) * yPerValue,
        c.x,
        c.x + Math.abs(b.x - a.x),
      ),
    ];
  },
);
