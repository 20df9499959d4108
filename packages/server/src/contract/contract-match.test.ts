import { Big } from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openCost } from '@exchange/formulas';
import { bigOf, bigUnitsOf, unitsOf } from './big-units.ts';
import { ContractBook } from './contract-engine.ts';
import { planUnits } from './contract-match.ts';
import { CONTRACT_PAIRS } from './contract-pairs.ts';
import { planExact } from './contract-plan-exact.ts';
import type { ContractPlan } from './contract-plan.ts';
import type { ContractOrder } from './contract-types.ts';
import { divRound, openCostUnits } from './fixed-point.ts';
import { initialMarginUnits, scalesOf } from './position-units.ts';

const ZERO = new Big(0);

/** A plan with every Big as its exact text, so two plans compare digit for digit. */
function text(value: unknown): unknown {
  if (value instanceof Big) return `Big(${value.toFixed()})`;
  if (value instanceof Map)
    return [...value.entries()].sort(([a], [b]) => Number(a) - Number(b)).map(text);
  if (Array.isArray(value)) return value.map(text);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, text(v)]));
  return value;
}

function fees(book: ContractBook) {
  // The book's own fee units (private): read them the way plan does.
  return (book as unknown as { fees: Parameters<typeof planUnits>[1] }).fees;
}

const orderArb = fc.record({
  user: fc.integer({ min: 1, max: 4 }),
  side: fc.constantFrom('long' as const, 'short' as const),
  kind: fc.constantFrom('limit', 'limit', 'limit', 'market', 'ioc', 'fok'),
  ticks: fc.integer({ min: -6, max: 6 }),
  /** Percent away from the reference: wide moves close positions past their margin. */
  jump: fc.oneof(fc.constant(0), fc.integer({ min: -30, max: 30 })),
  /** Now and then a position changed outside a match, to 9 decimals: off the grids. */
  odd: fc.integer({ min: 0, max: 30 }),
  lots: fc.integer({ min: 1, max: 40 }),
  leverage: fc.integer({ min: 1, max: 50 }),
  isolated: fc.boolean(),
  marginLots: fc.integer({ min: 0, max: 3_000_000 }),
  fresh: fc.boolean(),
});

describe('the integer planner equals the big.js planner', () => {
  it('plans every random stream digit for digit (fills, entrusts, positions, money)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRACT_PAIRS),
        fc.array(orderArb, { minLength: 1, maxLength: 60 }),
        (pair, stream) => {
          const book = new ContractBook(pair);
          const mark = new Big(pair.referencePrice);
          const tick = new Big(pair.tickSize);
          const step = new Big(pair.sizeStep);
          let id = 0;
          let fast = 0;
          let odd = false;
          for (const o of stream) {
            id += 1;
            const held = book.positionOf(o.user);
            if (o.odd === 0 && held) {
              book.setPosition(o.user, { ...held, margin: held.margin.plus('0.000000001') });
              odd = true;
            }
            const market = o.kind === 'market';
            const order: ContractOrder = {
              id,
              userId: o.user,
              clientOrderId: '',
              symbol: pair.symbol,
              side: o.side,
              action: 'open',
              type: market ? 'market' : 'limit',
              source: 'order',
              timeInForce: market || o.kind === 'ioc' ? 'ioc' : o.kind === 'fok' ? 'fok' : 'gtc',
              status: 'open',
              price: market
                ? null
                : mark
                    .times(100 + o.jump)
                    .div(100)
                    .round(pair.pricePrecision)
                    .plus(tick.times(o.ticks)),
              triggerPrice: null,
              triggerBy: null,
              reduceOnly: false,
              amount: step.times(o.lots),
              filled: ZERO,
              filledQuote: ZERO,
              leverage: o.leverage,
              marginMode: o.isolated ? 'isolated' : 'cross',
              margin: bigOf(o.marginLots, 4),
              fee: ZERO,
              realizedPnl: ZERO,
              takeProfit: null,
              stopLoss: null,
              seq: id,
              createdAt: id,
              updatedAt: id,
            };
            const trade = (n: number) => `${String(id)}-${String(n)}`;
            const exact: ContractPlan = planExact(book, order, mark, trade, o.fresh);
            const integer = planUnits(book, fees(book), order, mark, trade, o.fresh);
            if (integer) {
              fast += 1;
              // `units`: the integer forms apply reads instead of parsing; not part of the plan.
              const { units, ...plan } = integer;
              expect(units).toBeDefined();
              expect(text(plan)).toEqual(text(exact));
            }
            // The integer plan when there is one: its carried forms are what the book keeps.
            book.apply(integer ?? exact);
          }
          // Every order here is on the grids: the integers plan all of them unless a position
          // was moved off the grids.
          if (!odd) expect(fast).toBe(stream.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('hands an order off the grids to big.js (a size off the step)', () => {
    const pair = CONTRACT_PAIRS[1];
    if (!pair) throw new Error('no pair');
    const book = new ContractBook(pair);
    const order = {
      id: 1,
      userId: 1,
      side: 'long',
      type: 'limit',
      timeInForce: 'gtc',
      price: new Big('3000'),
      amount: new Big('0.0001'),
      filled: ZERO,
      filledQuote: ZERO,
      margin: ZERO,
      fee: ZERO,
      realizedPnl: ZERO,
      updatedAt: 1,
    } as ContractOrder;
    expect(planUnits(book, fees(book), order, new Big(3000), String, true)).toBeUndefined();
    expect(book.plan(order, new Big(3000), String).rests).toBe(true);
  });
});

describe('initialMarginUnits', () => {
  it('= divRound(price × size, leverage, 8, up) on the pairs, in safe integers or bigint', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRACT_PAIRS),
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.integer({ min: 1, max: 125 }),
        (pair, ticks, lots, leverage) => {
          const scales = scalesOf(pair.pricePrecision, pair.sizePrecision);
          if (!scales) throw new Error('no scales');
          const notional = bigOf(ticks, pair.pricePrecision).times(bigOf(lots, pair.sizePrecision));
          const expected = divRound(notional, leverage, 8, Big.roundUp);
          const units = initialMarginUnits(ticks, lots, leverage, scales);
          expect(bigOf(units, 8).toFixed()).toBe(expected.toFixed());
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('big-units', () => {
  it('bigOf, unitsOf and bigUnitsOf round-trip any integer', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 20 }),
        (units, decimals) => {
          const big = bigOf(units, decimals);
          expect(big.toFixed()).toBe(new Big(units.toString()).div(10 ** decimals).toFixed());
          expect(bigUnitsOf(big, decimals)).toBe(units);
          const small = unitsOf(big, decimals);
          if (small !== undefined) expect(BigInt(small)).toBe(units);
          if (decimals > 0 && units % 10n !== 0n)
            expect(unitsOf(big, decimals - 1)).toBeUndefined();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('openCostUnits is the margin check costOf charges: openCost rounded up to 8, on the pairs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRACT_PAIRS),
        fc.constantFrom('long' as const, 'short' as const),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 125 }),
        (pair, side, priceTicks, markTicks, steps, leverage) => {
          const input = {
            side,
            price: new Big(pair.tickSize).times(priceTicks),
            mark: new Big(pair.tickSize).times(markTicks),
            size: new Big(pair.sizeStep).times(steps),
            leverage,
            feeRate: new Big(pair.takerFee),
          };
          const expected = openCost(input).round(8, Big.roundUp);
          expect(bigOf(openCostUnits(input), 8).toFixed()).toBe(expected.toFixed());
        },
      ),
      { numRuns: 2000 },
    );
  });
});
