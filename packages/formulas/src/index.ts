// @exchange/formulas: the pure formulas the server decides by and the page previews with
// (ARCHITECTURE.md). No I/O, no package of ours; big.js only.

export { DEFAULT_PERIODS, HISTORY_PAGE_SIZE, KLINE_PERIODS } from './kline-periods.ts';
export type { ChartPeriod, KlinePeriod, Timespan } from './kline-periods.ts';
export { historyWindow, periodOf, periodsBefore, periodStart } from './bar-time.ts';

export { hashString, normal, seededRandom, seededUint32 } from './seeded-random.ts';

export {
  amountForTotal,
  decimalsOf,
  parseDecimal,
  positiveDecimal,
  totalFor,
  truncateDecimal,
  wireDecimal,
} from './decimal-math.ts';

export { quoteDecimals, validateOrder } from './order-checks.ts';
export type {
  Available,
  OrderChecks,
  OrderDraft,
  OrderProblem,
  OrderRules,
  ProblemField,
} from './order-checks.ts';

export {
  amountForPercent,
  deviationFromLast,
  estimateMarketPrice,
  FAR_FROM_LAST_PRICE,
  isFarFromLastPrice,
  percentOfAvailable,
} from './order-preview.ts';
export type { BookSides, PriceLevel } from './order-preview.ts';
