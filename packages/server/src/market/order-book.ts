import type { Big } from 'big.js';
import type { UserId } from '../wallet/ledger.ts';

export type Side = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';
/** Same names as the socket protocol's order status (`@exchange/api/socket`). */
export type OrderStatus = 'open' | 'partial' | 'filled' | 'cancelled';

/** An order as the engine holds it. `frozen` is what is still reserved for it in the ledger. */
export interface BookOrder {
  id: string;
  userId: UserId;
  symbol: string;
  side: Side;
  type: OrderType;
  /** Limit price; null for market orders. */
  price: Big | null;
  /** Ordered size in the base coin. */
  amount: Big;
  filled: Big;
  /** Quote coin traded so far (sum of price x size of the fills). */
  filledQuote: Big;
  /** Fees charged so far, in the coin the order receives (base for a buy, quote for a sell). */
  fee: Big;
  /** Still reserved: quote coin for a buy, base coin for a sell. */
  frozen: Big;
  status: OrderStatus;
  /** Arrival sequence: time priority within a price level. */
  seq: number;
  ts: number;
  clientOrderId: string | null;
}

/**
 * A resting order in the book: the engine's own copy, its price in ticks and its amounts as safe
 * integers (issue 25 throughput): sizes in lots of the pair's size step (10^-sizePrecision), quote
 * amounts in 10^-(pricePrecision + sizePrecision), fees in 10^-8, `frozen` in quote units for a
 * buy and in lots for a sell. The integers mirror the copy's Big fields whenever `exact` is true.
 */
export interface Resting {
  order: BookOrder;
  /** The limit price in ticks (10^-pricePrecision), or NaN when the price is off that grid. */
  ticks: number;
  /** False when an amount is off the integer grids: then big.js matches against this order. */
  exact: boolean;
  amount: number;
  filled: number;
  quote: number;
  fee: number;
  frozen: number;
}

export interface Level {
  /** The level's price in ticks, NaN when off the tick grid. */
  ticks: number;
  price: Big;
  /** FIFO by arrival sequence; entries before `head` have left the level. */
  orders: Resting[];
  head: number;
}

/**
 * One side of a book: price levels sorted worst to best (the best at the end, so taking the best
 * level off is a pop), FIFO within a level (price-time priority). Levels are keyed by integer
 * ticks; a price off the tick grid (never one the service accepts) is keyed by its text and
 * compared with big.js.
 */
export class BookSide {
  readonly side: Side;
  /** Worst first, best last. */
  readonly levels: Level[] = [];
  private readonly byKey = new Map<number | string, Level>();

  constructor(side: Side) {
    this.side = side;
  }

  /** True when level price `a` is strictly better than `b` for this side. */
  private better(a: Level | Resting, aPrice: Big, b: Level): boolean {
    if (a.ticks === a.ticks && b.ticks === b.ticks)
      return this.side === 'buy' ? a.ticks > b.ticks : a.ticks < b.ticks;
    return this.side === 'buy' ? aPrice.gt(b.price) : aPrice.lt(b.price);
  }

  private static keyOf(resting: Resting, price: Big): number | string {
    return resting.ticks === resting.ticks ? resting.ticks : `p${price.toString()}`;
  }

  insert(resting: Resting): void {
    const price = resting.order.price;
    if (price === null) throw new Error(`Market order ${resting.order.id} cannot rest in the book`);
    const key = BookSide.keyOf(resting, price);
    let level = this.byKey.get(key);
    if (!level) {
      level = { ticks: resting.ticks, price, orders: [], head: 0 };
      let lo = 0;
      let hi = this.levels.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.better(resting, price, this.levels[mid] as Level)) lo = mid + 1;
        else hi = mid;
      }
      this.levels.splice(lo, 0, level);
      this.byKey.set(key, level);
    }
    // Restored orders may arrive out of order; keep the level sorted by sequence.
    const orders = level.orders;
    const last = orders[orders.length - 1];
    if (orders.length === level.head || !last || last.order.seq < resting.order.seq)
      orders.push(resting);
    else {
      let at = level.head;
      while (at < orders.length && (orders[at] as Resting).order.seq < resting.order.seq) at += 1;
      orders.splice(at, 0, resting);
    }
  }

  remove(resting: Resting): boolean {
    const price = resting.order.price;
    if (price === null) return false;
    const key = BookSide.keyOf(resting, price);
    const level = this.byKey.get(key);
    if (!level) return false;
    const orders = level.orders;
    if (orders[level.head] === resting) {
      // The usual case: the level's first order filled.
      level.head += 1;
      if (level.head > 32 && level.head * 2 > orders.length) {
        orders.splice(0, level.head);
        level.head = 0;
      }
    } else {
      const at = orders.indexOf(resting, level.head);
      if (at < 0) return false;
      orders.splice(at, 1);
    }
    if (level.head === orders.length) {
      this.byKey.delete(key);
      const levels = this.levels;
      if (levels[levels.length - 1] === level) levels.pop();
      else levels.splice(levels.lastIndexOf(level), 1);
    }
    return true;
  }

  /** The best price, when the side has any order. */
  best(): Big | undefined {
    return this.levels[this.levels.length - 1]?.price;
  }

  /** Orders best-first, FIFO within a level: the order a taker consumes them in. */
  *ordersInPriority(): Generator<Resting> {
    const levels = this.levels;
    for (let l = levels.length - 1; l >= 0; l -= 1) {
      const level = levels[l] as Level;
      for (let i = level.head; i < level.orders.length; i += 1) yield level.orders[i] as Resting;
    }
  }

  /** Aggregated levels `[price, remaining]`, best-first, at most `limit`. */
  aggregated(limit: number, remaining: (o: BookOrder) => Big): { price: Big; amount: Big }[] {
    const out: { price: Big; amount: Big }[] = [];
    for (let l = this.levels.length - 1; l >= 0 && out.length < limit; l -= 1) {
      const level = this.levels[l] as Level;
      let amount = level.price.times(0);
      for (let i = level.head; i < level.orders.length; i += 1)
        amount = amount.plus(remaining((level.orders[i] as Resting).order));
      out.push({ price: level.price, amount });
    }
    return out;
  }

  get levelCount(): number {
    return this.levels.length;
  }
}
