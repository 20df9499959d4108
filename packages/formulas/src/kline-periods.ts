// The kline periods (SPEC.md section 9), once: the wire's `period` codes (GET /spots/kline, the
// socket), the server's bars, the chart loader's paging and the chart's period buttons all read
// this table.

/** The default chart periods, as the wire names them. */
export const KLINE_PERIODS = ['1m', '5m', '15m', '1H', '2H', '4H', 'D', 'W', 'M', 'Y'] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];

/**
 * Bars per history page (SPEC.md section 9): the chart loader asks for this many, the chart
 * takes a shorter page as the end of the history, and the server answers at most this many.
 */
export const HISTORY_PAGE_SIZE = 500;

/** The unit of a {@link ChartPeriod} (SPEC.md section 3). */
export type Timespan = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * A chart period: `multiplier` × `timespan`, shown as `text` on its top-bar button.
 *
 * @example const fifteen: ChartPeriod = { multiplier: 15, timespan: 'minute', text: '15m' };
 */
export interface ChartPeriod {
  multiplier: number;
  timespan: Timespan;
  /** The label on the period button, e.g. `1m`, `4H`, `D`. */
  text: string;
}

const SPANS: Record<KlinePeriod, readonly [multiplier: number, timespan: Timespan]> = {
  '1m': [1, 'minute'],
  '5m': [5, 'minute'],
  '15m': [15, 'minute'],
  '1H': [1, 'hour'],
  '2H': [2, 'hour'],
  '4H': [4, 'hour'],
  D: [1, 'day'],
  W: [1, 'week'],
  M: [1, 'month'],
  Y: [1, 'year'],
};

/**
 * The default period buttons, in {@link KLINE_PERIODS} order: 1m 5m 15m 1H 2H 4H D W M Y.
 *
 * @example <Chart periods={DEFAULT_PERIODS} period={DEFAULT_PERIODS[0]} … />
 */
export const DEFAULT_PERIODS: readonly ChartPeriod[] = KLINE_PERIODS.map((text) => {
  const [multiplier, timespan] = SPANS[text];
  return { multiplier, timespan, text };
});
