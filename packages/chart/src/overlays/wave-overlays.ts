import type { Coordinate, OverlayFigure, OverlayTemplate } from 'klinecharts';
import { drawingTool, SHAPE_FILL } from './overlay-utils.ts';

/** A polyline through the points, each labelled above or below depending on its neighbour. */
function labelledPath(coordinates: Coordinate[], labels: readonly string[]): OverlayFigure[] {
  const texts = coordinates.map((point, i) => {
    const previous = coordinates[i - 1] ?? coordinates[i + 1];
    const above = previous === undefined || point.y <= previous.y;
    return {
      x: point.x,
      y: point.y + (above ? -6 : 6),
      text: labels[i] ?? `(${i})`,
      align: 'center',
      baseline: above ? 'bottom' : 'top',
    };
  });
  return [
    { type: 'line', attrs: { coordinates } },
    { type: 'text', ignoreEvent: true, attrs: texts },
  ];
}

const numbered = (count: number) => Array.from({ length: count }, (_, i) => `(${i})`);

const wave = (name: string, totalStep: number, labels: readonly string[]): OverlayTemplate =>
  drawingTool(name, totalStep, ({ coordinates }) => labelledPath(coordinates, labels));

/** Point counts are klinecharts `totalStep`s as SPEC.md section 4 lists them. */
export const threeWaves = wave('threeWaves', 5, numbered(4));
export const fiveWaves = wave('fiveWaves', 7, numbered(6));
export const eightWaves = wave('eightWaves', 10, [...numbered(6), '(A)', '(B)', '(C)']);

/** Any waves: unlimited points; a right click or Escape ends the drawing. */
export const anyWaves: OverlayTemplate = {
  ...wave('anyWaves', Number.MAX_SAFE_INTEGER, []),
  createPointFigures: ({ coordinates }) => labelledPath(coordinates, numbered(coordinates.length)),
};

const dashed = (a: Coordinate | undefined, b: Coordinate | undefined): OverlayFigure[] =>
  a && b ? [{ type: 'line', attrs: { coordinates: [a, b] }, styles: { style: 'dashed' } }] : [];

/** ABCD harmonic pattern: the legs plus dashed A–C and B–D. */
export const abcd = drawingTool('abcd', 5, ({ coordinates }) => {
  const [a, b, c, d] = coordinates;
  return [...labelledPath(coordinates, ['A', 'B', 'C', 'D']), ...dashed(a, c), ...dashed(b, d)];
});

/** A filled triangle behind the legs, once its three corners are drawn. */
const filledTriangle = (...corners: (Coordinate | undefined)[]): OverlayFigure[] => {
  const drawn = corners.filter((corner) => corner !== undefined);
  return drawn.length === corners.length
    ? [
        {
          type: 'polygon',
          ignoreEvent: true,
          attrs: { coordinates: drawn },
          styles: { style: 'fill' },
        },
      ]
    : [];
};

/** XABCD harmonic pattern: the legs, the two filled triangles XAB and BCD, dashed X–B, A–C, B–D. */
export const xabcd = drawingTool(
  'xabcd',
  6,
  ({ coordinates }) => {
    const [x, a, b, c, d] = coordinates;
    return [
      ...filledTriangle(x, a, b),
      ...filledTriangle(b, c, d),
      ...labelledPath(coordinates, ['X', 'A', 'B', 'C', 'D']),
      ...dashed(x, b),
      ...dashed(a, c),
      ...dashed(b, d),
    ];
  },
  { polygon: { color: SHAPE_FILL } },
);
