import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import { FEE_DECIMALS, MatchingEngine, type NewOrder } from './matching-engine.ts';
import { matchMovements } from './movements.ts';
import { SPOT_PAIRS } from './pairs.ts';

const pair =
  SPOT_PAIRS[0] ??
  (() => {
    throw new Error('no pairs');
  })();
// User ids (numbers, as everywhere in the server).
const BUYER = 1;
const SELLER = 2;
const MAKER = 3;
const TAKER = 4;
const SELLER_2 = 5;
const BUYER_2 = 6;
const OTHER = 7;
const ME = 8;
const THIRD = 9;

let seq = 0;
function order(part: Partial<NewOrder> & Pick<NewOrder, 'side'>): NewOrder {
  seq += 1;
  return {
    id: `o${seq}`,
    // Buyers and sellers are different users unless a test says otherwise: a user's own orders
    // never trade with each other (self-trade prevention).
    userId: part.side === 'buy' ? BUYER : SELLER,
    type: 'limit',
    price: new Big('100'),
    amount: new Big('1'),
    seq,
    ts: seq,
    clientOrderId: null,
    ...part,
  };
}
function place(engine: MatchingEngine, input: NewOrder) {
  const plan = engine.plan(input);
  engine.apply(plan);
  return plan;
}

describe('matching engine', () => {
  it('rests a limit order that does not cross and reserves price x amount', () => {
    const engine = new MatchingEngine(pair);
    const plan = place(
      engine,
      order({ side: 'buy', price: new Big('99.5'), amount: new Big('2') }),
    );
    expect(plan.fills).toHaveLength(0);
    expect(plan.taker.status).toBe('open');
    expect(plan.freeze.toString()).toBe('199');
    expect(engine.depth().bids).toEqual([['99.50', '2.00000']]);
  });

  it("fills at the maker price and hands back the buyer's price improvement", () => {
    const engine = new MatchingEngine(pair);
    place(
      engine,
      order({ side: 'sell', userId: MAKER, price: new Big('98'), amount: new Big('1') }),
    );
    const plan = place(
      engine,
      order({ side: 'buy', userId: TAKER, price: new Big('100'), amount: new Big('1') }),
    );
    expect(plan.fills.map((f) => [f.price.toString(), f.amount.toString()])).toEqual([['98', '1']]);
    expect(plan.taker.status).toBe('filled');
    expect(plan.release.toString()).toBe('2');
    // taker buyer pays 0.2% in base, maker seller 0.1% in quote
    expect(plan.fills[0]?.buyerFee.toString()).toBe('0.002');
    expect(plan.fills[0]?.sellerFee.toString()).toBe('0.098');
    expect(engine.depth().asks).toEqual([]);
  });

  it('matches better prices first, then earlier orders at one price', () => {
    const engine = new MatchingEngine(pair);
    const late = place(engine, order({ side: 'sell', price: new Big('101') }));
    const first = place(engine, order({ side: 'sell', price: new Big('100') }));
    const second = place(engine, order({ side: 'sell', price: new Big('100') }));
    const plan = place(
      engine,
      order({ side: 'buy', price: new Big('101'), amount: new Big('2.5') }),
    );
    expect(plan.fills.map((f) => f.makerOrderId)).toEqual([
      first.taker.id,
      second.taker.id,
      late.taker.id,
    ]);
    expect(plan.makers.at(-1)?.status).toBe('partial');
    expect(engine.depth().asks).toEqual([['101.00', '0.50000']]);
  });

  it('rests the remainder of a partly filled limit order', () => {
    const engine = new MatchingEngine(pair);
    place(engine, order({ side: 'buy', price: new Big('100'), amount: new Big('0.4') }));
    const plan = place(
      engine,
      order({ side: 'sell', price: new Big('100'), amount: new Big('1') }),
    );
    expect(plan.taker.status).toBe('partial');
    expect(plan.taker.frozen.toString()).toBe('0.6');
    expect(engine.depth().asks).toEqual([['100.00', '0.60000']]);
  });

  it('cancels the unfilled part of a market order and reserves only what a market buy costs', () => {
    const engine = new MatchingEngine(pair);
    place(engine, order({ side: 'sell', price: new Big('100'), amount: new Big('0.5') }));
    place(engine, order({ side: 'sell', price: new Big('110'), amount: new Big('0.25') }));
    const plan = place(
      engine,
      order({ side: 'buy', type: 'market', price: null, amount: new Big('1') }),
    );
    expect(plan.taker.status).toBe('cancelled');
    expect(plan.taker.filled.toString()).toBe('0.75');
    expect(plan.freeze.toString()).toBe('77.5');
    expect(plan.release.toString()).toBe('0');
    const sell = place(
      engine,
      order({ side: 'sell', type: 'market', price: null, amount: new Big('1') }),
    );
    expect(sell.fills).toHaveLength(0);
    expect(sell.release.toString()).toBe('1');
  });

  it('cancel hands back exactly what is still reserved', () => {
    const engine = new MatchingEngine(pair);
    const resting = place(
      engine,
      order({ side: 'buy', price: new Big('100'), amount: new Big('2') }),
    );
    place(engine, order({ side: 'sell', price: new Big('100'), amount: new Big('0.5') }));
    const cancel = engine.planCancel(resting.taker.id);
    expect(cancel?.release.toString()).toBe('150');
    if (cancel) engine.applyCancel(cancel);
    expect(engine.depth().bids).toEqual([]);
    expect(engine.planCancel(resting.taker.id)).toBeUndefined();
  });

  it('does not change the book until a plan is applied', () => {
    const engine = new MatchingEngine(pair);
    place(engine, order({ side: 'sell', price: new Big('100'), amount: new Big('1') }));
    engine.plan(order({ side: 'buy', price: new Big('100'), amount: new Big('1') }));
    expect(engine.depth().asks).toEqual([['100.00', '1.00000']]);
  });

  it('movements of a fill balance every coin', () => {
    const engine = new MatchingEngine(pair);
    place(
      engine,
      order({
        side: 'sell',
        userId: SELLER_2,
        price: new Big('123.45'),
        amount: new Big('0.33333'),
      }),
    );
    const plan = place(
      engine,
      order({ side: 'buy', userId: BUYER_2, price: new Big('130'), amount: new Big('1') }),
    );
    const net = new Map<string, Big>();
    for (const m of matchMovements(pair, plan)) {
      const sign = m.kind === 'spend' ? -1 : m.kind === 'credit' ? 1 : 0;
      net.set(m.coin, (net.get(m.coin) ?? new Big(0)).plus(m.amount.times(sign)));
    }
    expect([...net.values()].map((v) => v.toString())).toEqual(['0', '0']);
  });

  it("truncates fees to 8 decimals: a fee is rounded down, in the user's favour, never up", () => {
    expect(FEE_DECIMALS).toBe(8);
    // Maker fee 0.1 %, taker fee 0.2 % (pairs.ts). Every fee below has digits past the 8th
    // decimal that round up (and half-up) to a different value than down.
    expect([pair.makerFee, pair.takerFee]).toEqual(['0.001', '0.002']);
    const odd = new MatchingEngine(pair);
    place(odd, order({ side: 'sell', price: new Big('1'), amount: new Big('0.123456789') }));
    const buy = place(
      odd,
      order({ side: 'buy', price: new Big('1'), amount: new Big('0.123456789') }),
    );
    // 0.123456789 × 0.002 = 0.000246913578 → 0.00024691 (round-up/half-up: 0.00024692).
    expect(buy.fills[0]?.buyerFee.toString()).toBe('0.00024691');
    // 0.123456789 × 0.001 = 0.000123456789 → 0.00012345 (round-up/half-up: 0.00012346).
    expect(buy.fills[0]?.sellerFee.toString()).toBe('0.00012345');
    expect(buy.taker.fee.toString()).toBe('0.00024691');

    const other = new MatchingEngine(pair);
    place(other, order({ side: 'buy', price: new Big('3'), amount: new Big('0.123456789') }));
    const sell = place(
      other,
      order({ side: 'sell', price: new Big('3'), amount: new Big('0.123456789') }),
    );
    // Quote 0.370370367 × 0.002 = 0.000740740734 → 0.00074074 (round-up: 0.00074075).
    expect(sell.fills[0]?.sellerFee.toString()).toBe('0.00074074');
    // 0.123456789 × 0.001 = 0.000123456789 → 0.00012345 for the resting buyer.
    expect(sell.fills[0]?.buyerFee.toString()).toBe('0.00012345');
    expect(sell.makers[0]?.fee.toString()).toBe('0.00012345');
  });

  it('self-trade prevention (EXPIRE_MAKER): an own resting order is cancelled, never filled', () => {
    const engine = new MatchingEngine(pair);
    const theirs = place(engine, order({ side: 'sell', userId: OTHER, amount: new Big('1') }));
    const own = place(engine, order({ side: 'sell', userId: ME, amount: new Big('2') }));
    const worse = place(
      engine,
      order({ side: 'sell', userId: THIRD, price: new Big('101'), amount: new Big('1') }),
    );
    const beyond = place(
      engine,
      order({ side: 'sell', userId: ME, price: new Big('102'), amount: new Big('1') }),
    );
    const plan = place(
      engine,
      order({ side: 'buy', userId: ME, price: new Big('101'), amount: new Big('3') }),
    );
    // Fills skip the own order at 100 and go on to 101; nothing at 102 is reached.
    expect(plan.fills.map((f) => f.makerOrderId)).toEqual([theirs.taker.id, worse.taker.id]);
    expect(plan.fills.every((f) => f.buyerUserId !== f.sellerUserId)).toBe(true);
    expect(plan.expired.map((c) => [c.order.id, c.order.status, c.release.toString()])).toEqual([
      [own.taker.id, 'cancelled', '2'],
    ]);
    expect(plan.expired[0]?.order.frozen.toString()).toBe('0');
    expect(plan.taker).toMatchObject({ status: 'partial' });
    expect(plan.taker.filled.toString()).toBe('2');
    // The own sell at 102 was not crossed and stays; the one at 100 is gone from the book.
    expect(engine.get(own.taker.id)).toBeUndefined();
    expect(engine.get(beyond.taker.id)?.status).toBe('open');
    expect(engine.depth().asks).toEqual([['102.00', '1.00000']]);
    expect(engine.depth().bids).toEqual([['101.00', '1.00000']]);
    // The expired order's reserve (2 base) goes back to its owner in the same movements.
    expect(
      matchMovements(pair, plan)
        .filter((m) => m.kind === 'unfreeze' && m.coin === pair.base)
        .map((m) => [m.userId, m.coin, m.amount.toString(), m.orderId]),
    ).toEqual([[ME, pair.base, '2', own.taker.id]]);
  });

  it('self-trade prevention leaves the book alone when no own order is reached', () => {
    const engine = new MatchingEngine(pair);
    place(engine, order({ side: 'sell', userId: OTHER, amount: new Big('1') }));
    const own = place(
      engine,
      order({ side: 'sell', userId: ME, price: new Big('100'), amount: new Big('1') }),
    );
    const plan = place(engine, order({ side: 'buy', userId: ME, amount: new Big('1') }));
    // Filled by the earlier order at the same price before the own one was reached.
    expect(plan.fills).toHaveLength(1);
    expect(plan.expired).toEqual([]);
    expect(engine.get(own.taker.id)?.status).toBe('open');
  });
});
