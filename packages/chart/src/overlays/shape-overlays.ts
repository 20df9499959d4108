import type { Coordinate, OverlayTemplate } from 'klinecharts';
import { distance } from './overlay-utils.ts';

/** A segment with an arrow head at its second point. */
export const arrow: OverlayTemplate = {
  name: 'arrow',
  totalStep: 3,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  createPointFigures: ({ coordinates }) => {
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
  },
};

/** A circle centred on the first point through the second. */
export const circle: OverlayTemplate = {
  name: 'circle',
  totalStep: 3,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  styles: { circle: { color: 'rgba(22, 119, 255, 0.15)' } },
  createPointFigures: ({ coordinates }) => {
    const [a, b] = coordinates;
    if (!a || !b) return [];
    return {
      type: 'circle',
      attrs: { x: a.x, y: a.y, r: distance(a, b) },
      styles: { style: 'stroke_fill' },
    };
  },
};

/** A rectangle spanned by two corners. */
export const rect: OverlayTemplate = {
  name: 'rect',
  totalStep: 3,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  styles: { polygon: { color: 'rgba(22, 119, 255, 0.15)' } },
  createPointFigures: ({ coordinates }) => {
    const [a, b] = coordinates;
    if (!a || !b) return [];
    return {
      type: 'polygon',
      attrs: { coordinates: [a, { x: b.x, y: a.y }, b, { x: a.x, y: b.y }] },
      styles: { style: 'stroke_fill' },
    };
  },
};

/** A parallelogram: two sides drawn, the fourth corner completes it. */
export const parallelogram: OverlayTemplate = {
  name: 'parallelogram',
  totalStep: 4,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  styles: { polygon: { color: 'rgba(22, 119, 255, 0.15)' } },
  createPointFigures: ({ coordinates }) => {
    const [a, b, c] = coordinates;
    if (!a || !b) return [];
    if (!c) return { type: 'line', attrs: { coordinates: [a, b] } };
    const d = { x: a.x + c.x - b.x, y: a.y + c.y - b.y };
    return {
      type: 'polygon',
      attrs: { coordinates: [a, b, c, d] },
      styles: { style: 'stroke_fill' },
    };
  },
};

/** A triangle of three points. */
export const triangle: OverlayTemplate = {
  name: 'triangle',
  totalStep: 4,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  styles: { polygon: { color: 'rgba(22, 119, 255, 0.15)' } },
  createPointFigures: ({ coordinates }) => ({
    type: 'polygon',
    attrs: { coordinates },
    styles: { style: 'stroke_fill' },
  }),
};
