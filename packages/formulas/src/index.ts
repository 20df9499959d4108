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

// Perpetual contracts (issue 19): margin, liquidation, funding, cost and order checks.
export type { Bracket, ContractSide, DecimalInput } from './contract/contract-types.ts';
export {
  bracketFor,
  initialMargin,
  maintenanceMargin,
  marginRatio,
  maxLeverageFor,
  maxNotionalFor,
  roe,
  unrealizedPnl,
} from './contract/margin.ts';
export { bankruptcyPrice, liquidationPrice } from './contract/liquidation.ts';
export type { BankruptcyInput, LiquidationInput } from './contract/liquidation.ts';
export {
  fundingPayment,
  fundingRate,
  impactPrices,
  markPrice,
  premiumIndex,
} from './contract/funding.ts';
export type { BookLevels, FundingRateInput, MarkInput, PremiumInput } from './contract/funding.ts';
export { contractFee, maxOpenSize, openCost } from './contract/cost.ts';
export type { MaxOpenSizeInput, OpenCostInput } from './contract/cost.ts';
export { adlRanks } from './contract/adl.ts';
export type { AdlEntry } from './contract/adl.ts';
export { checkContractOrder } from './contract/contract-order-checks.ts';
export type {
  ContractOrderDraft,
  ContractOrderRules,
  ContractProblem,
  ContractProblemField,
} from './contract/contract-order-checks.ts';

// Fixed-time options (issue 20): outcome, payout, profit, exposure and the stake's checks.
export {
  checkOptionStake,
  moneyness,
  optionExposure,
  optionOutcome,
  optionPayout,
  optionProfit,
} from './option/option.ts';
export type {
  OptionDirection,
  OptionOutcome,
  OptionStakeProblem,
  OptionStakeRules,
} from './option/option.ts';

// Earn (issue 21): tiered daily interest, value and maturity dates, redemption, subscribe checks.
export {
  checkEarnSubscribe,
  dailyInterest,
  DAYS_PER_YEAR,
  earnDayStart,
  earnDaysBetween,
  earnMaturityDate,
  earnRedemption,
  earnSubscribable,
  earnValueDate,
  estimateInterest,
  positionsDailyInterest,
} from './earn/earn.ts';
export type { EarnAmountProblem, EarnSubscribeRules, EarnTier } from './earn/earn.ts';

// Launchpad (issue 21): pro-rata allocation of a token offer.
export {
  launchpadAllocation,
  launchpadAllocations,
  launchpadOfferedValue,
} from './launchpad/allocation.ts';
export type { LaunchpadOffer, LaunchpadShare } from './launchpad/allocation.ts';

// C2C (issue 22): ad prices, fiat ↔ coin, order and ad checks, the order's times and suspension.
export {
  adPrice,
  c2cOrderAmounts,
  coinToFiat,
  FIAT_DECIMALS,
  fiatToCoin,
  FLOATING_PERCENT_MAX,
  FLOATING_PERCENT_MIN,
  floatingPrice,
} from './c2c/c2c-price.ts';
export type { C2cOrderAmounts, C2cPriceType } from './c2c/c2c-price.ts';
export {
  adOrderable,
  checkC2cAd,
  checkC2cOrder,
  fixedPriceRange,
  maxOrderFiat,
} from './c2c/c2c-checks.ts';
export type {
  C2cAdDraft,
  C2cAdProblem,
  C2cOrderLimits,
  C2cOrderProblem,
} from './c2c/c2c-checks.ts';
export {
  appealAfter,
  BUY_CANCELS_PER_DAY,
  buyCancelsLeft,
  buySuspendedUntil,
  C2C_DAY_MS,
  canAppeal,
  payDeadline,
  utcDayStart,
} from './c2c/c2c-time.ts';

// Trading reports (issue 23): spot PnL by the average cost method, a period's return.
export { applyFill, EMPTY_POSITION, returnRate } from './report/average-cost.ts';
export type { AverageCostFill, AverageCostPosition } from './report/average-cost.ts';

// Copy trading (issue 24): a lead trader's PnL, ROI, win rate, drawdown, AUM and curves.
export {
  assetsUnderCopy,
  cumulative,
  dailyPnl,
  leaderPeriodStats,
  maxDrawdown,
  periodRoi,
  STATS_DAY_MS,
  statsDayStart,
  winRate,
} from './copy-stats/leader-stats.ts';
export type {
  ClosedTrade,
  LeaderPeriodInput,
  LeaderPeriodStats,
} from './copy-stats/leader-stats.ts';

// Copy trading (issue 24): a copied order's size, a copied close's size, the profit share.
export {
  COPY_SKIP_MESSAGES,
  copyCloseSize,
  copyOpenSize,
  profitShare,
} from './copy/copy-sizing.ts';
export type {
  CopyCloseInput,
  CopyOpenInput,
  CopyOpenSize,
  CopySizeRules,
  CopySizing,
  CopySkip,
  ProfitShareInput,
} from './copy/copy-sizing.ts';
