import Big from 'big.js';
import type { MarginBracket, Position, PositionSide } from '@exchange/api';
import {
  initialMargin,
  liquidationPrice,
  positiveDecimal,
  roe,
  truncateDecimal,
  unrealizedPnl,
} from '@exchange/formulas';

// The positions panel's pure rules. Every figure comes from @exchange/formulas (the server
// decides by the same ones); this file only picks their inputs and the page's checks, which
// mirror the server's refusals (server/src/contract/contract-actions.ts) so a refused request is
// caught before it is sent, with the same words.

/** What the table shows of a position once the live mark is known. */
export interface LiveFigures {
  mark: string;
  /** Signed, in the quote coin. */
  pnl: string;
  /** Return on the position's initial margin, in percent. */
  roe: string;
}

/**
 * The PnL and ROE of a position at a live mark price (ROE over the initial margin at entry, as
 * the server computes it); the wire's own figures while no live mark has come.
 *
 * @example liveFigures(btcLong, '64100').pnl // '0'
 */
export function liveFigures(
  position: Pick<
    Position,
    'side' | 'amount' | 'entry_price' | 'leverage' | 'mark_price' | 'unrealized_pnl' | 'roe'
  >,
  mark: string | undefined,
): LiveFigures {
  if (mark === undefined || positiveDecimal(mark) === null) {
    return { mark: position.mark_price, pnl: position.unrealized_pnl, roe: position.roe };
  }
  const pnl = unrealizedPnl(position.side, position.amount, position.entry_price, mark);
  const margin = initialMargin(
    new Big(position.amount).times(position.entry_price),
    position.leverage,
  );
  return { mark, pnl: pnl.toFixed(), roe: roe(pnl, margin).toFixed() };
}

/** Which side of the entry a trigger price is on the wrong side of (the server's four refusals). */
export type TriggerProblem =
  'take_profit_above' | 'take_profit_below' | 'stop_loss_below' | 'stop_loss_above';

/** A TP/SL draft's problems by field; an empty text means "none" and is never a problem. */
export interface TriggerProblems {
  take_profit?: TriggerProblem;
  stop_loss?: TriggerProblem;
}

/**
 * TP above the entry and SL below it for a long, the other way round for a short; neither may
 * equal the entry (server: checkTriggers).
 *
 * @example checkTriggers('long', '64100', '63000', '').take_profit // 'take_profit_above'
 */
export function checkTriggers(
  side: PositionSide,
  entry: string,
  takeProfit: string,
  stopLoss: string,
): TriggerProblems {
  const reference = new Big(entry);
  const beyond = (price: Big) => (side === 'long' ? price.gt(reference) : price.lt(reference));
  const problems: TriggerProblems = {};
  const tp = positiveDecimal(takeProfit);
  if (tp !== null && !beyond(tp)) {
    problems.take_profit = side === 'long' ? 'take_profit_above' : 'take_profit_below';
  }
  const sl = positiveDecimal(stopLoss);
  if (sl !== null && (beyond(sl) || sl.eq(reference))) {
    problems.stop_loss = side === 'long' ? 'stop_loss_below' : 'stop_loss_above';
  }
  return problems;
}

/** The position_update fields of a TP/SL edit: only what changed; "" removes a trigger. */
export function triggerChanges(
  position: Pick<Position, 'take_profit' | 'stop_loss'>,
  takeProfit: string,
  stopLoss: string,
): { take_profit?: string; stop_loss?: string } {
  const changes: { take_profit?: string; stop_loss?: string } = {};
  const same = (text: string, was: string | null) =>
    text === '' ? was === null : was !== null && positiveDecimal(text)?.eq(was) === true;
  if (!same(takeProfit, position.take_profit)) changes.take_profit = takeProfit;
  if (!same(stopLoss, position.stop_loss)) changes.stop_loss = stopLoss;
  return changes;
}

/** Why a close draft cannot be sent. */
export type CloseProblem = 'price_required' | 'amount_required' | 'amount_over_held';

/**
 * A close draft's problems: a limit close needs a price, the amount must be positive and at most
 * what the position holds (server: "Closing more than the position holds").
 *
 * @example checkClose({ type: 'market', price: '', amount: '0.2' }, '0.15').amount // 'amount_over_held'
 */
export function checkClose(
  draft: { type: 'limit' | 'market'; price: string; amount: string },
  held: string,
): { price?: CloseProblem; amount?: CloseProblem } {
  const problems: { price?: CloseProblem; amount?: CloseProblem } = {};
  if (draft.type === 'limit' && positiveDecimal(draft.price) === null) {
    problems.price = 'price_required';
  }
  const amount = positiveDecimal(draft.amount);
  if (amount === null) problems.amount = 'amount_required';
  else if (amount.gt(held)) problems.amount = 'amount_over_held';
  return problems;
}

/**
 * A wire decimal as a field's starting text: truncated to the pair's decimals, no grouping; the
 * wire's own digits when the decimals are unknown (negative).
 *
 * @example decimalForInput('64012.37', 1) // '64012.3'
 */
export function decimalForInput(value: string, decimals: number): string {
  return decimals < 0 ? value : truncateDecimal(value, decimals);
}

/**
 * A share of the position's size, truncated to the pair's size decimals (never more than held).
 *
 * @example closeAmountFor(50, '0.15', 3) // '0.075'
 */
export function closeAmountFor(percent: number, held: string, sizePrecision: number): string {
  return truncateDecimal(new Big(held).times(percent).div(100), sizePrecision);
}

/**
 * The most margin an isolated position may give back: its margin less its initial margin at
 * entry (server: "The margin may not go below the initial margin"), never below zero.
 *
 * @example maxRemovableMargin({ amount: '1', entry_price: '3231.6', leverage: 10, margin: '400' }) // '76.84'
 */
export function maxRemovableMargin(
  position: Pick<Position, 'amount' | 'entry_price' | 'leverage' | 'margin'>,
): string {
  const floor = initialMargin(
    new Big(position.amount).times(position.entry_price),
    position.leverage,
  );
  const room = new Big(position.margin).minus(floor);
  return room.gt(0) ? room.toFixed() : '0';
}

/** Why a margin change cannot be sent. */
export type MarginProblem = 'amount_required' | 'over_removable' | 'over_available';

/**
 * A margin change's problem: an amount is needed, a removal may not pass the removable most,
 * an addition not the available balance (when known).
 *
 * @example checkMarginChange('remove', '100', { removable: '76.84', available: undefined }) // 'over_removable'
 */
export function checkMarginChange(
  action: 'add' | 'remove',
  amount: string,
  limits: { removable: string; available: string | undefined },
): MarginProblem | null {
  const value = positiveDecimal(amount);
  if (value === null) return 'amount_required';
  if (action === 'remove' && value.gt(limits.removable)) return 'over_removable';
  if (action === 'add' && limits.available !== undefined && value.gt(limits.available)) {
    return 'over_available';
  }
  return null;
}

/**
 * An isolated position's liquidation price after its margin changes by `delta` (signed): the
 * formulas' one-way liquidation price with the new margin as the wallet balance and no other
 * positions (isolated). "0" means it cannot be liquidated.
 *
 * @example liquidationAfterMargin(ethShort, brackets, '50') // a higher price than before
 */
export function liquidationAfterMargin(
  position: Pick<Position, 'side' | 'amount' | 'entry_price' | 'margin'>,
  brackets: readonly MarginBracket[],
  delta: string,
): string {
  const margin = new Big(position.margin).plus(delta);
  return liquidationPrice({
    side: position.side,
    size: position.amount,
    entry: position.entry_price,
    walletBalance: margin.gt(0) ? margin : '0',
    otherMaintenance: '0',
    otherUnrealizedPnl: '0',
    brackets,
  }).toFixed();
}

/** The five bars of the ADL queue: a rank of 3 lights the first three. */
export function adlBars(rank: number): boolean[] {
  return [1, 2, 3, 4, 5].map((bar) => bar <= rank);
}
