/** Indicators that stack on the candle pane (SPEC.md section 9). */
export const MAIN_INDICATORS: readonly string[] = ['MA', 'EMA', 'SMA', 'BOLL', 'SAR', 'BBI'];

/** Indicators that open their own pane below the candles (SPEC.md section 9). */
export const SUB_INDICATORS: readonly string[] = [
  'MA',
  'EMA',
  'VOL',
  'MACD',
  'BOLL',
  'KDJ',
  'RSI',
  'BIAS',
  'BRAR',
  'CCI',
  'DMI',
  'CR',
  'PSY',
  'DMA',
  'TRIX',
  'OBV',
  'VR',
  'WR',
  'MTM',
  'EMV',
  'SAR',
  'SMA',
  'ROC',
  'PVT',
  'BBI',
  'AO',
];

/** One editable parameter of an indicator (SPEC.md section 3). */
export interface IndicatorParam {
  /** Locale key of the input's label. */
  paramNameKey: string;
  /** Decimals accepted; 0 except BOLL's standard deviation. */
  precision: number;
  /** Every parameter has a minimum of 1. */
  min: 1;
  default: number;
  /** For multi-line indicators: which line's colour the row shows (`lines[i].color`). */
  styleKey?: string;
}

const param = (paramNameKey: string, value: number, precision = 0): IndicatorParam => ({
  paramNameKey,
  precision,
  min: 1,
  default: value,
});

const fiveLines = (values: readonly number[]): IndicatorParam[] =>
  values.map((value, i) => ({ ...param(`params_${i + 1}`, value), styleKey: `lines[${i}].color` }));

const numbered = (...values: number[]): IndicatorParam[] =>
  values.map((value, i) => param(`params_${i + 1}`, value));

/**
 * Parameter definitions and defaults by indicator (SPEC.md section 9). MA, EMA, RSI, BIAS, WR
 * and VOL have five lines each. Indicators absent here (PVT) take no parameters.
 *
 * @example INDICATOR_PARAMS.BOLL?.map((p) => p.default) // [20, 2]
 */
export const INDICATOR_PARAMS: Readonly<Record<string, readonly IndicatorParam[]>> = {
  AO: numbered(5, 34),
  BOLL: [param('period', 20), param('standard_deviation', 2, 2)],
  BRAR: numbered(26),
  BBI: numbered(3, 6, 12, 24),
  CCI: numbered(20),
  CR: numbered(26, 10, 20, 40, 60),
  DMA: numbered(10, 50, 10),
  DMI: numbered(14, 6),
  EMV: numbered(14, 9),
  MTM: numbered(12, 6),
  MACD: numbered(12, 26, 9),
  OBV: numbered(30),
  PSY: numbered(12, 6),
  ROC: numbered(12, 6),
  SMA: numbered(12, 2),
  KDJ: numbered(9, 3, 3),
  SAR: numbered(2, 2, 20),
  TRIX: numbered(12, 9),
  VR: numbered(26, 6),
  MA: fiveLines([5, 10, 30, 60, 120]),
  EMA: fiveLines([6, 12, 20, 60, 120]),
  RSI: fiveLines([6, 12, 24, 48, 96]),
  BIAS: fiveLines([6, 12, 24, 48, 96]),
  WR: fiveLines([6, 10, 14, 20, 30]),
  VOL: fiveLines([5, 10, 20, 40, 60]),
};
