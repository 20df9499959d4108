import Big from 'big.js';
import type { DecimalInput } from '../contract/contract-types.ts';
import { big } from '../contract/contract-types.ts';

// Fixed-time options (issue 20): what a stake pays, how an order ends, and the checks a stake
// passes. The server settles with these and the page previews with them, so the "payout if won"
// on the Up and Down buttons is the amount the ledger books.

/** Which way the trader bets the price goes between the entry and the expiry. */
export type OptionDirection = 'up' | 'down';

/** How an option ends: won, lost, or a draw (settle price equals the entry) that refunds. */
export type OptionOutcome = 'won' | 'lost' | 'draw';

/**
 * The outcome at expiry: up wins when the settle price is strictly above the entry, down when
 * strictly below; equal prices are a draw.
 *
 * @example optionOutcome('up', '100', '100.01') // 'won'
 * @example optionOutcome('down', '100', '100') // 'draw'
 */
export function optionOutcome(
  direction: OptionDirection,
  entry: DecimalInput,
  settle: DecimalInput,
): OptionOutcome {
  const cmp = big(settle).cmp(big(entry));
  if (cmp === 0) return 'draw';
  return cmp > 0 === (direction === 'up') ? 'won' : 'lost';
}

/**
 * Whether an open option would win (`in`), lose (`out`) or draw (`at`) if it expired at
 * `current`: the live in/out-of-the-money flag of the open options list.
 *
 * @example moneyness('down', '100', '99') // 'in'
 */
export function moneyness(
  direction: OptionDirection,
  entry: DecimalInput,
  current: DecimalInput,
): 'in' | 'out' | 'at' {
  const outcome = optionOutcome(direction, entry, current);
  return outcome === 'won' ? 'in' : outcome === 'lost' ? 'out' : 'at';
}

/**
 * What a win pays back: stake × (1 + payout rate), truncated to the coin's decimals.
 *
 * @example optionPayout('10', '0.85', 2) // Big(18.5)
 * @example optionPayout('10.01', '0.85', 2) // Big(18.51) (18.5185 truncated)
 */
export function optionPayout(stake: DecimalInput, payoutRate: DecimalInput, decimals: number): Big {
  return big(stake).times(big(payoutRate).plus(1)).round(decimals, Big.roundDown);
}

/**
 * The net result of a settled option: payout − stake on a win, −stake on a loss, 0 on a draw.
 *
 * @example optionProfit('won', '10', '0.85', 2) // Big(8.5)
 * @example optionProfit('lost', '10', '0.85', 2) // Big(-10)
 */
export function optionProfit(
  outcome: OptionOutcome,
  stake: DecimalInput,
  payoutRate: DecimalInput,
  decimals: number,
): Big {
  if (outcome === 'draw') return new Big(0);
  if (outcome === 'lost') return big(stake).neg();
  return optionPayout(stake, payoutRate, decimals).minus(big(stake));
}

/**
 * What the house stands to lose on an open option (its profit if it wins): the amount the
 * exposure cap per pair, duration and direction sums.
 *
 * @example optionExposure('10', '0.85', 2) // Big(8.5)
 */
export function optionExposure(
  stake: DecimalInput,
  payoutRate: DecimalInput,
  decimals: number,
): Big {
  return optionProfit('won', stake, payoutRate, decimals);
}

/** The limits a stake is checked against. */
export interface OptionStakeRules {
  min: DecimalInput;
  max: DecimalInput;
  /** Decimals the quote coin allows. */
  decimals: number;
  /** The spot account's available quote coin; omit to skip the balance check (signed out). */
  available?: DecimalInput;
}

/** Why a stake is refused, in the words the form and the server's 4xx both use. */
export type OptionStakeProblem =
  | { kind: 'not_a_number' }
  | { kind: 'precision'; decimals: number }
  | { kind: 'below_min'; min: string }
  | { kind: 'above_max'; max: string }
  | { kind: 'insufficient'; available: string };

/**
 * The first problem of a stake, or null when it may be sent.
 *
 * @example checkOptionStake('5', { min: '10', max: '1000', decimals: 2 }) // { kind: 'below_min', min: '10' }
 */
export function checkOptionStake(
  stake: string,
  rules: OptionStakeRules,
): OptionStakeProblem | null {
  if (!/^\d+(\.\d+)?$/.test(stake) || new Big(stake).lte(0)) return { kind: 'not_a_number' };
  const decimals = stake.includes('.') ? (stake.split('.')[1] ?? '').length : 0;
  if (decimals > rules.decimals) return { kind: 'precision', decimals: rules.decimals };
  const amount = new Big(stake);
  const min = big(rules.min);
  const max = big(rules.max);
  if (amount.lt(min)) return { kind: 'below_min', min: min.toFixed() };
  if (amount.gt(max)) return { kind: 'above_max', max: max.toFixed() };
  if (rules.available !== undefined && amount.gt(big(rules.available)))
    return { kind: 'insufficient', available: big(rules.available).toFixed() };
  return null;
}
