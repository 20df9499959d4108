import { GANN_BOX_FILL, GANN_BOX_FRACTIONS, GANN_BOX_QUARTERS } from './levels.ts';
import { drawingTool } from './overlay-utils.ts';

/**
 * Gann box between two corners: quarter divisions across time, 0.236 and 0.5 fractions across
 * price, both diagonals, a translucent blue fill (SPEC.md section 9).
 */
export const gannBox = drawingTool('gannBox', 3, ({ coordinates }) => {
  const [a, b] = coordinates;
  if (!a || !b) return [];
  const corners = [a, { x: b.x, y: a.y }, b, { x: a.x, y: b.y }];
  const x = (ratio: number) => a.x + (b.x - a.x) * ratio;
  const y = (ratio: number) => a.y + (b.y - a.y) * ratio;
  const verticals = GANN_BOX_QUARTERS.map((r) => ({
    coordinates: [
      { x: x(r), y: a.y },
      { x: x(r), y: b.y },
    ],
  }));
  const horizontals = GANN_BOX_FRACTIONS.map((r) => ({
    coordinates: [
      { x: a.x, y: y(r) },
      { x: b.x, y: y(r) },
    ],
  }));
  const diagonals = [
    { coordinates: [a, b] },
    {
      coordinates: [
        { x: a.x, y: b.y },
        { x: b.x, y: a.y },
      ],
    },
  ];
  return [
    {
      type: 'polygon',
      ignoreEvent: true,
      attrs: { coordinates: corners },
      styles: { style: 'fill', color: GANN_BOX_FILL },
    },
    { type: 'polygon', attrs: { coordinates: corners }, styles: { style: 'stroke' } },
    { type: 'line', attrs: [...verticals, ...horizontals], styles: { style: 'dashed' } },
    { type: 'line', attrs: diagonals },
  ];
});
