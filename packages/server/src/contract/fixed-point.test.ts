import { Big } from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialMargin, maxNotionalFor, openCost } from '@exchange/formulas';
import { CONTRACT_PAIRS } from './contract-pairs.ts';
import { cachedMaxNotional, divRound, fastOpenCost, type RoundingMode } from './fixed-point.ts';

/** A decimal with up to `decimals` places, from an integer count of its smallest unit. */
const decimal = (max: bigint, decimals: number, min = 1n) =>
  fc.bigInt({ min, max }).map((units) => new Big(units.toString()).div(10 ** decimals));

const priced = fc.record({
  side: fc.constantFrom('long' as const, 'short' as const),
  price: fc.integer({ min: 0, max: 8 }).chain((d) => decimal(10n ** 13n, d)),
  mark: fc.integer({ min: 0, max: 8 }).chain((d) => decimal(10n ** 13n, d)),
  size: fc.integer({ min: 0, max: 8 }).chain((d) => decimal(10n ** 12n, d)),
  leverage: fc.integer({ min: 1, max: 125 }),
  feeRate: fc.integer({ min: 0, max: 6 }).chain((d) => decimal(10n ** 4n, d, 0n)),
});

describe('the engine in scaled integers equals the formulas', () => {
  it('fastOpenCost = openCost on random orders (to the last digit)', () => {
    fc.assert(
      fc.property(priced, (input) => {
        expect(fastOpenCost(input).toFixed()).toBe(openCost(input).toFixed());
      }),
      { numRuns: 2000 },
    );
  });

  it('fastOpenCost = openCost on the pairs’ own ticks, steps and fees', () => {
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
          expect(fastOpenCost(input).toFixed()).toBe(openCost(input).toFixed());
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('divRound = big.js div then round, in every mode and sign', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 }).chain((d) => decimal(10n ** 24n, d, -(10n ** 24n))),
        fc.integer({ min: 0, max: 10 }).chain((d) => decimal(10n ** 14n, d)),
        fc.integer({ min: 0, max: 24 }),
        fc.constantFrom<RoundingMode>(0, 1, 2, 3),
        fc.boolean(),
        (n, d, dp, rm, negative) => {
          const divisor = negative ? d.neg() : d;
          expect(divRound(n, divisor, dp, rm).toFixed()).toBe(
            n.div(divisor).round(dp, rm).toFixed(),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('divRound by a leverage = initialMargin rounded up to 8 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }).chain((d) => decimal(10n ** 16n, d)),
        fc.integer({ min: 1, max: 125 }),
        (notional, leverage) => {
          expect(divRound(notional, leverage, 8, 3).toFixed()).toBe(
            initialMargin(notional, leverage).round(8, Big.roundUp).toFixed(),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('cachedMaxNotional = maxNotionalFor for every pair and leverage, and stays so', () => {
    for (const pair of CONTRACT_PAIRS)
      for (let leverage = 1; leverage <= 130; leverage += 1)
        for (let round = 0; round < 2; round += 1)
          expect(cachedMaxNotional(pair.brackets, leverage).toFixed()).toBe(
            new Big(maxNotionalFor(pair.brackets, leverage)).toFixed(),
          );
  });

  it('divRound answers the worked cases, ties included', () => {
    expect(divRound(new Big('10.5'), 4, 8, 3).toFixed()).toBe('2.625');
    expect(divRound(new Big('1'), 3, 8, 3).toFixed()).toBe('0.33333334');
    expect(divRound(new Big('1'), 3, 8, 0).toFixed()).toBe('0.33333333');
    expect(divRound(new Big('0.25'), 1, 1, 2).toFixed()).toBe('0.2');
    expect(divRound(new Big('0.35'), 1, 1, 2).toFixed()).toBe('0.4');
    expect(divRound(new Big('-0.25'), 1, 1, 1).toFixed()).toBe('-0.3');
    expect(() => divRound(new Big(1), 0, 8, 0)).toThrow(RangeError);
  });
});
