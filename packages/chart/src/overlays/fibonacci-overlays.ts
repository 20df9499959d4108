import type { Coordinate, OverlayFigure, OverlayTemplate } from 'klinecharts';
import {
  extensionLevels,
  FIBONACCI_CIRCLE_LEVELS,
  FIBONACCI_LEVELS,
  levelLabel,
  retracementLevels,
} from './levels.ts';
import { distance, labelPrecision, pointValues, rayEnd } from './overlay-utils.ts';

function retracementFigures(
  start: Coordinate,
  end: Coordinate,
  values: number[],
  precision: number,
  fromX: number,
  toX: number,
): OverlayFigure[] {
  const [a = 0, b = 0] = values;
  const levels = retracementLevels(a, b, precision);
  const lines = levels.map((level) => {
    const y = end.y + (start.y - end.y) * level.ratio;
    return {
      coordinates: [
        { x: fromX, y },
        { x: toX, y },
      ],
    };
  });
  const texts = levels.map((level, i) => ({
    x: fromX,
    y: lines[i]?.coordinates[0]?.y ?? 0,
    text: levelLabel(level, precision),
    baseline: 'bottom',
  }));
  return [
    { type: 'line', attrs: lines },
    { type: 'text', ignoreEvent: true, attrs: texts },
  ];
}

/** Retracement lines across the whole pane, with the spec's levels (replaces the built-in one). */
export const fibonacciLine: OverlayTemplate = {
  name: 'fibonacciLine',
  totalStep: 3,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  createPointFigures: ({ chart, overlay, coordinates, bounding, yAxis }) => {
    const [start, end] = coordinates;
    const values = pointValues(overlay, 2);
    if (!start || !end || !values) return [];
    return retracementFigures(
      start,
      end,
      values,
      labelPrecision(chart, overlay, yAxis),
      0,
      bounding.width,
    );
  },
};

/** Retracement lines only between the two points' times. */
export const fibonacciSegment: OverlayTemplate = {
  name: 'fibonacciSegment',
  totalStep: 3,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  createPointFigures: ({ chart, overlay, coordinates, yAxis }) => {
    const [start, end] = coordinates;
    const values = pointValues(overlay, 2);
    if (!start || !end || !values) return [];
    return retracementFigures(
      start,
      end,
      values,
      labelPrecision(chart, overlay, yAxis),
      Math.min(start.x, end.x),
      Math.max(start.x, end.x),
    );
  },
};

/** Concentric circles around the first point at Fibonacci fractions of the drawn radius. */
export const fibonacciCircle: OverlayTemplate = {
  name: 'fibonacciCircle',
  totalStep: 3,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  createPointFigures: ({ coordinates }) => {
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
  },
};

/** A golden spiral from the first point, its first quarter turn reaching the second point. */
export const fibonacciSpiral: OverlayTemplate = {
  name: 'fibonacciSpiral',
  totalStep: 3,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  createPointFigures: ({ coordinates }) => {
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
  },
};

/** Speed resistance fan: rays from the first point through each level of the box it spans. */
export const fibonacciSpeedResistanceFan: OverlayTemplate = {
  name: 'fibonacciSpeedResistanceFan',
  totalStep: 3,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  createPointFigures: ({ coordinates, bounding }) => {
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
};

/** Trend-based extension: the move of points 1→2 projected from point 3 (three points). */
export const fibonacciExtension: OverlayTemplate = {
  name: 'fibonacciExtension',
  totalStep: 4,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  createPointFigures: ({ chart, overlay, coordinates, yAxis }) => {
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
    const levels = extensionLevels(va, vb, vc, precision);
    const yPerValue = va === vb ? 0 : (b.y - a.y) / (vb - va);
    const fromX = c.x;
    const toX = c.x + Math.abs(b.x - a.x);
    const lines = levels.map((level) => {
      const y = c.y + (level.value - vc) * yPerValue;
      return {
        coordinates: [
          { x: fromX, y },
          { x: toX, y },
        ],
      };
    });
    const texts = levels.map((level, i) => ({
      x: fromX,
      y: lines[i]?.coordinates[0]?.y ?? 0,
      text: levelLabel(level, precision),
      baseline: 'bottom',
    }));
    return [
      guide,
      { type: 'line', attrs: lines },
      { type: 'text', ignoreEvent: true, attrs: texts },
    ];
  },
};
