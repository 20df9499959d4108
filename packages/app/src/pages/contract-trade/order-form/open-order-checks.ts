import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import Big from 'big.js';
import type { ContractPair, Position, PositionSide } from '@exchange/api';
import { formatCoinAmount, isolateLtr } from '@exchange/design-system';
import {
  checkContractOrder,
  maxNotionalFor,
  positiveDecimal,
  type ContractOrderRules,
} from '@exchange/formulas';
import {
  orderPrice,
  positionAfter,
  type PreviewContext,
  type PreviewOrder,
  type SidePreview,
} from './contract-order-preview.ts';
import { contractProblemMessage } from './contract-problem-message.ts';

/** Fields of the Open tab a problem (the form's or the server's) can be shown under. */
export type OpenField = 'price' | 'trigger_price' | 'amount' | 'take_profit' | 'stop_loss';

/** Fields of the Close tab. */
export type CloseField = 'price' | 'amount';

/**
 * Why an order cannot be sent as it stands, in words. `field` is the request field it belongs to
 * (one the tab may not show, e.g. `reduce_only` or `leverage`: the form's alert carries it);
 * `required` marks "enter a …", which waits for a submit before showing.
 */
export interface FormProblem<F extends string = string> {
  field: F;
  message: string;
  required: boolean;
}

/**
 * Every problem of an opening order on one side: the pair's rules as formulas'
 * `checkContractOrder` decides them (a price, trigger and size given; tick, step, minimum and
 * maximum size, price band, reduce-only against the position, TP/SL on the right side of the
 * order's price), in the active language; then, as the server goes on, the largest position the
 * leverage allows (formulas' `maxNotionalFor`) and the margin the cost needs.
 *
 * @example checkOpenOrder('long', { draft, takeProfit: '', stopLoss: '', preview, context, i18n })
 */
export function checkOpenOrder(
  side: PositionSide,
  input: {
    draft: PreviewOrder;
    takeProfit: string;
    stopLoss: string;
    preview: SidePreview;
    context: PreviewContext;
    i18n: I18n;
  },
): FormProblem[] {
  const { draft, preview, context, i18n } = input;
  const { pair } = context;
  const limitPriced = draft.type === 'limit' || draft.type === 'stop_limit';
  const stop = draft.type === 'stop_limit' || draft.type === 'stop_market';
  const position = context.positions.find((item) => item.symbol === pair.symbol);
  const rules = checkContractOrder({
    pair: rulesOf(pair, context.markPrice),
    order: {
      type: draft.type,
      side,
      price: limitPriced ? draft.price : undefined,
      triggerPrice: stop ? draft.triggerPrice : undefined,
      amount: draft.size,
      reduceOnly: draft.reduceOnly,
      takeProfit: input.takeProfit === '' ? undefined : input.takeProfit,
      stopLoss: input.stopLoss === '' ? undefined : input.stopLoss,
      position: positionOf(position),
    },
  }).map((problem) => ({
    field: problem.field,
    message: contractProblemMessage(problem, side, i18n),
    required: problem.code === 'required',
  }));
  if (rules.length > 0) return rules;
  const notional = notionalProblem(side, input, position);
  if (notional !== null) return [notional];
  const available = context.account === null ? null : new Big(context.account.balance);
  if (preview.cost !== null && available !== null && preview.cost.gt(available)) {
    return [
      { field: 'amount', message: i18n._(msg`Not enough available margin`), required: false },
    ];
  }
  return [];
}

/**
 * The problems of a closing order: a price for a limit close and a size within the pair's rules,
 * no more than the position holds (the server's words for that refusal).
 *
 * @example checkCloseOrder({ pair, position, type: 'market', price: '', amount: '0.2', markPrice, i18n })
 */
export function checkCloseOrder(input: {
  pair: ContractPair;
  position: Position;
  type: 'limit' | 'market';
  price: string;
  amount: string;
  markPrice: string;
  i18n: I18n;
}): FormProblem<CloseField>[] {
  const { pair, position, type, i18n } = input;
  // Closing sells a long and buys back a short.
  const side: PositionSide = position.side === 'long' ? 'short' : 'long';
  const problems: FormProblem<CloseField>[] = [];
  for (const problem of checkContractOrder({
    pair: rulesOf(pair, input.markPrice),
    order: {
      type,
      side,
      price: type === 'limit' ? input.price : undefined,
      amount: input.amount,
      reduceOnly: false,
    },
  })) {
    if (problem.field !== 'price' && problem.field !== 'amount') continue;
    problems.push({
      field: problem.field,
      message: contractProblemMessage(problem, side, i18n),
      required: problem.code === 'required',
    });
  }
  const amount = positiveDecimal(input.amount);
  if (!problems.some((problem) => problem.field === 'amount') && amount?.gt(position.amount)) {
    problems.push({
      field: 'amount',
      message: i18n._(msg`Closing more than the position holds`),
      required: false,
    });
  }
  return problems;
}

/**
 * The position the order would leave, against the largest notional the leverage allows (the
 * server's 422 on leverage): shown in the form's alert, the leverage having no field here.
 */
function notionalProblem(
  side: PositionSide,
  input: { draft: PreviewOrder; context: PreviewContext; i18n: I18n },
  position: Position | undefined,
): FormProblem | null {
  const { draft, context, i18n } = input;
  if (draft.reduceOnly) return null;
  const price = orderPrice(draft, context.markPrice);
  const size = positiveDecimal(draft.size);
  if (price === null || size === null) return null;
  const after = positionAfter(position, side, size, price);
  if (after === null || after.side !== side) return null;
  const cap = maxNotionalFor(context.pair.brackets, context.leverage);
  if (!after.size.times(price).gt(cap)) return null;
  const leverage = context.leverage;
  const largest = isolateLtr(formatCoinAmount(cap, context.pair.quote_coin));
  return {
    field: 'leverage',
    message: i18n._(msg`Above the largest position of ${leverage}× (${largest})`),
    required: false,
  };
}

function rulesOf(pair: ContractPair, markPrice: string): ContractOrderRules {
  return {
    tickSize: pair.tick_size,
    minSize: pair.min_size,
    maxSize: pair.max_size,
    sizeStep: new Big(10).pow(-pair.size_precision),
    priceBand: pair.price_band,
    mark: markPrice,
  };
}

function positionOf(position: Position | undefined) {
  return position === undefined ? undefined : { side: position.side, size: position.amount };
}
