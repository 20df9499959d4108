/** Colour of the line: the product's primary colour, or the rise/fall colours of a trend. */
export type TimeSeriesTone = 'primary' | 'rise' | 'fall';

/** What the canvas draws with, read from the theme tokens (tokens.css) of the chart's element. */
export interface ChartLook {
  line: string;
  /** The line colour at the area's top and bottom opacity (`rgba(…)`). */
  fillTop: string;
  fillBottom: string;
  text: string;
  grid: string;
  /** A canvas font: `12px 'Noto Sans Variable', …`. */
  font: string;
}

const TONE_TOKENS: Record<TimeSeriesTone, string> = {
  primary: '--ex-color-primary',
  rise: '--ex-color-rise',
  fall: '--ex-color-fall',
};

/**
 * The colour as `[r, g, b]`, read back from a canvas context, which normalises any opaque CSS
 * colour to `#rrggbb`; a colour it cannot parse keeps the previous fill, so it reads as black.
 */
function rgbOf(context: CanvasRenderingContext2D, colour: string): [number, number, number] {
  context.fillStyle = '#000000';
  context.fillStyle = colour;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(context.fillStyle);
  if (hex === null) return [0, 0, 0];
  return [parseInt(hex[1] ?? '0', 16), parseInt(hex[2] ?? '0', 16), parseInt(hex[3] ?? '0', 16)];
}

function rgba([r, g, b]: [number, number, number], alpha: number): string {
  return `rgba(${String(r)}, ${String(g)}, ${String(b)}, ${String(alpha)})`;
}

/**
 * The chart's colours and font from the tokens in force on `element` (dark or light theme,
 * swapped up/down colours, the page language's font order), for a canvas that cannot read CSS.
 *
 * @example readChartLook(host, 'primary').line // '#3b82f6' in the dark theme
 */
export function readChartLook(element: HTMLElement, tone: TimeSeriesTone): ChartLook {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const context = document.createElement('canvas').getContext('2d');
  if (context === null) throw new Error('readChartLook: the browser gave no 2D canvas context');
  const line = token(TONE_TOKENS[tone]);
  const rgb = rgbOf(context, line);
  return {
    line,
    fillTop: rgba(rgb, 0.28),
    fillBottom: rgba(rgb, 0),
    text: token('--ex-color-text-muted'),
    grid: token('--ex-color-border'),
    font: `${token('--ex-font-size-xs')} ${token('--ex-font-sans')}`.replace(/\s+/g, ' '),
  };
}
