import type { Big } from 'big.js';
import type { ContractOrder } from './contract-types.ts';

/**
 * A resting entrust's running totals in integers (issue 19 throughput): sizes in lots of the
 * pair's size step, `quote` in 10^-(price + size decimals), money in 10^-8 of the quote coin.
 * Undefined on a {@link Resting} when one of its amounts is off those grids.
 */
export interface OrderUnits {
  amount: number;
  filled: number;
  quote: bigint;
  margin: bigint;
  fee: bigint;
  pnl: bigint;
}

/** An entrust in the book: the book's own copy and its integer form. */
export interface Resting {
  order: ContractOrder;
  /** The limit price in ticks (integer). */
  ticks: number;
  units: OrderUnits | undefined;
}

interface Level {
  ticks: number;
  price: Big;
  /** FIFO; entries before `head` have left the level. */
  orders: Resting[];
  head: number;
}

/**
 * One side of a contract book keyed by integer ticks: levels sorted worst to best (the best at
 * the end, so taking a level off is a pop), FIFO within a level by arrival sequence.
 */
export class ContractBookSide {
  /** Worst price first, best last. */
  readonly levels: Level[] = [];
  private readonly byTicks = new Map<number, Level>();

  /** `buy`: bids (best = highest); otherwise asks (best = lowest). */
  constructor(readonly buy: boolean) {}

  /** Ticks `a` strictly better than `b` for this side. */
  private better(a: number, b: number): boolean {
    return this.buy ? a > b : a < b;
  }

  insert(resting: Resting): void {
    let level = this.byTicks.get(resting.ticks);
    if (!level) {
      const price = resting.order.price;
      if (price === null) throw new Error(`Entrust ${resting.order.id} has no price to rest at`);
      level = { ticks: resting.ticks, price, orders: [], head: 0 };
      let lo = 0;
      let hi = this.levels.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.better(resting.ticks, (this.levels[mid] as Level).ticks)) lo = mid + 1;
        else hi = mid;
      }
      this.levels.splice(lo, 0, level);
      this.byTicks.set(resting.ticks, level);
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
    const level = this.byTicks.get(resting.ticks);
    if (!level) return false;
    const orders = level.orders;
    const at = orders.indexOf(resting, level.head);
    if (at < 0) return false;
    if (at === level.head) {
      level.head += 1;
      if (level.head > 16 && level.head * 2 > orders.length) {
        orders.splice(0, level.head);
        level.head = 0;
      }
    } else orders.splice(at, 1);
    if (level.head === orders.length) {
      this.byTicks.delete(level.ticks);
      const last = this.levels.length - 1;
      if (this.levels[last] === level) this.levels.pop();
      else this.levels.splice(this.levels.indexOf(level), 1);
    }
    return true;
  }

  best(): Big | undefined {
    return this.levels[this.levels.length - 1]?.price;
  }

  /** Entrusts best-first, FIFO within a level: the order a taker consumes them in. */
  *inPriority(): Generator<Resting> {
    for (let l = this.levels.length - 1; l >= 0; l -= 1) {
      const level = this.levels[l] as Level;
      for (let i = level.head; i < level.orders.length; i += 1) yield level.orders[i] as Resting;
    }
  }

  /** Aggregated levels best-first, at most `limit`, summing `remaining` of each entrust. */
  aggregated(
    limit: number,
    remaining: (order: ContractOrder) => Big,
  ): { price: Big; amount: Big }[] {
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
}
