import { registerOverlay } from 'klinecharts';
import type { OverlayTemplate } from 'klinecharts';
import { abcd, anyWaves, eightWaves, fiveWaves, threeWaves, xabcd } from './wave-overlays.ts';
import {
  fibonacciCircle,
  fibonacciExtension,
  fibonacciLine,
  fibonacciSegment,
  fibonacciSpeedResistanceFan,
  fibonacciSpiral,
} from './fibonacci-overlays.ts';
import { gannBox } from './gann-box.ts';
import { priceLineOverlay } from './price-line.ts';
import { arrow, circle, parallelogram, rect, triangle } from './shape-overlays.ts';

/**
 * Our overlays: those klinecharts 10 lacks, fibonacciLine with the spec's levels, and the host's
 * labelled price line (not a drawing tool: the `priceLines` prop draws it).
 */
export const CUSTOM_OVERLAYS: readonly OverlayTemplate[] = [
  arrow,
  circle,
  rect,
  parallelogram,
  triangle,
  fibonacciLine,
  fibonacciSegment,
  fibonacciCircle,
  fibonacciSpiral,
  fibonacciSpeedResistanceFan,
  fibonacciExtension,
  gannBox,
  threeWaves,
  fiveWaves,
  eightWaves,
  anyWaves,
  abcd,
  xabcd,
  priceLineOverlay as OverlayTemplate,
];

/**
 * Registers {@link CUSTOM_OVERLAYS} with klinecharts. klinecharts keeps one global registry, so
 * this is idempotent: registering the same template again replaces it with itself.
 *
 * @example registerChartOverlays(); chart.createOverlay('gannBox');
 */
export function registerChartOverlays(): void {
  for (const template of CUSTOM_OVERLAYS) registerOverlay(template);
}
