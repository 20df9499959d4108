// The contract book's planner in big.js: the reference the integer planner (contract-match.ts)
// equals, used when an order, entrust or position holds a figure off the pair's grids (a size
// off the step, money past 8 decimals) or the pair's decimals are too many for the integers.
import { Big } from 'big.js';
import type { PositionSide } from '@exchange/api';
import { contractFee } from '@exchange/formulas';
import type { UserId } from '../wallet/ledger.ts';
import {
  copyOrder,
  type BookState,
  type ContractPlan,
  type MoneyDelta,
  type PositionOutcome,
} from './contract-plan.ts';
import type { ContractFill, ContractOrder } from './contract-types.ts';
import { applyFill } from './position-math.ts';

const ZERO = new Big(0);

function emptyDelta(): MoneyDelta {
  return { frozen: ZERO, houseMargin: ZERO, pnl: ZERO, fee: ZERO, isolatedCover: ZERO };
}

/** A long buys from the asks, a short sells into the bids. */
export function crosses(side: PositionSide, limit: Big, resting: Big): boolean {
  return side === 'long' ? resting.lte(limit) : resting.gte(limit);
}

/** Hand back all the margin an ended entrust still froze. */
function release(order: ContractOrder, delta: MoneyDelta): void {
  delta.frozen = delta.frozen.minus(order.margin);
  order.margin = ZERO;
}

/** Size of other users' resting orders within `limit`: what a fill-or-kill can take. */
function fillable(book: BookState, taker: ContractOrder, limit: Big): Big {
  let sum = ZERO;
  const side = taker.side === 'long' ? book.asks : book.bids;
  for (const { order } of side.inPriority()) {
    if (order.price === null || !crosses(taker.side, limit, order.price)) break;
    if (order.userId !== taker.userId) sum = sum.plus(order.amount.minus(order.filled));
  }
  return sum;
}

/** ContractBook.plan in big.js (see there). */
export function planExact(
  book: BookState,
  input: ContractOrder,
  mark: Big,
  tradeId: (n: number) => string,
  fresh: boolean,
): ContractPlan {
  const pair = book.pair;
  const taker = copyOrder(input);
  const limit = taker.price ?? book.marketLimit(taker.side, mark);
  const side = taker.side === 'long' ? book.asks : book.bids;
  const fills: ContractFill[] = [];
  const makers: ContractOrder[] = [];
  const expired: ContractOrder[] = [];
  const positions = new Map<UserId, PositionOutcome>();
  const money = new Map<UserId, MoneyDelta>();
  const deltaOf = (userId: UserId): MoneyDelta => {
    let delta = money.get(userId);
    if (!delta) money.set(userId, (delta = emptyDelta()));
    return delta;
  };
  const outcomeOf = (userId: UserId): PositionOutcome => {
    let outcome = positions.get(userId);
    if (!outcome) {
      const held = book.positions.get(userId);
      positions.set(userId, (outcome = { before: held, after: held, closed: [] }));
    }
    return outcome;
  };
  if (fresh && taker.margin.gt(0)) deltaOf(taker.userId).frozen = taker.margin;

  const fok = taker.timeInForce === 'fok' && taker.type === 'limit';
  if (fok && fillable(book, taker, limit).lt(taker.amount.minus(taker.filled))) {
    taker.status = 'cancelled';
    release(taker, deltaOf(taker.userId));
    return { taker, fills, makers, expired, positions, money, rests: false };
  }

  let left = taker.amount.minus(taker.filled);
  const settleSide = (order: ContractOrder, price: Big, amount: Big, role: 'maker' | 'taker') => {
    const rate = role === 'maker' ? book.makerFee : book.takerFeeRate;
    const fee = contractFee(price.times(amount), rate);
    const outcome = outcomeOf(order.userId);
    const held = outcome.after;
    const step = applyFill(held, {
      userId: order.userId,
      symbol: pair.symbol,
      side: order.side,
      price,
      amount,
      fee,
      leverage: order.leverage,
      isolated: order.marginMode === 'isolated',
      takeProfit: order.takeProfit,
      stopLoss: order.stopLoss,
      ts: taker.updatedAt,
    });
    if (step.closed) outcome.closed.push(step.closed);
    outcome.after = step.next;
    const delta = deltaOf(order.userId);
    // The opening part is paid from what the entrust froze (as far as it goes); whatever
    // it still holds goes back when it ends.
    const cost = step.openSize.gt(0) ? step.marginIn.plus(fee) : ZERO;
    const released = cost.lt(order.margin) ? cost : order.margin;
    delta.frozen = delta.frozen.minus(released);
    delta.houseMargin = delta.houseMargin.plus(step.marginBack).minus(step.marginIn);
    delta.pnl = delta.pnl.plus(step.pnl);
    delta.fee = delta.fee.plus(fee);
    // An isolated position never loses more than its margin: the rest is covered.
    const back = step.marginBack.plus(step.pnl);
    if (held?.isolated === true && step.closeSize.gt(0) && back.lt(0))
      delta.isolatedCover = delta.isolatedCover.minus(back);
    order.margin = order.margin.minus(released);
    order.filled = order.filled.plus(amount);
    order.filledQuote = order.filledQuote.plus(price.times(amount));
    order.fee = order.fee.plus(fee);
    order.realizedPnl = order.realizedPnl.plus(step.pnl);
    order.updatedAt = taker.updatedAt;
    order.status = order.filled.eq(order.amount) ? 'filled' : 'partial';
    if (order.status === 'filled') release(order, delta);
    return { fee, pnl: step.pnl, action: step.closeSize.gt(0) ? 'close' : 'open' } as const;
  };

  for (const entry of side.inPriority()) {
    if (left.eq(0)) break;
    const price = entry.order.price;
    if (price === null || !crosses(taker.side, limit, price)) break;
    if (entry.order.userId === taker.userId) {
      const own = copyOrder(entry.order);
      own.status = 'cancelled';
      own.updatedAt = taker.updatedAt;
      release(own, deltaOf(own.userId));
      expired.push(own);
      continue;
    }
    const maker = copyOrder(entry.order);
    const amount = maker.amount.minus(maker.filled).lt(left)
      ? maker.amount.minus(maker.filled)
      : left;
    const id = tradeId(fills.length / 2);
    const m = settleSide(maker, price, amount, 'maker');
    const t = settleSide(taker, price, amount, 'taker');
    const base = { tradeId: id, symbol: pair.symbol, price, amount, ts: taker.updatedAt };
    fills.push(
      {
        ...base,
        entrustId: maker.id,
        userId: maker.userId,
        side: maker.side,
        fee: m.fee,
        action: m.action,
        role: 'maker',
        realizedPnl: m.pnl,
      },
      {
        ...base,
        entrustId: taker.id,
        userId: taker.userId,
        side: taker.side,
        fee: t.fee,
        action: t.action,
        role: 'taker',
        realizedPnl: t.pnl,
      },
    );
    makers.push(maker);
    left = left.minus(amount);
  }

  const rests =
    left.gt(0) &&
    taker.type !== 'market' &&
    taker.type !== 'stop_market' &&
    taker.timeInForce !== 'ioc' &&
    taker.timeInForce !== 'fok';
  if (left.eq(0)) taker.status = 'filled';
  else if (rests) taker.status = taker.filled.gt(0) ? 'partial' : 'open';
  else {
    taker.status = 'cancelled';
    release(taker, deltaOf(taker.userId));
  }
  return { taker, fills, makers, expired, positions, money, rests };
}
