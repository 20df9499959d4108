import Big from 'big.js';
import { parseDecimal } from '../decimal-math.ts';
import type { ContractSide, DecimalInput } from './contract-types.ts';

// A contract order against its pair's rules (issue 19 "Bad input"): the server refuses with the
// first problem's field (4xx), the order form shows each under its field. Like order-checks.ts for
// spot: exact big.js comparisons, nothing rounded.

/** The pair's rules an order is checked against. */
export interface ContractOrderRules {
  tickSize: DecimalInput;
  minSize: DecimalInput;
  maxSize: DecimalInput;
  sizeStep: DecimalInput;
  /** A limit price may lie at most this fraction away from the mark ("0.05"). */
  priceBand: DecimalInput;
  mark: DecimalInput;
}

/** The order as sent (or as the form holds it). */
export interface ContractOrderDraft {
  type: 'limit' | 'market' | 'stop_limit' | 'stop_market';
  side: ContractSide;
  /** Limit and stop-limit orders only. */
  price?: DecimalInput | undefined;
  /** Stop orders only. */
  triggerPrice?: DecimalInput | undefined;
  /** Size in the base coin. */
  amount: DecimalInput;
  reduceOnly: boolean;
  /** Attached take-profit / stop-loss trigger prices, if any. */
  takeProfit?: DecimalInput | undefined;
  stopLoss?: DecimalInput | undefined;
  /** The user's position on the symbol, if any (one-way mode). */
  position?: { side: ContractSide; size: DecimalInput } | undefined;
}

/** The request field a problem belongs to. */
export type ContractProblemField =
  'price' | 'trigger_price' | 'amount' | 'reduce_only' | 'take_profit' | 'stop_loss';

/**
 * Why the order is refused: `code` for a translated message, `limit` the rule's number where it
 * has one (the tick, step, minimum, maximum, band edge, entry or position size), `message` the
 * server's English words.
 */
export type ContractProblem = {
  field: ContractProblemField;
  message: string;
} & (
  | { code: 'required' }
  | { code: 'offTick'; limit: string }
  | { code: 'outsideBand'; limit: string; low: string; high: string }
  | { code: 'offStep'; limit: string }
  | { code: 'belowMinSize'; limit: string }
  | { code: 'aboveMaxSize'; limit: string }
  | { code: 'reduceOnlyIncreases' }
  | { code: 'exceedsPosition'; limit: string }
  | { code: 'wrongSide'; limit: string }
);

function toBig(value: DecimalInput | undefined): Big | null {
  if (value === undefined) return null;
  return value instanceof Big ? value : parseDecimal(value);
}

function positive(value: DecimalInput | undefined): Big | null {
  const parsed = toBig(value);
  return parsed !== null && parsed.gt(0) ? parsed : null;
}

function isMultiple(value: Big, step: Big): boolean {
  return step.lte(0) || value.mod(step).eq(0);
}

function priceProblem(
  field: 'price' | 'trigger_price' | 'take_profit' | 'stop_loss',
  value: DecimalInput | undefined,
  tick: Big,
): [Big | null, ContractProblem | null] {
  const price = positive(value);
  if (price === null) return [null, { field, code: 'required', message: 'Enter a price' }];
  if (!isMultiple(price, tick)) {
    const limit = tick.toFixed();
    return [
      price,
      { field, code: 'offTick', limit, message: `Price must be a multiple of ${limit}` },
    ];
  }
  return [price, null];
}

/**
 * Every rule the order breaks, in field order: a limit price (positive, on the tick, within
 * mark × (1 ± band)), a stop's trigger price (positive, on the tick), the size (positive, on the
 * step, within [minSize, maxSize]), reduce-only (needs an opposite position at least as large),
 * and attached take-profit / stop-loss (on the tick and on the profitable / losing side of the
 * order's price: a stop's trigger, a market order's mark). Empty when the order may be placed.
 *
 * @example checkContractOrder({ pair: { tickSize: '0.1', minSize: '0.001', maxSize: '100', sizeStep: '0.001', priceBand: '0.05', mark: '100' }, order: { type: 'market', side: 'long', amount: '0.0005', reduceOnly: false } }) // [{ field: 'amount', code: 'offStep', … }]
 */
export function checkContractOrder(input: {
  pair: ContractOrderRules;
  order: ContractOrderDraft;
}): ContractProblem[] {
  const { pair, order } = input;
  const problems: ContractProblem[] = [];
  const tick = new Big(toBig(pair.tickSize) ?? 0);
  const mark = positive(pair.mark);
  let reference = mark;

  if (order.type === 'limit' || order.type === 'stop_limit') {
    const [price, problem] = priceProblem('price', order.price, tick);
    if (problem) problems.push(problem);
    else if (price !== null && mark !== null) {
      const band = toBig(pair.priceBand) ?? new Big(0);
      const low = mark.times(new Big(1).minus(band));
      const high = mark.times(band.plus(1));
      if (price.lt(low) || price.gt(high)) {
        problems.push({
          field: 'price',
          code: 'outsideBand',
          limit: band.toFixed(),
          low: low.toFixed(),
          high: high.toFixed(),
          message: `Price must lie between ${low.toFixed()} and ${high.toFixed()}`,
        });
      }
    }
    reference = price ?? reference;
  }
  if (order.type === 'stop_limit' || order.type === 'stop_market') {
    const [trigger, problem] = priceProblem('trigger_price', order.triggerPrice, tick);
    if (problem)
      problems.push({ ...problem, message: problem.message.replace('Price', 'Trigger price') });
    if (order.type === 'stop_market') reference = trigger ?? reference;
  }

  const amount = positive(order.amount);
  if (amount === null) {
    problems.push({ field: 'amount', code: 'required', message: 'Enter a size' });
  } else {
    const step = toBig(pair.sizeStep) ?? new Big(0);
    const min = toBig(pair.minSize) ?? new Big(0);
    const max = toBig(pair.maxSize);
    if (!isMultiple(amount, step)) {
      const limit = step.toFixed();
      problems.push({
        field: 'amount',
        code: 'offStep',
        limit,
        message: `Size must be a multiple of ${limit}`,
      });
    } else if (amount.lt(min)) {
      const limit = min.toFixed();
      problems.push({
        field: 'amount',
        code: 'belowMinSize',
        limit,
        message: `Size must be at least ${limit}`,
      });
    } else if (max !== null && amount.gt(max)) {
      const limit = max.toFixed();
      problems.push({
        field: 'amount',
        code: 'aboveMaxSize',
        limit,
        message: `Size must be at most ${limit}`,
      });
    }
  }

  if (order.reduceOnly) {
    const held = order.position;
    const size = held === undefined ? null : positive(held.size);
    if (held === undefined || size === null || held.side === order.side) {
      problems.push({
        field: 'reduce_only',
        code: 'reduceOnlyIncreases',
        message: 'A reduce-only order may not increase the position',
      });
    } else if (amount !== null && amount.gt(size)) {
      const limit = size.toFixed();
      problems.push({
        field: 'amount',
        code: 'exceedsPosition',
        limit,
        message: `Size must be at most the position's ${limit}`,
      });
    }
  }

  for (const field of ['take_profit', 'stop_loss'] as const) {
    const value = field === 'take_profit' ? order.takeProfit : order.stopLoss;
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    const [trigger, problem] = priceProblem(field, value, tick);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (trigger === null || reference === null) continue;
    // A long profits above its price and loses below; a short the other way round.
    const above = (field === 'take_profit') === (order.side === 'long');
    if (above ? trigger.lte(reference) : trigger.gte(reference)) {
      const limit = reference.toFixed();
      const name = field === 'take_profit' ? 'Take-profit' : 'Stop-loss';
      problems.push({
        field,
        code: 'wrongSide',
        limit,
        message: `${name} must be ${above ? 'above' : 'below'} ${limit}`,
      });
    }
  }
  return problems;
}
