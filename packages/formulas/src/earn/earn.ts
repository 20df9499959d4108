import Big from 'big.js';
import { decimalsOf } from '../decimal-math.ts';

// Earn (issue 21): the interest, dates and limits the server books by and the finance page
// previews with. Rules (see @exchange/api earn.ts for the product):
// - A day's interest is simple interest on the day's principal: Σ over the rate tiers of
//   (part of the principal in that tier) × tier rate ÷ 365, truncated (never rounded) to the
//   coin's precision once per position and day.
// - Tiers count a user's whole holding in a product: positions fill them in subscription order,
//   so a position's part starts at `offset` (what the user's earlier positions already hold).
// - Days are the server's days of `dayMs` milliseconds counted from the epoch (86,400,000 in
//   production: UTC days; scaled to seconds in demo mode and tests).

/** Days a year has for the annual rates. */
export const DAYS_PER_YEAR = 365;

/** One rate tier, as the wire has it: `apr` on the holding up to `up_to` (null: unbounded). */
export interface EarnTier {
  up_to: string | null;
  apr: string;
}

// A private constructor: quotients are cut (not rounded) at 60 places, so truncating them to a
// coin's precision afterwards gives exactly floor(x × 10^precision) ÷ 10^precision.
const Exact = Big();
Exact.DP = 60;
Exact.RM = Big.roundDown;

/**
 * The interest of one day on `principal` sitting at `[offset, offset + principal)` of the tiers,
 * truncated to `precision` decimals.
 *
 * @example dailyInterest({ tiers: [{ up_to: null, apr: '0.0365' }], principal: '1000', precision: 6 }) // '0.1'
 * @example dailyInterest({ tiers: [{ up_to: '500', apr: '0.073' }, { up_to: null, apr: '0.0365' }], principal: '1000', precision: 2 }) // '0.15'
 */
export function dailyInterest(input: {
  tiers: readonly EarnTier[];
  principal: string;
  /** The user's holding in the product counted before this position (default 0). */
  offset?: string;
  precision: number;
}): string {
  const start = new Exact(input.offset ?? '0');
  const end = start.plus(input.principal);
  let yearly = new Exact(0);
  let floor = new Exact(0);
  for (const tier of input.tiers) {
    const ceiling = tier.up_to === null ? null : new Exact(tier.up_to);
    const from = start.gt(floor) ? start : floor;
    const to = ceiling === null || end.lt(ceiling) ? end : ceiling;
    if (to.gt(from)) yearly = yearly.plus(to.minus(from).times(tier.apr));
    if (ceiling === null) break;
    floor = ceiling;
  }
  return yearly.div(DAYS_PER_YEAR).round(input.precision, Big.roundDown).toFixed();
}

/**
 * The day's interest of each of a user's positions in one product, in subscription order: each
 * fills the tiers after the ones before it.
 *
 * @example positionsDailyInterest([{ up_to: '500', apr: '0.073' }, { up_to: null, apr: '0.0365' }], ['400', '600'], 2) // ['0.08', '0.07']
 */
export function positionsDailyInterest(
  tiers: readonly EarnTier[],
  principals: readonly string[],
  precision: number,
): string[] {
  let offset = new Big(0);
  return principals.map((principal) => {
    const interest = dailyInterest({ tiers, principal, offset: offset.toFixed(), precision });
    offset = offset.plus(principal);
    return interest;
  });
}

/**
 * The interest `days` whole days would earn on a constant principal: the sum of the days' own
 * (truncated) interests, as the server would book them. The subscribe dialog's estimate.
 *
 * @example estimateInterest({ tiers: [{ up_to: null, apr: '0.05' }], principal: '1000', days: 30, precision: 2 }) // '3.9' (0.13 a day)
 */
export function estimateInterest(input: {
  tiers: readonly EarnTier[];
  principal: string;
  offset?: string;
  days: number;
  precision: number;
}): string {
  return new Big(dailyInterest(input)).times(input.days).toFixed();
}

/**
 * The start of the server day holding `time`.
 *
 * @example earnDayStart(Date.UTC(2026, 10, 24, 15), 86_400_000) // Date.UTC(2026, 10, 24)
 */
export function earnDayStart(time: number, dayMs: number): number {
  return time - (((time % dayMs) + dayMs) % dayMs);
}

/**
 * When interest starts: the start of the day after the subscription (00:00 UTC next day).
 *
 * @example earnValueDate(Date.UTC(2026, 10, 24, 15), 86_400_000) // Date.UTC(2026, 10, 25)
 */
export function earnValueDate(subscribedAt: number, dayMs: number): number {
  return earnDayStart(subscribedAt, dayMs) + dayMs;
}

/**
 * When a locked position returns principal and interest: `durationDays` whole days after its
 * value date (null for flexible, which never matures).
 *
 * @example earnMaturityDate(Date.UTC(2026, 10, 25), 7, 86_400_000) // Date.UTC(2026, 11, 2)
 */
export function earnMaturityDate(
  valueDate: number,
  durationDays: number | null,
  dayMs: number,
): number | null {
  return durationDays === null ? null : valueDate + durationDays * dayMs;
}

/**
 * Whole days of interest between the value date and `until` (maturity or now).
 *
 * @example earnDaysBetween(Date.UTC(2026, 10, 25), Date.UTC(2026, 10, 27, 5), 86_400_000) // 2
 */
export function earnDaysBetween(valueDate: number, until: number, dayMs: number): number {
  return until <= valueDate ? 0 : Math.floor((until - valueDate) / dayMs);
}

/**
 * What a redemption returns to spot and what it forfeits: flexible returns the amount and
 * forfeits nothing (its interest is already paid to spot); locked before maturity returns the
 * principal and forfeits every interest credited so far.
 *
 * @example earnRedemption({ type: 'locked', amount: '1000', creditedInterest: '1.23' }) // { returned: '1000', forfeited: '1.23' }
 */
export function earnRedemption(input: {
  type: 'flexible' | 'locked';
  amount: string;
  creditedInterest: string;
}): { returned: string; forfeited: string } {
  const returned = new Big(input.amount).toFixed();
  if (input.type === 'flexible') return { returned, forfeited: '0' };
  return { returned, forfeited: new Big(input.creditedInterest).toFixed() };
}

/** What limits a subscription, as the product list and the spot wallet say. */
export interface EarnSubscribeRules {
  minAmount: string;
  userCap: string;
  userSubscribed: string;
  totalQuota: string;
  subscribedTotal: string;
  /** The user's available spot balance; omit when unknown (anonymous preview). */
  available?: string;
  precision: number;
}

/**
 * The most a user may subscribe now: min(cap − held, quota − taken, available), truncated to
 * the precision, never below zero.
 *
 * @example earnSubscribable({ minAmount: '10', userCap: '1000', userSubscribed: '300', totalQuota: '5000', subscribedTotal: '4800', available: '900.129', precision: 2 }) // '200'
 */
export function earnSubscribable(rules: EarnSubscribeRules): string {
  let most = new Big(rules.userCap).minus(rules.userSubscribed);
  const quotaLeft = new Big(rules.totalQuota).minus(rules.subscribedTotal);
  if (quotaLeft.lt(most)) most = quotaLeft;
  if (rules.available !== undefined && new Big(rules.available).lt(most)) {
    most = new Big(rules.available);
  }
  return most.lte(0) ? '0' : most.round(rules.precision, Big.roundDown).toFixed();
}

/** Why a subscription amount is refused; every kind belongs to the `amount` field. */
export type EarnAmountProblem =
  | { kind: 'precision'; decimals: number }
  | { kind: 'min'; min: string }
  | { kind: 'user_cap'; most: string }
  | { kind: 'quota'; most: string }
  | { kind: 'balance'; available: string };

/**
 * The first rule `amount` breaks, in the order a user would fix them, or null when it may be
 * subscribed: too many decimals, under the minimum, over the user's cap, over the remaining
 * quota, over the available balance.
 *
 * @example checkEarnSubscribe('5', { minAmount: '10', … }) // { kind: 'min', min: '10' }
 */
export function checkEarnSubscribe(
  amount: string,
  rules: EarnSubscribeRules,
): EarnAmountProblem | null {
  const value = new Big(amount);
  // Trailing zeros are no precision: "1.50" subscribes like "1.5".
  const decimals = decimalsOf(value.toFixed());
  if (decimals > rules.precision) return { kind: 'precision', decimals: rules.precision };
  if (value.lt(rules.minAmount)) return { kind: 'min', min: new Big(rules.minAmount).toFixed() };
  const capLeft = new Big(rules.userCap).minus(rules.userSubscribed);
  if (value.gt(capLeft)) return { kind: 'user_cap', most: capLeft.lt(0) ? '0' : capLeft.toFixed() };
  const quotaLeft = new Big(rules.totalQuota).minus(rules.subscribedTotal);
  if (value.gt(quotaLeft)) {
    return { kind: 'quota', most: quotaLeft.lt(0) ? '0' : quotaLeft.toFixed() };
  }
  if (rules.available !== undefined && value.gt(rules.available)) {
    return { kind: 'balance', available: new Big(rules.available).toFixed() };
  }
  return null;
}
