import type { ChartLocaleKey } from '../i18n/en-us.ts';

/** The left toolbar's tool families (SPEC.md section 9). */
export type DrawingToolGroup = 'single_line' | 'more_line' | 'polygon' | 'fibonacci' | 'wave';

/** One drawing tool: the klinecharts overlay it creates and its label key. */
export interface DrawingTool {
  /** klinecharts overlay name (built-in or ours, see overlays/register-overlays.ts). */
  name: string;
  labelKey: ChartLocaleKey;
  group: DrawingToolGroup;
}

/** Every drawing tool of SPEC.md section 9, in toolbar order. */
export const DRAWING_TOOLS: readonly DrawingTool[] = [
  { name: 'horizontalStraightLine', labelKey: 'horizontal_straight_line', group: 'single_line' },
  { name: 'horizontalRayLine', labelKey: 'horizontal_ray_line', group: 'single_line' },
  { name: 'horizontalSegment', labelKey: 'horizontal_segment', group: 'single_line' },
  { name: 'verticalStraightLine', labelKey: 'vertical_straight_line', group: 'single_line' },
  { name: 'verticalRayLine', labelKey: 'vertical_ray_line', group: 'single_line' },
  { name: 'verticalSegment', labelKey: 'vertical_segment', group: 'single_line' },
  { name: 'straightLine', labelKey: 'straight_line', group: 'single_line' },
  { name: 'rayLine', labelKey: 'ray_line', group: 'single_line' },
  { name: 'segment', labelKey: 'segment', group: 'single_line' },
  { name: 'arrow', labelKey: 'arrow', group: 'single_line' },
  { name: 'priceLine', labelKey: 'price_line', group: 'single_line' },
  { name: 'priceChannelLine', labelKey: 'price_channel_line', group: 'more_line' },
  { name: 'parallelStraightLine', labelKey: 'parallel_straight_line', group: 'more_line' },
  { name: 'circle', labelKey: 'circle', group: 'polygon' },
  { name: 'rect', labelKey: 'rect', group: 'polygon' },
  { name: 'parallelogram', labelKey: 'parallelogram', group: 'polygon' },
  { name: 'triangle', labelKey: 'triangle', group: 'polygon' },
  { name: 'fibonacciLine', labelKey: 'fibonacci_line', group: 'fibonacci' },
  { name: 'fibonacciSegment', labelKey: 'fibonacci_segment', group: 'fibonacci' },
  { name: 'fibonacciCircle', labelKey: 'fibonacci_circle', group: 'fibonacci' },
  { name: 'fibonacciSpiral', labelKey: 'fibonacci_spiral', group: 'fibonacci' },
  {
    name: 'fibonacciSpeedResistanceFan',
    labelKey: 'fibonacci_speed_resistance_fan',
    group: 'fibonacci',
  },
  { name: 'fibonacciExtension', labelKey: 'fibonacci_extension', group: 'fibonacci' },
  { name: 'gannBox', labelKey: 'gann_box', group: 'fibonacci' },
  { name: 'xabcd', labelKey: 'xabcd', group: 'wave' },
  { name: 'abcd', labelKey: 'abcd', group: 'wave' },
  { name: 'threeWaves', labelKey: 'three_waves', group: 'wave' },
  { name: 'fiveWaves', labelKey: 'five_waves', group: 'wave' },
  { name: 'eightWaves', labelKey: 'eight_waves', group: 'wave' },
  { name: 'anyWaves', labelKey: 'any_waves', group: 'wave' },
];

/** The group id every drawing is created in, so "remove all" finds them all (a Pro bug). */
export { DRAWING_GROUP_ID } from '@exchange/machines';
