import type { Coordinate, OverlayFigure, OverlayTemplate } from 'klinecharts';

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

function wave(name: string, totalStep: number, labels: readonly string[]): OverlayTemplate {
  return {
    name,
    totalStep,
    needDefaultPointFigure: true,
    needDefaultXAxisFigure: true,
    needDefaultYAxisFigure: true,
    createPointFigures: ({ coordinates }) => labelledPath(coordinates, labels),
  };
}

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
export const abcd: OverlayTemplate = {
  name: 'abcd',
  totalStep: 5,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  createPointFigures: ({ coordinates }) => {
    const [a, b, c, d] = coordinates;
    return [...labelledPath(coordinates, ['A', 'B', 'C', 'D']), ...dashed(a, c), ...dashed(b, d)];
  },
};

/** XABCD harmonic pattern: the legs, the two filled triangles XAB and BCD, dashed X–B, A–C, B–D. */
export const xabcd: OverlayTemplate = {
  name: 'xabcd',
  totalStep: 6,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  styles: { polygon: { color: 'rgba(22, 119, 255, 0.15)' } },
  createPointFigures: ({ coordinates }) => {
    const [x, a, b, c, d] = coordinates;
    const fills: OverlayFigure[] = [];
    if (x && a && b)
      fills.push({
        type: 'polygon',
        ignoreEvent: true,
        attrs: { coordinates: [x, a, b] },
        styles: { style: 'fill' },
      });
    if (b && c && d)
      fills.push({
        type: 'polygon',
        ignoreEvent: true,
        attrs: { coordinates: [b, c, d] },
        styles: { style: 'fill' },
      });
    return [
      ...fills,
      ...labelledPath(coordinates, ['X', 'A', 'B', 'C', 'D']),
      ...dashed(x, b),
      ...dashed(a, c),
      ...dashed(b, d),
    ];
  },
};
