import Big from 'big.js';
import type { Bracket, ContractSide, DecimalInput } from './contract-types.ts';
import { big, direction, sortedBrackets } from './contract-types.ts';

// Margin, PnL and ratio of a linear perpetual (issue 19 "The model"; exchange-facts.md section 1).
// Exact big.js results: a caller rounds to its own precision where it shows or books a number.

const ZERO = new Big(0);
const HUNDRED = new Big(100);

/**
 * The bracket a notional falls in: the one with notional_floor ≤ notional < notional_cap; a
 * notional at or past the last cap stays in the last bracket.
 *
 * @example bracketFor(BTC_BRACKETS, '60000').mmr // '0.005'
 */
export function bracketFor<B extends Bracket>(brackets: readonly B[], notional: DecimalInput): B {
  const sorted = sortedBrackets(brackets);
  const value = big(notional);
  const found = sorted.find((bracket) => value.lt(bracket.notional_cap));
  return found ?? (sorted[sorted.length - 1] as B);
}

/**
 * Maintenance margin = notional × MMR − cum of the notional's bracket (never below 0).
 *
 * @example maintenanceMargin(BTC_BRACKETS, '60000') // Big(250): 60,000 × 0.5 % − 50
 */
export function maintenanceMargin(brackets: readonly Bracket[], notional: DecimalInput): Big {
  const value = big(notional);
  const bracket = bracketFor(brackets, value);
  const margin = value.times(bracket.mmr).minus(bracket.cum);
  return margin.lt(0) ? ZERO : margin;
}

/**
 * Initial margin = notional ÷ leverage.
 *
 * @example initialMargin('60000', 20) // Big(3000)
 */
export function initialMargin(notional: DecimalInput, leverage: number): Big {
  if (!(leverage > 0)) throw new RangeError(`Leverage must be positive, got ${leverage}`);
  return big(notional).div(leverage);
}

/**
 * The highest leverage a position of this notional may use: its bracket's max_leverage.
 *
 * @example maxLeverageFor(BTC_BRACKETS, '300000') // 50
 */
export function maxLeverageFor(brackets: readonly Bracket[], notional: DecimalInput): number {
  return bracketFor(brackets, notional).max_leverage;
}

/**
 * The largest position notional a leverage allows: the cap of the highest bracket whose
 * max_leverage ≥ leverage; 0 when the leverage is above every bracket's.
 *
 * @example maxNotionalFor(BTC_BRACKETS, 50) // Big(3000000)
 */
export function maxNotionalFor(brackets: readonly Bracket[], leverage: number): Big {
  const allowed = sortedBrackets(brackets).filter((bracket) => bracket.max_leverage >= leverage);
  const highest = allowed[allowed.length - 1];
  return highest === undefined ? ZERO : new Big(highest.notional_cap);
}

/**
 * Unrealised PnL (linear) = side × size × (mark − entry), side +1 long / −1 short.
 *
 * @example unrealizedPnl('short', '2', '100', '90') // Big(20)
 */
export function unrealizedPnl(
  side: ContractSide,
  size: DecimalInput,
  entry: DecimalInput,
  mark: DecimalInput,
): Big {
  return big(size)
    .times(big(mark).minus(big(entry)))
    .times(direction(side));
}

/**
 * Return on equity as a percentage: PnL ÷ initial margin × 100 (0 without a margin).
 *
 * @example roe('15', '100') // Big(15)
 */
export function roe(pnl: DecimalInput, initialMarginValue: DecimalInput): Big {
  const margin = big(initialMarginValue);
  return margin.lte(0) ? ZERO : big(pnl).div(margin).times(HUNDRED);
}

/**
 * Margin ratio as a percentage: maintenance ÷ margin balance × 100; liquidation at 100. A margin
 * balance at or below 0 gives 100 (already past liquidation); no maintenance gives 0.
 *
 * @example marginRatio('250', '1000') // Big(25)
 */
export function marginRatio(maintenance: DecimalInput, marginBalance: DecimalInput): Big {
  const needed = big(maintenance);
  const balance = big(marginBalance);
  if (balance.lte(0)) return HUNDRED;
  if (needed.lte(0)) return ZERO;
  return needed.div(balance).times(HUNDRED);
}
