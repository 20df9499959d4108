import { Big } from 'big.js';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  FEE_DECIMALS,
  MatchingEngine,
  type CancelPlan,
  type Fill,
  type MatchPlan,
  type NewOrder,
} from './matching-engine.ts';
import type { BookOrder } from './order-book.ts';
import { SPOT_PAIRS, type SpotPair } from './pairs.ts';

// The engine matches in integer ticks and lots (issue 25). These runs hold it to the big.js
// engine it replaced, kept below as the reference: every plan, cancel, book and depth must be
// equal to the reference's, Big for Big, on random streams that also hold prices and sizes off
// the pair's grids and amounts past the safe integers (which the engine matches with big.js).

const ZERO = new Big(0);
const copy = (order: BookOrder): BookOrder => ({ ...order });

/** The spot engine before issue 25 (big.js throughout), one sorted array of levels. */
class ReferenceEngine {
  private readonly bids: BookOrder[][] = [];
  private readonly asks: BookOrder[][] = [];
  private readonly orders = new Map<string, BookOrder>();
  private readonly makerFee: Big;
  private readonly takerFee: Big;

  constructor(readonly pair: SpotPair) {
    this.makerFee = new Big(pair.makerFee);
    this.takerFee = new Big(pair.takerFee);
  }

  private inPriority(levels: BookOrder[][]): BookOrder[] {
    return levels.flat();
  }

  plan(input: NewOrder): MatchPlan {
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
    const fills: Fill[] = [];
    const makers: BookOrder[] = [];
    const expired: CancelPlan[] = [];
    let left = input.amount;
    for (const resting of this.inPriority(input.side === 'buy' ? this.asks : this.bids)) {
      if (left.eq(0)) break;
      const makerPrice = resting.price as Big;
      if (price !== null && (input.side === 'buy' ? makerPrice.gt(price) : makerPrice.lt(price)))
        break;
      if (resting.userId === input.userId) {
        expired.push({
          order: { ...copy(resting), status: 'cancelled', frozen: ZERO },
          release: resting.frozen,
        });
        continue;
      }
      const makerLeft = resting.amount.minus(resting.filled);
      const amount = makerLeft.lt(left) ? makerLeft : left;
      const quote = makerPrice.times(amount);
      const buyerRate = input.side === 'buy' ? this.takerFee : this.makerFee;
      const sellerRate = input.side === 'sell' ? this.takerFee : this.makerFee;
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
      freeze = input.amount;
      keep = rests ? left : ZERO;
    } else if (input.type === 'limit' && price !== null) {
      freeze = price.times(input.amount);
      keep = rests ? price.times(left) : ZERO;
    } else {
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

  apply(plan: MatchPlan): void {
    for (const cancel of plan.expired) this.applyCancel(cancel);
    for (const next of plan.makers) {
      const resting = this.orders.get(next.id) as BookOrder;
      Object.assign(resting, {
        filled: next.filled,
        filledQuote: next.filledQuote,
        frozen: next.frozen,
        fee: next.fee,
        status: next.status,
      });
      if (next.status === 'filled') this.remove(resting);
    }
    if (plan.rests) this.restore(plan.taker);
  }

  planCancel(orderId: string): CancelPlan | undefined {
    const order = this.orders.get(orderId);
    if (!order) return undefined;
    return { order: { ...copy(order), status: 'cancelled', frozen: ZERO }, release: order.frozen };
  }

  applyCancel(plan: CancelPlan): void {
    const order = this.orders.get(plan.order.id);
    if (order) this.remove(order);
  }

  private remove(order: BookOrder): void {
    const levels = order.side === 'buy' ? this.bids : this.asks;
    const at = levels.findIndex((level) => (level[0] as BookOrder).price?.eq(order.price as Big));
    const level = levels[at] as BookOrder[];
    level.splice(level.indexOf(order), 1);
    if (level.length === 0) levels.splice(at, 1);
    this.orders.delete(order.id);
  }

  restore(order: BookOrder): void {
    const resting = copy(order);
    const price = resting.price as Big;
    this.orders.set(resting.id, resting);
    const buy = resting.side === 'buy';
    const levels = buy ? this.bids : this.asks;
    let at = levels.findIndex(
      (level) =>
        !(buy
          ? (level[0] as BookOrder).price?.gt(price)
          : (level[0] as BookOrder).price?.lt(price)),
    );
    if (at < 0) at = levels.length;
    const found = levels[at];
    if (found && (found[0] as BookOrder).price?.eq(price)) {
      let i = found.findIndex((o) => o.seq > resting.seq);
      if (i < 0) i = found.length;
      found.splice(i, 0, resting);
    } else levels.splice(at, 0, [resting]);
  }

  openOrders(): BookOrder[] {
    return [...this.inPriority(this.bids), ...this.inPriority(this.asks)].map(copy);
  }

  best(side: 'buy' | 'sell'): Big | undefined {
    const level = (side === 'buy' ? this.bids : this.asks)[0];
    return level?.[0]?.price ?? undefined;
  }

  depth(limit = 20): { asks: [string, string][]; bids: [string, string][] } {
    const format = (levels: BookOrder[][]): [string, string][] =>
      levels
        .slice(0, limit)
        .map((level) => [
          (level[0] as BookOrder).price?.toFixed(this.pair.pricePrecision) ?? '',
          level
            .reduce((sum, o) => sum.plus(o.amount.minus(o.filled)), ZERO)
            .toFixed(this.pair.sizePrecision),
        ]);
    return { asks: format(this.asks), bids: format(this.bids) };
  }
}

const small: SpotPair = {
  ...(SPOT_PAIRS[0] as SpotPair),
  symbol: 'TSTUSDT',
  pricePrecision: 1,
  sizePrecision: 2,
  tickSize: '0.1',
  minSize: '0.01',
};
// BTC: quote amounts in 10^-7, so large sizes at large prices pass the safe integers.
const PAIRS: SpotPair[] = [small, SPOT_PAIRS[0] as SpotPair, SPOT_PAIRS[1] as SpotPair];

type Step =
  | {
      kind: 'place';
      user: number;
      side: 'buy' | 'sell';
      type: 'limit' | 'market';
      price: number;
      size: number;
      /** Extra decimals past the pair's grid (0: on the grid). */
      offPrice: number;
      offSize: number;
      huge: boolean;
    }
  | { kind: 'cancel'; pick: number }
  | {
      kind: 'restore';
      user: number;
      side: 'buy' | 'sell';
      price: number;
      size: number;
      filled: number;
      late: boolean;
    };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      user: fc.integer({ min: 0, max: 3 }),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      type: fc.constantFrom(
        'limit' as const,
        'limit' as const,
        'limit' as const,
        'market' as const,
      ),
      price: fc.integer({ min: 990, max: 1010 }),
      size: fc.integer({ min: 1, max: 500 }),
      // Off a grid 1 in 7, huge 1 in 20: about a third of the plans go big.js (with the book's
      // off-grid orders), so "most go the integer way" below holds for any seed. With 2 in 9 off
      // each grid it was ~45 % over ~640 plans, and a CI run saw just over half.
      offPrice: fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3),
      offSize: fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 4),
      huge: fc.constantFrom(...Array.from({ length: 19 }, () => false), true),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('restore' as const),
      user: fc.integer({ min: 0, max: 3 }),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      price: fc.integer({ min: 990, max: 1010 }),
      size: fc.integer({ min: 2, max: 500 }),
      filled: fc.integer({ min: 0, max: 1 }),
      late: fc.boolean(),
    }),
  },
);

/** `units` at the pair's grid (`decimals`), then `off` more decimals (a nudge off the grid). */
function decimal(units: number, decimals: number, off: number): Big {
  const value = new Big(units).div(new Big(10).pow(decimals));
  return off === 0 ? value : value.plus(new Big(7).div(new Big(10).pow(decimals + off)));
}

describe('matching engine in integers', () => {
  it('plans, applies and cancels exactly as the big.js engine, Big for Big', () => {
    const bigPlans = vi.spyOn(
      MatchingEngine.prototype as unknown as { planBig: (input: NewOrder) => MatchPlan },
      'planBig',
    );
    let plans = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PAIRS),
        fc.array(step, { minLength: 1, maxLength: 150 }),
        (pair, steps) => {
          const engine = new MatchingEngine(pair);
          const reference = new ReferenceEngine(pair);
          let seq = 1000;
          for (const s of steps) {
            if (s.kind === 'cancel') {
              const open = reference.openOrders();
              const victim = open[s.pick % Math.max(open.length, 1)];
              const id = victim?.id ?? 'missing';
              const expected = reference.planCancel(id);
              const actual = engine.planCancel(id);
              expect(actual).toStrictEqual(expected);
              if (expected && actual) {
                reference.applyCancel(expected);
                engine.applyCancel(actual);
              }
            } else if (s.kind === 'restore') {
              // A resting order rebuilt from storage, possibly older than those in the book.
              seq += 1;
              const price = decimal(s.price, pair.pricePrecision, 0);
              const amount = decimal(s.size, pair.sizePrecision, 0);
              const filled = s.filled === 0 ? ZERO : decimal(1, pair.sizePrecision, 0);
              const left = amount.minus(filled);
              const order: BookOrder = {
                id: `r${String(seq)}`,
                userId: s.user,
                symbol: pair.symbol,
                side: s.side,
                type: 'limit',
                price,
                amount,
                filled,
                filledQuote: price.times(filled),
                fee: ZERO,
                frozen: s.side === 'buy' ? price.times(left) : left,
                status: filled.gt(0) ? 'partial' : 'open',
                seq: s.late ? seq : seq - 1000,
                ts: seq,
                clientOrderId: null,
              };
              reference.restore(order);
              engine.restore(order);
            } else {
              seq += 1;
              const input: NewOrder = {
                id: `o${String(seq)}`,
                userId: s.user,
                side: s.side,
                type: s.type,
                price:
                  s.type === 'limit'
                    ? decimal(s.huge ? s.price * 100 : s.price, pair.pricePrecision, s.offPrice)
                    : null,
                amount: decimal(s.huge ? s.size * 10 ** 9 : s.size, pair.sizePrecision, s.offSize),
                seq,
                ts: seq,
                clientOrderId: null,
              };
              const expected = reference.plan(input);
              const actual = engine.plan(input);
              expect(actual).toStrictEqual(expected);
              reference.apply(expected);
              engine.apply(actual);
              plans += 1;
            }
            expect(engine.openOrders()).toStrictEqual(reference.openOrders());
            expect(engine.depth(5)).toStrictEqual(reference.depth(5));
            expect(engine.bids.best()).toStrictEqual(reference.best('buy'));
            expect(engine.asks.best()).toStrictEqual(reference.best('sell'));
          }
        },
      ),
      { numRuns: 150 },
    );
    // Both ways were taken: most orders in integers, those off the grids with big.js.
    expect(bigPlans.mock.calls.length).toBeGreaterThan(0);
    expect(bigPlans.mock.calls.length).toBeLessThan(plans / 2);
    bigPlans.mockRestore();
    // Many steps each compare whole books: seconds on a loaded machine, not a timing assertion.
  }, 60_000);
});
