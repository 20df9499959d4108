import type { Coordinate, OverlayFigure } from 'klinecharts';
import { distance, drawingTool, SHAPE_FILL } from './overlay-utils.ts';

/** A segment with an arrow head at its second point. */
export const arrow = drawingTool('arrow', 3, ({ coordinates }) => {
  const [a, b] = coordinates;
  if (!a || !b) return [];
  const angle = Math.atan2(b.y - a.y, b.x - a.x);
  const head = 10;
  const wing = (side: number): Coordinate => ({
    x: b.x - head * Math.cos(angle + (side * Math.PI) / 7),
    y: b.y - head * Math.sin(angle + (side * Math.PI) / 7),
  });
  return [
    { type: 'line', attrs: { coordinates: [a, b] } },
    { type: 'line', attrs: { coordinates: [wing(1), b, wing(-1)] } },
  ];
});

/** A circle centred on the first point through the second. */
export const circle = drawingTool(
  'circle',
  3,
  ({ coordinates }) => {
    const [a, b] = coordinates;
    if (!a || !b) return [];
    return {
      type: 'circle',
      attrs: { x: a.x, y: a.y, r: distance(a, b) },
      styles: { style: 'stroke_fill' },
    };
  },
  { circle: { color: SHAPE_FILL } },
);

/** A filled polygon through `corners`, outlined (rect, parallelogram, triangle). */
const filledPolygon = (corners: Coordinate[]): OverlayFigure => ({
  type: 'polygon',
  attrs: { coordinates: corners },
  styles: { style: 'stroke_fill' },
});

const polygonFill = { polygon: { color: SHAPE_FILL } };

/** A rectangle spanned by two corners. */
export const rect = drawingTool(
  'rect',
  3,
  ({ coordinates }) => {
    const [a, b] = coordinates;
    if (!a || !b) return [];
    return filledPolygon([a, { x: b.x, y: a.y }, b, { x: a.x, y: b.y }]);
  },
  polygonFill,
);

/** A parallelogram: two sides drawn, the fourth corner completes it. */
export const parallelogram = drawingTool(
  'parallelogram',
  4,
  ({ coordinates }) => {
    const [a, b, c] = coordinates;
    if (!a || !b) return [];
    if (!c) return { type: 'line', attrs: { coordinates: [a, b] } };
    return filledPolygon([a, b, c, { x: a.x + c.x - b.x, y: a.y + c.y - b.y }]);
  },
  polygonFill,
);

/** A triangle of three points. */
export const triangle = drawingTool(
  'triangle',
  4,
  ({ coordinates }) => filledPolygon(coordinates),
  polygonFill,
);
