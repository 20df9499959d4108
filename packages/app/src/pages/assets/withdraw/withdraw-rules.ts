import type { Big } from 'big.js';
import type { CoinNetwork } from '@exchange/api';
import { decimalsOf, parseDecimal, truncateDecimal } from '@exchange/formulas';

/** What stops an amount before it is sent; the server still decides (its 422 names the field). */
export type AmountProblem =
  'required' | 'tooPrecise' | 'belowMinimum' | 'notAboveFee' | 'overAvailable' | 'overLimit';

/** What stops a withdrawal before the e-mail code is asked for, by field. */
export interface WithdrawProblems {
  address?: 'required';
  memo?: 'required';
  amount?: AmountProblem;
}

/** A withdrawal as the form holds it. */
export interface WithdrawDraft {
  address: string;
  memo: string;
  amount: string;
  /** The spot balance that may leave; unknown while loading. */
  available: string | undefined;
  /** What the 24-hour limit still allows; undefined when the wire gives no limit. */
  limitLeft: string | undefined;
}

function amountProblem(draft: WithdrawDraft, network: CoinNetwork): AmountProblem | undefined {
  const amount = parseDecimal(draft.amount);
  if (amount === null || amount.lte(0)) return 'required';
  if (decimalsOf(draft.amount.trim()) > network.withdraw_precision) return 'tooPrecise';
  if (amount.lt(network.min_withdraw)) return 'belowMinimum';
  if (amount.lte(network.withdraw_fee)) return 'notAboveFee';
  if (draft.available !== undefined && amount.gt(draft.available)) return 'overAvailable';
  if (draft.limitLeft !== undefined && amount.gt(draft.limitLeft)) return 'overLimit';
  return undefined;
}

/**
 * Every problem of a draft on a network, by field; empty when it may go on to the e-mail code.
 * Amounts compare as decimals (big.js), never floats.
 *
 * @example withdrawProblems({ …draft, amount: '5' }, trc20).amount // 'belowMinimum'
 */
export function withdrawProblems(draft: WithdrawDraft, network: CoinNetwork): WithdrawProblems {
  const problems: WithdrawProblems = {};
  if (draft.address.trim() === '') problems.address = 'required';
  if (network.memo_required && draft.memo.trim() === '') problems.memo = 'required';
  const amount = amountProblem(draft, network);
  if (amount !== undefined) problems.amount = amount;
  return problems;
}

/**
 * What arrives at the address: amount − fee at the network's precision; '' until the amount is
 * above the fee.
 *
 * @example receiveAmount('100', trc20) // '99' (fee 1)
 */
export function receiveAmount(amount: string, network: CoinNetwork): string {
  const value = parseDecimal(amount);
  if (value === null || value.lte(network.withdraw_fee)) return '';
  return truncateDecimal(value.minus(network.withdraw_fee), network.withdraw_precision);
}

/**
 * The Max button's amount: the available balance, capped by what the 24-hour limit still
 * allows, truncated to the network's precision.
 *
 * @example maxAmount('1234.5678912', undefined, trc20) // '1234.567891'
 */
export function maxAmount(
  available: string,
  limitLeft: string | undefined,
  network: CoinNetwork,
): string {
  const balance = parseDecimal(available);
  if (balance === null) return '';
  const limit = limitLeft === undefined ? null : parseDecimal(limitLeft);
  const most: Big = limit !== null && limit.lt(balance) ? limit : balance;
  return truncateDecimal(most, network.withdraw_precision);
}
