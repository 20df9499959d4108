import { Big } from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookOrder } from './order-book.ts';
import { MatchingEngine, type NewOrder } from './matching-engine.ts';
import { cancelMovements, FEE_ACCOUNT, matchMovements, type Movement } from './movements.ts';
import { SPOT_PAIRS, type SpotPair } from './pairs.ts';

const pair: SpotPair = {
  ...(SPOT_PAIRS[0] as SpotPair),
  pricePrecision: 1,
  sizePrecision: 2,
  tickSize: '0.1',
  minSize: '0.01',
};
const USERS = [1, 2, 3, 4];
const START = { [pair.base]: new Big('50'), [pair.quote]: new Big('100000') };

type Step =
  | {
      kind: 'place';
      user: number;
      side: 'buy' | 'sell';
      type: 'limit' | 'market';
      ticks: number;
      lots: number;
    }
  | { kind: 'cancel'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      user: fc.integer({ min: 0, max: USERS.length - 1 }),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      type: fc.constantFrom(
        'limit' as const,
        'limit' as const,
        'limit' as const,
        'market' as const,
      ),
      ticks: fc.integer({ min: 990, max: 1010 }),
      lots: fc.integer({ min: 1, max: 500 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

/** A minimal ledger model: available and frozen per user and coin, never negative. */
class Ledger {
  readonly available = new Map<string, Big>();
  readonly frozen = new Map<string, Big>();
  private key(user: Movement['userId'], coin: string) {
    return `${user}:${coin}`;
  }
  get(map: Map<string, Big>, user: Movement['userId'], coin: string) {
    return map.get(this.key(user, coin)) ?? new Big(0);
  }
  add(map: Map<string, Big>, user: Movement['userId'], coin: string, delta: Big) {
    const next = this.get(map, user, coin).plus(delta);
    if (next.lt(0))
      throw new Error(`negative ${map === this.frozen ? 'frozen' : 'available'} ${user} ${coin}`);
    map.set(this.key(user, coin), next);
  }
  apply(m: Movement) {
    switch (m.kind) {
      case 'freeze':
        this.add(this.available, m.userId, m.coin, m.amount.neg());
        this.add(this.frozen, m.userId, m.coin, m.amount);
        break;
      case 'unfreeze':
        this.add(this.frozen, m.userId, m.coin, m.amount.neg());
        this.add(this.available, m.userId, m.coin, m.amount);
        break;
      case 'spend':
        this.add(this.frozen, m.userId, m.coin, m.amount.neg());
        break;
      case 'credit':
        this.add(this.available, m.userId, m.coin, m.amount);
        break;
      default:
        m.kind satisfies never;
    }
  }
  total(coin: string) {
    let sum = new Big(0);
    for (const [key, value] of [...this.available, ...this.frozen])
      if (key.endsWith(`:${coin}`)) sum = sum.plus(value);
    return sum;
  }
}

function priorityOf(side: 'buy' | 'sell', a: BookOrder, b: BookOrder): number {
  const pa = a.price ?? new Big(0);
  const pb = b.price ?? new Big(0);
  if (!pa.eq(pb)) return side === 'buy' ? (pb.gt(pa) ? 1 : -1) : pa.gt(pb) ? 1 : -1;
  return a.seq - b.seq;
}

describe('matching engine properties', () => {
  // Four users trading at random hit their own resting orders often: self-trades are tried in
  // most runs, and every step's movements go through a model ledger that refuses any negative
  // available or frozen amount after each single movement (as the real ledger does).
  it('never crosses the book, keeps price-time priority and conserves every coin', () => {
    let selfTrades = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 120 }), (steps) => {
        const engine = new MatchingEngine(pair);
        const ledger = new Ledger();
        for (const user of USERS)
          for (const [coin, amount] of Object.entries(START))
            ledger.add(ledger.available, user, coin, amount);
        let seq = 0;
        for (const s of steps) {
          if (s.kind === 'cancel') {
            const open = engine.openOrders();
            const victim = open[s.pick % Math.max(open.length, 1)];
            if (!victim) continue;
            const plan = engine.planCancel(victim.id);
            if (!plan) throw new Error('open order not cancellable');
            for (const m of cancelMovements(pair, plan)) ledger.apply(m);
            engine.applyCancel(plan);
            continue;
          }
          seq += 1;
          const userId = USERS[s.user] ?? 1;
          const input: NewOrder = {
            id: `o${seq}`,
            userId,
            side: s.side,
            type: s.type,
            price: s.type === 'limit' ? new Big(s.ticks).div(10) : null,
            amount: new Big(s.lots).div(100),
            seq,
            ts: seq,
            clientOrderId: null,
          };
          const opposite = engine.openOrders().filter((o) => o.side !== s.side);
          const plan = engine.plan(input);
          // The service rejects an order the user cannot pay for; so does this model.
          const coin = s.side === 'buy' ? pair.quote : pair.base;
          if (ledger.get(ledger.available, userId, coin).lt(plan.freeze)) continue;

          // Price-time priority: the makers reached are exactly the head of the opposite side
          // sorted by better price, then earlier arrival. Self-trade prevention (EXPIRE_MAKER):
          // of those, the taker's own are expired (cancelled), all the others filled.
          const reached = opposite
            .sort((x, y) => priorityOf(x.side, x, y))
            .slice(0, plan.fills.length + plan.expired.length);
          expect(plan.fills.map((f) => f.makerOrderId)).toEqual(
            reached.filter((o) => o.userId !== userId).map((o) => o.id),
          );
          expect(plan.expired.map((c) => c.order.id)).toEqual(
            reached.filter((o) => o.userId === userId).map((o) => o.id),
          );
          for (const fill of plan.fills) expect(fill.buyerUserId).not.toBe(fill.sellerUserId);
          for (const cancel of plan.expired) {
            expect(cancel.order.status).toBe('cancelled');
            expect(cancel.release.toString()).toBe(
              opposite.find((o) => o.id === cancel.order.id)?.frozen.toString(),
            );
          }
          for (const fill of plan.fills.slice(0, -1)) {
            const maker = plan.makers.find((m) => m.id === fill.makerOrderId);
            expect(maker?.status).toBe('filled');
          }
          for (const m of matchMovements(pair, plan)) ledger.apply(m);
          engine.apply(plan);
          for (const cancel of plan.expired) expect(engine.get(cancel.order.id)).toBeUndefined();
          selfTrades += plan.expired.length;

          const bid = engine.bids.best();
          const ask = engine.asks.best();
          if (bid && ask) expect(bid.lt(ask)).toBe(true);
          // What the book still reserves is exactly what the ledger holds frozen.
          for (const user of USERS) {
            for (const c of [pair.base, pair.quote]) {
              const reserved = engine
                .openOrders()
                .filter(
                  (o) => o.userId === user && (o.side === 'buy' ? pair.quote : pair.base) === c,
                )
                .reduce((sum, o) => sum.plus(o.frozen), new Big(0));
              expect(reserved.toString()).toBe(ledger.get(ledger.frozen, user, c).toString());
            }
          }
        }
        for (const [coin, amount] of Object.entries(START)) {
          expect(ledger.total(coin).toString()).toBe(amount.times(USERS.length).toString());
        }
        expect(ledger.get(ledger.frozen, FEE_ACCOUNT, pair.quote).toString()).toBe('0');
      }),
      { numRuns: 200 },
    );
    // The runs did exercise self-trade prevention, not only orders between different users.
    expect(selfTrades).toBeGreaterThan(0);
  });
});
