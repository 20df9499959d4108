// The public API of @exchange/chart.
export { Chart } from './chart/chart.tsx';
export type { ChartProps } from './chart/chart.tsx';
export type { ChartApi } from './chart/chart-api.ts';
export { PRICE_LINE_GROUP_ID } from './chart/price-lines.ts';
export type { PriceLine } from './chart/price-lines.ts';
export type { IndicatorPlace } from './chart/indicators.ts';
export { initChart } from './chart/init-chart.ts';

export { symbolLabel } from './symbol-label.ts';
export type { ChartSymbol } from './symbol-label.ts';
export type { ChartTheme, Datafeed, KLineBar, Period, Timespan, TimezoneChoice } from './types.ts';

export { HISTORY_PAGE_SIZE } from './config/periods.ts';
export { DEFAULT_PERIODS } from '@exchange/formulas';
export {
  CANDLE_TYPES,
  DEFAULT_CHART_LOCALE,
  DEFAULT_CHART_THEME,
  DEFAULT_MAIN_INDICATORS,
  DEFAULT_SUB_INDICATORS,
  DEFAULT_TIMEZONE,
  PRICE_AXIS_TYPES,
  SCREENSHOT_BACKGROUND,
  TIMEZONES,
} from './config/defaults.ts';
export { INDICATOR_PARAMS, MAIN_INDICATORS, SUB_INDICATORS } from './config/indicators.ts';
export { DEFAULT_CHART_SETTINGS } from './config/chart-settings.ts';
export type { ChartSettings } from './config/chart-settings.ts';
export { DRAWING_GROUP_ID, DRAWING_TOOLS } from './config/drawing-tools.ts';

export { createDataLoader } from './datafeed/data-loader.ts';
export { createMemoryDatafeed, DEMO_NOW, DEMO_SYMBOLS } from './datafeed/memory-datafeed.ts';
export type { MemoryDatafeed, MemoryDatafeedOptions } from './datafeed/memory-datafeed.ts';

export { BUILT_IN_LOCALES, createTranslator } from './i18n/translate.ts';
export type { ChartLocaleTable } from './i18n/translate.ts';
export type { ChartLocaleKey } from './i18n/en-us.ts';

export { registerChartOverlays } from './overlays/register-overlays.ts';
export { FIBONACCI_EXTENSION_LEVELS, FIBONACCI_LEVELS } from './overlays/levels.ts';
