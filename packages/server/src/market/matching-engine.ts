import { Big } from 'big.js';
import { BookSide, type BookOrder, type OrderType, type Side } from './order-book.ts';
import type { SpotPair } from './pairs.ts';
import type { UserId } from '../wallet/ledger.ts';

/** Fees are kept to 8 decimals, rounded down so the fee never exceeds the rate. */
export const FEE_DECIMALS = 8;

// Self-trade prevention is EXPIRE_MAKER (Binance's names: EXPIRE_TAKER, EXPIRE_MAKER,
// EXPIRE_BOTH). An incoming order never fills against a resting order of the same user: the
// resting own order is cancelled (its reserve handed back) and matching goes on with the next
// maker, so the newer intent wins. Documented on POST /spots/order (`@exchange/api` spot.ts).

export interface NewOrder {
  id: string;
  userId: UserId;
  side: Side;
  type: OrderType;
  /** Limit price (required for limit orders, ignored for market orders). */
  price: Big | null;
  amount: Big;
  seq: number;
  ts: number;
  clientOrderId: string | null;
}

/** One match between the incoming (taker) order and a resting (maker) order. */
export interface Fill {
  price: Big;
  amount: Big;
  /** price x amount, in the quote coin. */
  quote: Big;
  makerOrderId: string;
  makerUserId: UserId;
  takerOrderId: string;
  takerUserId: UserId;
  takerSide: Side;
  /** Charged to the buyer in the base coin it receives. */
  buyerFee: Big;
  /** Charged to the seller in the quote coin it receives. */
  sellerFee: Big;
  buyOrderId: string;
  sellOrderId: string;
  buyerUserId: UserId;
  sellerUserId: UserId;
}

/**
 * What placing an order will do, computed without touching the book, so the caller can write it
 * in one database transaction and only then `apply` it (the book never runs ahead of storage).
 */
export interface MatchPlan {
  /** The taker after matching: status, filled, frozen. */
  taker: BookOrder;
  /** What the ledger must reserve for the taker before settling its fills. */
  freeze: Big;
  /** Reserved for the taker but no longer needed once matched: handed back right away. */
  release: Big;
  fills: Fill[];
  /** Makers touched by the fills, in their state after the fills. */
  makers: BookOrder[];
  /**
   * The taker's own resting orders it reached (self-trade prevention, EXPIRE_MAKER): each
   * cancelled, with the reserve it hands back. Never filled.
   */
  expired: CancelPlan[];
  /** True when the (limit) taker's remainder rests in the book. */
  rests: boolean;
}

export interface CancelPlan {
  order: BookOrder;
  release: Big;
}

const ZERO = new Big(0);

function copy(order: BookOrder): BookOrder {
  return { ...order };
}

/**
 * The in-memory matching engine of one spot pair: price-time priority, limit and market orders,
 * partial fills, maker/taker fees. Pure: no I/O, no clock; ids, sequence and time come in.
 *
 * @example
 * const engine = new MatchingEngine(pair);
 * const plan = engine.plan({ id: '1', userId: 7, side: 'buy', type: 'limit', price: new Big('100'),
 *   amount: new Big('1'), seq: 1, ts: Date.now(), clientOrderId: null });
 * await persist(plan); // one transaction: order, fills, ledger movements
 * engine.apply(plan);
 */
export class MatchingEngine {
  readonly pair: SpotPair;
  readonly bids = new BookSide('buy');
  readonly asks = new BookSide('sell');
  private readonly orders = new Map<string, BookOrder>();
  private readonly makerFee: Big;
  private readonly takerFee: Big;

  constructor(pair: SpotPair) {
    this.pair = pair;
    this.makerFee = new Big(pair.makerFee);
    this.takerFee = new Big(pair.takerFee);
  }

  /** Compute the outcome of an incoming order. Does not change the book. */
  plan(input: NewOrder): MatchPlan {
    if (input.type === 'limit' && input.price === null) {
      throw new Error(`Limit order ${input.id} has no price`);
    }
    const price = input.type === 'limit' ? input.price : null;
    const taker: BookOrder = {
      id: input.id,
      userId: input.userId,
      symbol: this.pair.symbol,
      side: input.side,
      type: input.type,
      price,
      amount: input.amount,
      filled: ZERO,
      filledQuote: ZERO,
      fee: ZERO,
      frozen: ZERO,
      status: 'open',
      seq: input.seq,
      ts: input.ts,
      clientOrderId: input.clientOrderId,
    };
    const book = input.side === 'buy' ? this.asks : this.bids;
    const fills: Fill[] = [];
    const makers: BookOrder[] = [];
    const expired: CancelPlan[] = [];
    let left = input.amount;
    for (const resting of book.ordersInPriority()) {
      if (left.eq(0)) break;
      const makerPrice = resting.price;
      if (makerPrice === null) continue;
      // A limit taker stops at the first level worse than its own price.
      if (price !== null && (input.side === 'buy' ? makerPrice.gt(price) : makerPrice.lt(price)))
        break;
      if (resting.userId === input.userId) {
        // Self-trade prevention (EXPIRE_MAKER): the own resting order is cancelled, not filled.
        expired.push({
          order: { ...copy(resting), status: 'cancelled', frozen: ZERO },
          release: resting.frozen,
        });
        continue;
      }
      const makerLeft = resting.amount.minus(resting.filled);
      const amount = makerLeft.lt(left) ? makerLeft : left;
      const quote = makerPrice.times(amount);
      const takerRate = this.takerFee;
      const makerRate = this.makerFee;
      const buyerRate = input.side === 'buy' ? takerRate : makerRate;
      const sellerRate = input.side === 'sell' ? takerRate : makerRate;
      const fill: Fill = {
        price: makerPrice,
        amount,
        quote,
        makerOrderId: resting.id,
        makerUserId: resting.userId,
        takerOrderId: input.id,
        takerUserId: input.userId,
        takerSide: input.side,
        buyerFee: amount.times(buyerRate).round(FEE_DECIMALS, Big.roundDown),
        sellerFee: quote.times(sellerRate).round(FEE_DECIMALS, Big.roundDown),
        buyOrderId: input.side === 'buy' ? input.id : resting.id,
        sellOrderId: input.side === 'sell' ? input.id : resting.id,
        buyerUserId: input.side === 'buy' ? input.userId : resting.userId,
        sellerUserId: input.side === 'sell' ? input.userId : resting.userId,
      };
      fills.push(fill);
      const maker = copy(resting);
      maker.filled = maker.filled.plus(amount);
      maker.filledQuote = maker.filledQuote.plus(quote);
      maker.fee = maker.fee.plus(maker.side === 'buy' ? fill.buyerFee : fill.sellerFee);
      // A resting buy reserved exactly its price per unit; a resting sell its size.
      maker.frozen = maker.frozen.minus(maker.side === 'buy' ? quote : amount);
      maker.status = maker.filled.eq(maker.amount) ? 'filled' : 'partial';
      makers.push(maker);
      taker.filled = taker.filled.plus(amount);
      taker.filledQuote = taker.filledQuote.plus(quote);
      taker.fee = taker.fee.plus(input.side === 'buy' ? fill.buyerFee : fill.sellerFee);
      left = left.minus(amount);
    }

    const done = left.eq(0);
    const rests = !done && input.type === 'limit';
    let freeze: Big;
    let keep: Big;
    if (input.side === 'sell') {
      // A limit sell reserves its whole size; a market sell too, and hands back what found no bid.
      freeze = input.amount;
      keep = rests ? left : ZERO;
    } else if (input.type === 'limit' && price !== null) {
      freeze = price.times(input.amount);
      keep = rests ? price.times(left) : ZERO;
    } else {
      // A market buy reserves exactly what its fills cost: the book cannot move in between.
      freeze = taker.filledQuote;
      keep = ZERO;
    }
    const spent = input.side === 'sell' ? taker.filled : taker.filledQuote;
    const release = freeze.minus(spent).minus(keep);
    taker.frozen = keep;
    taker.status = done
      ? 'filled'
      : rests
        ? taker.filled.gt(0)
          ? 'partial'
          : 'open'
        : 'cancelled';
    return { taker, freeze, release, fills, makers, expired, rests };
  }

  /** Make a plan real: update touched makers, drop expired own orders, rest the remainder. */
  apply(plan: MatchPlan): void {
    const book = plan.taker.side === 'buy' ? this.asks : this.bids;
    for (const cancel of plan.expired) this.applyCancel(cancel);
    for (const next of plan.makers) {
      const resting = this.orders.get(next.id);
      if (!resting) throw new Error(`Maker ${next.id} is not in the ${this.pair.symbol} book`);
      resting.filled = next.filled;
      resting.filledQuote = next.filledQuote;
      resting.frozen = next.frozen;
      resting.fee = next.fee;
      resting.status = next.status;
      if (next.status === 'filled') {
        book.remove(resting);
        this.orders.delete(resting.id);
      }
    }
    if (plan.rests) this.restore(plan.taker);
  }

  /** What cancelling a resting order hands back, or undefined when it is not in the book. */
  planCancel(orderId: string): CancelPlan | undefined {
    const order = this.orders.get(orderId);
    if (!order) return undefined;
    return { order: { ...copy(order), status: 'cancelled', frozen: ZERO }, release: order.frozen };
  }

  applyCancel(plan: CancelPlan): void {
    const order = this.orders.get(plan.order.id);
    if (!order) return;
    (order.side === 'buy' ? this.bids : this.asks).remove(order);
    this.orders.delete(order.id);
  }

  /** Put a resting order into the book (after a match, or when rebuilding from storage). */
  restore(order: BookOrder): void {
    const resting = copy(order);
    this.orders.set(resting.id, resting);
    (resting.side === 'buy' ? this.bids : this.asks).insert(resting);
  }

  get(orderId: string): BookOrder | undefined {
    const order = this.orders.get(orderId);
    return order ? copy(order) : undefined;
  }

  /** Every resting order, bids then asks, each in priority order. */
  openOrders(): BookOrder[] {
    return [...this.bids.ordersInPriority(), ...this.asks.ordersInPriority()].map(copy);
  }

  /** Aggregated book: asks ascending, bids descending, `limit` levels each. */
  depth(limit = 20): { asks: [string, string][]; bids: [string, string][] } {
    const remaining = (o: BookOrder) => o.amount.minus(o.filled);
    const format = (levels: { price: Big; amount: Big }[]): [string, string][] =>
      levels.map((l) => [
        l.price.toFixed(this.pair.pricePrecision),
        l.amount.toFixed(this.pair.sizePrecision),
      ]);
    return {
      asks: format(this.asks.aggregated(limit, remaining)),
      bids: format(this.bids.aggregated(limit, remaining)),
    };
  }
}
