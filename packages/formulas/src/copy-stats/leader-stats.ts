import { Big, type BigSource } from 'big.js';

// Copy trading (issue 24): a lead trader's record over a period, decided once here so the board,
// the profile and anything that previews them read the same figures. Every rate is a fraction
// ("0.1" = 10 %), as on the wire (api copy-trade.ts).

/** One UTC day in ms: the periods and curves step by whole UTC days. */
export const STATS_DAY_MS = 86_400_000;

/** Figures are cut (toward zero) to this many decimals, as the wire's amounts are. */
const DECIMALS = 8;

/**
 * A closed position as the statistics see it: when it closed and its PnL, realized net of every
 * fee and of the funding paid or received while it was open.
 */
export interface ClosedTrade {
  readonly closedAt: number;
  readonly pnl: BigSource;
}

const cut = (value: Big) => value.round(DECIMALS, Big.roundDown);

/** The start (ms) of the UTC day holding `ms`. */
export function statsDayStart(ms: number): number {
  return Math.floor(ms / STATS_DAY_MS) * STATS_DAY_MS;
}

/**
 * PnL per UTC day over `days` days from the UTC day `from`: a trade counts on the day it
 * closed (its PnL is realized then), trades outside the window are left out.
 *
 * @example
 * dailyPnl([{ closedAt: DAY + 5, pnl: '10' }, { closedAt: DAY + 9, pnl: '-4' }], DAY, 2);
 * // [Big(6), Big(0)]
 */
export function dailyPnl(trades: readonly ClosedTrade[], from: number, days: number): Big[] {
  const out = Array.from({ length: days }, () => new Big(0));
  for (const trade of trades) {
    const index = Math.floor((trade.closedAt - from) / STATS_DAY_MS);
    if (index < 0 || index >= days) continue;
    out[index] = (out[index] ?? new Big(0)).plus(trade.pnl);
  }
  return out;
}

/**
 * Running sums: the cumulative PnL at each day's close.
 *
 * @example cumulative([new Big(6), new Big(-2), new Big(5)]); // [6, 4, 9]
 */
export function cumulative(values: readonly Big[]): Big[] {
  let sum = new Big(0);
  return values.map((value) => (sum = sum.plus(value)));
}

/**
 * Return on investment: the period's PnL ÷ the equity at the period's start (for a leader who
 * started within the period, the equity of their first day). Deposits and transfers are not
 * PnL, so they move neither side. No starting equity (0 or less): 0, there is no base to
 * measure against.
 *
 * @example periodRoi('250', '1000'); // Big(0.25)
 */
export function periodRoi(pnl: BigSource, startEquity: BigSource): Big {
  const base = new Big(startEquity);
  return base.lte(0) ? new Big(0) : cut(new Big(pnl).div(base));
}

/**
 * Win rate: closes in profit ÷ closes (a close at exactly 0 is no win); null before any close.
 *
 * @example winRate([{ closedAt: 0, pnl: '5' }, { closedAt: 0, pnl: '-1' }, { closedAt: 0, pnl: '0' }]);
 * // Big(0.33333333)
 */
export function winRate(trades: readonly ClosedTrade[]): Big | null {
  if (trades.length === 0) return null;
  const wins = trades.filter((trade) => new Big(trade.pnl).gt(0)).length;
  return cut(new Big(wins).div(trades.length));
}

/**
 * Maximum drawdown of the daily equity curve: the curve starts at `startEquity` and each day's
 * close is the start plus the cumulative PnL (so a deposit or withdrawal is never a drawdown);
 * the drawdown is the largest fall from a running peak, as a fraction of that peak, between 0
 * and 1 (equity below zero counts as the whole peak lost). No positive peak: 0.
 *
 * @example
 * // 1000 → 1100 → 880 → 990: the peak 1100 fell to 880, a fall of 220 ÷ 1100
 * maxDrawdown('1000', [new Big(100), new Big(-220), new Big(110)]); // Big(0.2)
 */
export function maxDrawdown(startEquity: BigSource, daily: readonly Big[]): Big {
  let equity = new Big(startEquity);
  let peak = equity;
  let worst = new Big(0);
  for (const pnl of daily) {
    equity = equity.plus(pnl);
    if (equity.gt(peak)) peak = equity;
    if (peak.lte(0)) continue;
    const fall = peak.minus(equity).div(peak);
    if (fall.gt(worst)) worst = fall;
  }
  return cut(worst.gt(1) ? new Big(1) : worst);
}

/**
 * Assets under copy: the budgets of the leader's active follows (what followers committed;
 * a stopped copy counts no more).
 *
 * @example assetsUnderCopy(['500', '1200.5']); // Big(1700.5)
 */
export function assetsUnderCopy(budgets: readonly BigSource[]): Big {
  return budgets.reduce<Big>((sum, budget) => sum.plus(budget), new Big(0));
}

/** What {@link leaderPeriodStats} needs for one period. */
export interface LeaderPeriodInput {
  /** The leader's closed positions (any span: those outside the period are left out). */
  readonly trades: readonly ClosedTrade[];
  /** The first UTC day of the period (ms) and its length in days. */
  readonly from: number;
  readonly days: number;
  /** The equity at the period's start, or on the leader's first day within it. */
  readonly startEquity: BigSource;
  /** The active follows' budgets. */
  readonly budgets: readonly BigSource[];
}

/** A leader's figures over one period, with its daily curves (one point per day, oldest first). */
export interface LeaderPeriodStats {
  pnl: Big;
  roi: Big;
  winRate: Big | null;
  maxDrawdown: Big;
  aum: Big;
  /** Cumulative PnL at each day's close. */
  pnlCurve: Big[];
  /** Cumulative PnL ÷ the starting equity at each day's close. */
  roiCurve: Big[];
}

/**
 * Every figure of one period at once (the formulas above over the period's trades).
 *
 * @example
 * // Start 1000; day 1 closes +100 and −20, day 2 closes +50: PnL 130, ROI 0.13, win rate 2/3,
 * // equity 1000 → 1080 → 1130 (no fall), AUM 300
 * leaderPeriodStats({ trades, from: DAY, days: 2, startEquity: '1000', budgets: ['100', '200'] });
 */
export function leaderPeriodStats(input: LeaderPeriodInput): LeaderPeriodStats {
  const end = input.from + input.days * STATS_DAY_MS;
  const inPeriod = input.trades.filter(
    (trade) => trade.closedAt >= input.from && trade.closedAt < end,
  );
  const daily = dailyPnl(inPeriod, input.from, input.days);
  const pnlCurve = cumulative(daily);
  const pnl = pnlCurve[pnlCurve.length - 1] ?? new Big(0);
  return {
    pnl,
    roi: periodRoi(pnl, input.startEquity),
    winRate: winRate(inPeriod),
    maxDrawdown: maxDrawdown(input.startEquity, daily),
    aum: assetsUnderCopy(input.budgets),
    pnlCurve,
    roiCurve: pnlCurve.map((value) => periodRoi(value, input.startEquity)),
  };
}
