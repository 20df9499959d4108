import { Big } from 'big.js';
import type { PositionSide } from '@exchange/api';
import { contractFee } from '@exchange/formulas';
import { BookSide, type BookOrder } from '../market/order-book.ts';
import type { UserId } from '../wallet/ledger.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { ContractFill, ContractOrder, ContractPosition } from './contract-types.ts';
import { applyFill } from './position-math.ts';

const ZERO = new Big(0);

/**
 * Money one plan moves for one user, in the quote coin. `frozen`: change of what the user's
 * futures account freezes for entrusts; `houseMargin`: position margin back from 'house' minus
 * initial margin paid to it; `pnl`: realised PnL paid by (+) or to (−) 'house'; `fee`: to 'fees';
 * `isolatedCover`: the loss of an isolated close beyond its margin, which the user never pays.
 */
export interface MoneyDelta {
  frozen: Big;
  houseMargin: Big;
  pnl: Big;
  fee: Big;
  isolatedCover: Big;
}

/** A user's position across a plan: as it was, as it ends, and the rows that closed. */
export interface PositionOutcome {
  before: ContractPosition | undefined;
  after: ContractPosition | undefined;
  closed: ContractPosition[];
}

/**
 * What an order will do, computed without touching the book or positions, so the caller writes
 * it in one transaction and only then `apply`s it (the book never runs ahead of storage).
 */
export interface ContractPlan {
  taker: ContractOrder;
  /** Two per trade: the maker's side, then the taker's (same trade id). */
  fills: ContractFill[];
  makers: ContractOrder[];
  /** The taker's own resting entrusts it reached: cancelled (self-trade prevention). */
  expired: ContractOrder[];
  positions: Map<UserId, PositionOutcome>;
  money: Map<UserId, MoneyDelta>;
  rests: boolean;
}

function emptyDelta(): MoneyDelta {
  return { frozen: ZERO, houseMargin: ZERO, pnl: ZERO, fee: ZERO, isolatedCover: ZERO };
}

function copy(order: ContractOrder): ContractOrder {
  return { ...order };
}

/** A long buys from the asks, a short sells into the bids. */
function crosses(side: PositionSide, limit: Big, resting: Big): boolean {
  return side === 'long' ? resting.lte(limit) : resting.gte(limit);
}

/**
 * The in-memory order book and positions of one contract: price-time priority, limit (gtc, ioc,
 * fok, post-only) and market orders bounded by the price band around the mark, self-trade
 * prevention EXPIRE_MAKER as spot, positions updated on every fill with maker/taker fees. Pure:
 * no I/O and no clock; ids, sequence, time and the mark come in. Stop entrusts wait in
 * `untriggered` outside the book until `trigger`.
 *
 * @example
 * const book = new ContractBook(pair);
 * const plan = book.plan(order, mark, trade => String(trade));
 * await persist(plan); // one transaction: entrusts, fills, positions, ledger
 * book.apply(plan);
 */
export class ContractBook {
  readonly pair: ContractPairConfig;
  readonly bids = new BookSide('buy');
  readonly asks = new BookSide('sell');
  private readonly resting = new Map<number, { order: ContractOrder; entry: BookOrder }>();
  private readonly waiting = new Map<number, ContractOrder>();
  private readonly positions = new Map<UserId, ContractPosition>();
  private readonly makerFee: Big;
  /** The pair's taker fee rate, parsed once (the margin check prices an order's fee with it). */
  readonly takerFeeRate: Big;
  private readonly band: Big;
  /** Price of the last trade, undefined before the first. */
  last: Big | undefined;

  constructor(pair: ContractPairConfig) {
    this.pair = pair;
    this.makerFee = new Big(pair.makerFee);
    this.takerFeeRate = new Big(pair.takerFee);
    this.band = new Big(pair.priceBand);
  }

  /** The furthest price a market order of `side` may reach: the band away from the mark. */
  marketLimit(side: PositionSide, mark: Big): Big {
    const factor = side === 'long' ? this.band.plus(1) : new Big(1).minus(this.band);
    return mark
      .times(factor)
      .round(this.pair.pricePrecision, side === 'long' ? Big.roundDown : Big.roundUp);
  }

  /** True when a limit order at `price` would trade against a resting order at once. */
  wouldTake(side: PositionSide, price: Big): boolean {
    const best = (side === 'long' ? this.asks : this.bids).best();
    return best !== undefined && crosses(side, price, best);
  }

  /**
   * Plan an order: match against the book up to its limit (a market order's limit is the band
   * away from `mark`), settle each fill on both users' positions, and decide what rests. `fresh`:
   * the order's margin is frozen by this same plan (a new order), not already frozen (a
   * triggered stop). `tradeId` names the n-th trade of the plan.
   */
  plan(
    input: ContractOrder,
    mark: Big,
    tradeId: (n: number) => string,
    fresh = true,
  ): ContractPlan {
    const taker = copy(input);
    const limit = taker.price ?? this.marketLimit(taker.side, mark);
    const book = taker.side === 'long' ? this.asks : this.bids;
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
        const held = this.positions.get(userId);
        positions.set(userId, (outcome = { before: held, after: held, closed: [] }));
      }
      return outcome;
    };
    if (fresh && taker.margin.gt(0)) deltaOf(taker.userId).frozen = taker.margin;

    const fok = taker.timeInForce === 'fok' && taker.type === 'limit';
    if (fok && this.fillable(taker, limit).lt(taker.amount.minus(taker.filled))) {
      taker.status = 'cancelled';
      this.release(taker, deltaOf(taker.userId));
      return { taker, fills, makers, expired, positions, money, rests: false };
    }

    let left = taker.amount.minus(taker.filled);
    const settleSide = (order: ContractOrder, price: Big, amount: Big, role: 'maker' | 'taker') => {
      const rate = role === 'maker' ? this.makerFee : this.takerFeeRate;
      const fee = contractFee(price.times(amount), rate);
      const outcome = outcomeOf(order.userId);
      const held = outcome.after;
      const step = applyFill(held, {
        userId: order.userId,
        symbol: this.pair.symbol,
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
      const release = cost.lt(order.margin) ? cost : order.margin;
      delta.frozen = delta.frozen.minus(release);
      delta.houseMargin = delta.houseMargin.plus(step.marginBack).minus(step.marginIn);
      delta.pnl = delta.pnl.plus(step.pnl);
      delta.fee = delta.fee.plus(fee);
      // An isolated position never loses more than its margin: the rest is covered.
      const back = step.marginBack.plus(step.pnl);
      if (held?.isolated === true && step.closeSize.gt(0) && back.lt(0))
        delta.isolatedCover = delta.isolatedCover.minus(back);
      order.margin = order.margin.minus(release);
      order.filled = order.filled.plus(amount);
      order.filledQuote = order.filledQuote.plus(price.times(amount));
      order.fee = order.fee.plus(fee);
      order.realizedPnl = order.realizedPnl.plus(step.pnl);
      order.updatedAt = taker.updatedAt;
      order.status = order.filled.eq(order.amount) ? 'filled' : 'partial';
      if (order.status === 'filled') this.release(order, delta);
      return { fee, pnl: step.pnl, action: step.closeSize.gt(0) ? 'close' : 'open' } as const;
    };

    for (const entry of book.ordersInPriority()) {
      if (left.eq(0)) break;
      const price = entry.price;
      if (price === null || !crosses(taker.side, limit, price)) break;
      const found = this.resting.get(Number(entry.id));
      if (!found) continue;
      if (found.order.userId === taker.userId) {
        const own = copy(found.order);
        own.status = 'cancelled';
        own.updatedAt = taker.updatedAt;
        this.release(own, deltaOf(own.userId));
        expired.push(own);
        continue;
      }
      const maker = copy(found.order);
      const amount = maker.amount.minus(maker.filled).lt(left)
        ? maker.amount.minus(maker.filled)
        : left;
      const id = tradeId(fills.length / 2);
      const m = settleSide(maker, price, amount, 'maker');
      const t = settleSide(taker, price, amount, 'taker');
      const base = { tradeId: id, symbol: this.pair.symbol, price, amount, ts: taker.updatedAt };
      fills.push(
        {
          ...base,
          entrustId: maker.id,
          userId: maker.userId,
          side: maker.side,
          ...m,
          role: 'maker',
          realizedPnl: m.pnl,
        },
        {
          ...base,
          entrustId: taker.id,
          userId: taker.userId,
          side: taker.side,
          ...t,
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
      this.release(taker, deltaOf(taker.userId));
    }
    return { taker, fills, makers, expired, positions, money, rests };
  }

  /** Size of other users' resting orders within `limit`: what a fill-or-kill can take. */
  private fillable(taker: ContractOrder, limit: Big): Big {
    let sum = ZERO;
    const book = taker.side === 'long' ? this.asks : this.bids;
    for (const entry of book.ordersInPriority()) {
      if (entry.price === null || !crosses(taker.side, limit, entry.price)) break;
      const found = this.resting.get(Number(entry.id));
      if (found && found.order.userId !== taker.userId)
        sum = sum.plus(found.order.amount.minus(found.order.filled));
    }
    return sum;
  }

  /** Hand back all the margin an ended entrust still froze. */
  private release(order: ContractOrder, delta: MoneyDelta): void {
    delta.frozen = delta.frozen.minus(order.margin);
    order.margin = ZERO;
  }

  /** Make a plan real: makers, expired own entrusts, the resting remainder, the positions. */
  apply(plan: ContractPlan): void {
    for (const own of plan.expired) this.drop(own.id);
    for (const next of plan.makers) {
      const found = this.resting.get(next.id);
      if (!found) throw new Error(`Maker ${next.id} is not in the ${this.pair.symbol} book`);
      Object.assign(found.order, next);
      found.entry.filled = next.filled;
      if (next.status === 'filled') this.drop(next.id);
    }
    this.drop(plan.taker.id);
    if (plan.rests) this.restore(plan.taker);
    for (const [userId, outcome] of plan.positions) this.setPosition(userId, outcome.after);
    const lastFill = plan.fills[plan.fills.length - 1];
    if (lastFill) this.last = lastFill.price;
  }

  /** Put an open entrust back (after a plan, or when rebuilding from storage). */
  restore(order: ContractOrder): void {
    const own = copy(order);
    if (own.status === 'untriggered') {
      this.waiting.set(own.id, own);
      return;
    }
    if (own.price === null) throw new Error(`Entrust ${own.id} has no price to rest at`);
    const entry: BookOrder = {
      id: String(own.id),
      userId: own.userId,
      symbol: own.symbol,
      side: own.side === 'long' ? 'buy' : 'sell',
      type: 'limit',
      price: own.price,
      amount: own.amount,
      filled: own.filled,
      filledQuote: own.filledQuote,
      fee: own.fee,
      frozen: own.margin,
      status: own.status === 'partial' ? 'partial' : 'open',
      seq: own.seq,
      ts: own.createdAt,
      clientOrderId: own.clientOrderId,
    };
    this.resting.set(own.id, { order: own, entry });
    (own.side === 'long' ? this.bids : this.asks).insert(entry);
  }

  /** Remove an entrust from the book or the untriggered list (cancelled, triggered, filled). */
  drop(id: number): void {
    this.waiting.delete(id);
    const found = this.resting.get(id);
    if (!found) return;
    (found.order.side === 'long' ? this.bids : this.asks).remove(found.entry);
    this.resting.delete(id);
  }

  setPosition(userId: UserId, position: ContractPosition | undefined): void {
    if (position) this.positions.set(userId, { ...position });
    else this.positions.delete(userId);
  }

  get(id: number): ContractOrder | undefined {
    const order = this.resting.get(id)?.order ?? this.waiting.get(id);
    return order ? copy(order) : undefined;
  }

  positionOf(userId: UserId): ContractPosition | undefined {
    const position = this.positions.get(userId);
    return position ? { ...position } : undefined;
  }

  allPositions(): ContractPosition[] {
    return [...this.positions.values()].map((p) => ({ ...p }));
  }

  /** Resting and untriggered entrusts, oldest first. */
  openOrders(): ContractOrder[] {
    return [...[...this.resting.values()].map((r) => r.order), ...this.waiting.values()]
      .sort((a, b) => a.seq - b.seq)
      .map(copy);
  }

  /** Open entrusts of one user, oldest first. */
  ordersOf(userId: UserId): ContractOrder[] {
    return this.openOrders().filter((o) => o.userId === userId);
  }

  /** Aggregated levels best-first, `limit` each side, remaining sizes. */
  depth(limit: number): {
    asks: { price: Big; amount: Big }[];
    bids: { price: Big; amount: Big }[];
  } {
    const remaining = (o: BookOrder) => o.amount.minus(o.filled);
    return {
      asks: this.asks.aggregated(limit, remaining),
      bids: this.bids.aggregated(limit, remaining),
    };
  }
}
