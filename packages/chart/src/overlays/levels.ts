/** Fibonacci retracement and fan levels (SPEC.md section 9). */
export const FIBONACCI_LEVELS: readonly number[] = [1, 0.75, 0.618, 0.5, 0.382, 0.25, 0];

/** Fibonacci extension levels, shown as price with percentage (SPEC.md section 9). */
export const FIBONACCI_EXTENSION_LEVELS: readonly number[] = [
  0, 0.236, 0.382, 0.5, 0.618, 0.786, 1,
];

/** Fibonacci circle radii as fractions of the drawn radius. */
export const FIBONACCI_CIRCLE_LEVELS: readonly number[] = [0.236, 0.382, 0.5, 0.618, 0.786, 1];

/** Gann box: quarter division vertically, 0.236 and 0.5 horizontal fractions (SPEC.md section 9). */
export const GANN_BOX_QUARTERS: readonly number[] = [0.25, 0.5, 0.75];
export const GANN_BOX_FRACTIONS: readonly number[] = [0.236, 0.5];
/** Translucent blue of the gann box. */
export const GANN_BOX_FILL = 'rgba(22, 119, 255, 0.15)';

/** One level line: its ratio and the price it stands for. */
export interface Level {
  ratio: number;
  value: number;
}

/**
 * Retracement levels between `start` and `end`: ratio 1 is `start`, 0 is `end`.
 * Computed in integer steps of the price precision so labels carry no float noise.
 *
 * @example retracementLevels(100, 200, 2) // [{ ratio: 1, value: 100 }, { ratio: 0.75, value: 125 }, …]
 */
export function retracementLevels(
  start: number,
  end: number,
  precision: number,
  ratios = FIBONACCI_LEVELS,
): Level[] {
  const scale = 10 ** precision;
  const a = Math.round(start * scale);
  const b = Math.round(end * scale);
  return ratios.map((ratio) => ({ ratio, value: Math.round(b + (a - b) * ratio) / scale }));
}

/**
 * Trend-based extension levels: the move `a → b` projected from `c`.
 *
 * @example extensionLevels(100, 200, 150, 2).at(-1) // { ratio: 1, value: 250 }
 */
export function extensionLevels(a: number, b: number, c: number, precision: number): Level[] {
  const scale = 10 ** precision;
  const move = Math.round(b * scale) - Math.round(a * scale);
  const from = Math.round(c * scale);
  return FIBONACCI_EXTENSION_LEVELS.map((ratio) => ({
    ratio,
    value: Math.round(from + move * ratio) / scale,
  }));
}

/** A level's label: price with percentage, e.g. `161.80 (61.8%)`. */
export function levelLabel(level: Level, precision: number): string {
  return `${level.value.toFixed(precision)} (${(level.ratio * 100).toFixed(1)}%)`;
}
