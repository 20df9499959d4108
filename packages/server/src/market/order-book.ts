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

interface Level {
  price: Big;
  orders: BookOrder[];
}

/**
 * One side of a book: price levels best-first, FIFO within a level (price-time priority).
 * Levels are kept in a sorted array found by binary search; a map finds a level by price.
 */
export class BookSide {
  readonly side: Side;
  private readonly levels: Level[] = [];
  private readonly byPrice = new Map<string, Level>();

  constructor(side: Side) {
    this.side = side;
  }

  /** True when price `a` is strictly better than `b` for this side. */
  better(a: Big, b: Big): boolean {
    return this.side === 'buy' ? a.gt(b) : a.lt(b);
  }

  insert(order: BookOrder): void {
    const price = order.price;
    if (price === null) throw new Error(`Market order ${order.id} cannot rest in the book`);
    const key = price.toString();
    let level = this.byPrice.get(key);
    if (!level) {
      level = { price, orders: [] };
      let lo = 0;
      let hi = this.levels.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const midLevel = this.levels[mid];
        if (midLevel && this.better(midLevel.price, price)) lo = mid + 1;
        else hi = mid;
      }
      this.levels.splice(lo, 0, level);
      this.byPrice.set(key, level);
    }
    // Restored orders may arrive out of order; keep the level sorted by sequence.
    const last = level.orders[level.orders.length - 1];
    if (!last || last.seq < order.seq) level.orders.push(order);
    else {
      const at = level.orders.findIndex((o) => o.seq > order.seq);
      level.orders.splice(at, 0, order);
    }
  }

  remove(order: BookOrder): boolean {
    if (order.price === null) return false;
    const key = order.price.toString();
    const level = this.byPrice.get(key);
    if (!level) return false;
    const at = level.orders.indexOf(order);
    if (at < 0) return false;
    level.orders.splice(at, 1);
    if (level.orders.length === 0) {
      this.byPrice.delete(key);
      const index = this.levels.indexOf(level);
      this.levels.splice(index, 1);
    }
    return true;
  }

  best(): Big | undefined {
    return this.levels[0]?.price;
  }

  /** Orders best-first, FIFO within a level: the order a taker consumes them in. */
  *ordersInPriority(): Generator<BookOrder> {
    for (const level of this.levels) yield* level.orders;
  }

  /** Aggregated levels `[price, remaining]`, best-first, at most `limit`. */
  aggregated(limit: number, remaining: (o: BookOrder) => Big): { price: Big; amount: Big }[] {
    return this.levels.slice(0, limit).map((level) => ({
      price: level.price,
      amount: level.orders.reduce((sum, o) => sum.plus(remaining(o)), level.price.times(0)),
    }));
  }

  get levelCount(): number {
    return this.levels.length;
  }
}
