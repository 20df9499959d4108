import type { ChartTheme, TimezoneChoice } from '../types.ts';

/** Defaults of the widget (SPEC.md section 9). */
export const DEFAULT_TIMEZONE = 'Asia/Shanghai';
export const DEFAULT_MAIN_INDICATORS: readonly string[] = ['MA'];
export const DEFAULT_SUB_INDICATORS: readonly string[] = ['VOL'];
export const DEFAULT_CHART_LOCALE = 'zh-CN';
export const DEFAULT_CHART_THEME: ChartTheme = 'light';

/** Screenshot background by theme (SPEC.md section 4). */
export const SCREENSHOT_BACKGROUND: Readonly<Record<ChartTheme, string>> = {
  dark: '#151517',
  light: '#ffffff',
};

/**
 * The 18 zones of the timezone picker with their offsets in hours (SPEC.md section 9).
 * `text` is the locale key of the label.
 */
export const TIMEZONES: readonly (TimezoneChoice & { offsetHours: number })[] = [
  { key: 'Etc/UTC', text: 'utc', offsetHours: 0 },
  { key: 'Pacific/Honolulu', text: 'honolulu', offsetHours: -10 },
  { key: 'America/Juneau', text: 'juneau', offsetHours: -8 },
  { key: 'America/Los_Angeles', text: 'los_angeles', offsetHours: -7 },
  { key: 'America/Chicago', text: 'chicago', offsetHours: -5 },
  { key: 'America/Toronto', text: 'toronto', offsetHours: -4 },
  { key: 'America/Sao_Paulo', text: 'sao_paulo', offsetHours: -3 },
  { key: 'Europe/London', text: 'london', offsetHours: 1 },
  { key: 'Europe/Berlin', text: 'berlin', offsetHours: 2 },
  { key: 'Asia/Bahrain', text: 'bahrain', offsetHours: 3 },
  { key: 'Asia/Dubai', text: 'dubai', offsetHours: 4 },
  { key: 'Asia/Ashkhabad', text: 'ashkhabad', offsetHours: 5 },
  { key: 'Asia/Almaty', text: 'almaty', offsetHours: 6 },
  { key: 'Asia/Bangkok', text: 'bangkok', offsetHours: 7 },
  { key: 'Asia/Shanghai', text: 'shanghai', offsetHours: 8 },
  { key: 'Asia/Tokyo', text: 'tokyo', offsetHours: 9 },
  { key: 'Australia/Sydney', text: 'sydney', offsetHours: 10 },
  { key: 'Pacific/Norfolk', text: 'norfolk', offsetHours: 12 },
];

/** Candle types of the settings dialog (SPEC.md section 9), as klinecharts names them. */
export const CANDLE_TYPES = [
  'candle_solid',
  'candle_stroke',
  'candle_up_stroke',
  'candle_down_stroke',
  'ohlc',
  'area',
] as const;
export type CandleType = (typeof CANDLE_TYPES)[number];

/** Price axis types of the settings dialog (SPEC.md section 9), as klinecharts names them. */
export const PRICE_AXIS_TYPES = ['normal', 'percentage', 'logarithm'] as const;
export type PriceAxisType = (typeof PRICE_AXIS_TYPES)[number];
