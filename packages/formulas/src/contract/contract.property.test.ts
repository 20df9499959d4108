import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxOpenSize, openCost } from './cost.ts';
import { fundingPayment, fundingRate } from './funding.ts';
import { liquidationPrice } from './liquidation.ts';
import {
  maintenanceMargin,
  marginRatio,
  maxLeverageFor,
  maxNotionalFor,
  unrealizedPnl,
} from './margin.ts';
import { BTC_TEST_BRACKETS } from './test-brackets.ts';

const TICK = new Big('0.1');

/** A decimal with `decimals` places between min and max (both in whole units of that place). */
const decimal = (min: number, max: number, decimals: number) =>
  fc.integer({ min, max }).map((units) => new Big(units).div(new Big(10).pow(decimals)));

/** An isolated position whose leverage its bracket allows (so it starts above maintenance). */
const position = fc
  .record({
    side: fc.constantFrom('long' as const, 'short' as const),
    entry: decimal(10_000, 1_000_000_000, 1), // 1,000 … 100,000,000.0
    size: decimal(1, 100_000, 3), // 0.001 … 100
    leverage: fc.integer({ min: 1, max: 125 }),
  })
  .filter(({ entry, size, leverage }) => {
    const notional = entry.times(size);
    return notional.lt(40_000_000) && leverage <= maxLeverageFor(BTC_TEST_BRACKETS, notional);
  });

function isolatedLiquidation(p: { side: 'long' | 'short'; entry: Big; size: Big; margin: Big }) {
  return liquidationPrice({
    side: p.side,
    size: p.size,
    entry: p.entry,
    walletBalance: p.margin,
    otherMaintenance: '0',
    otherUnrealizedPnl: '0',
    brackets: BTC_TEST_BRACKETS,
  });
}

function ratioAt(p: { side: 'long' | 'short'; entry: Big; size: Big; margin: Big }, price: Big) {
  const maintenance = maintenanceMargin(BTC_TEST_BRACKETS, price.times(p.size));
  const balance = p.margin.plus(unrealizedPnl(p.side, p.size, p.entry, price));
  return marginRatio(maintenance, balance);
}

describe('contract formulas: properties', () => {
  it("a long's liquidation price lies below its entry, a short's above", () => {
    fc.assert(
      fc.property(position, ({ entry, size, leverage }) => {
        const margin = entry.times(size).div(leverage);
        const long = isolatedLiquidation({ side: 'long', entry, size, margin });
        const short = isolatedLiquidation({ side: 'short', entry, size, margin });
        expect(long.lt(entry)).toBe(true);
        expect(short.gt(entry)).toBe(true);
      }),
    );
  });

  it('the margin ratio reaches 100 at the liquidation price, within one tick', () => {
    fc.assert(
      fc.property(position, (p) => {
        const margin = p.entry.times(p.size).div(p.leverage);
        const held = { ...p, margin };
        const price = isolatedLiquidation(held);
        fc.pre(price.gt(TICK));
        expect(ratioAt(held, price).minus(100).abs().lt('0.000001')).toBe(true);
        // One tick on the safe side stays under 100; one tick on the other side reaches it.
        const safe = p.side === 'long' ? price.plus(TICK) : price.minus(TICK);
        const unsafe = p.side === 'long' ? price.minus(TICK) : price.plus(TICK);
        expect(ratioAt(held, safe).lt(100)).toBe(true);
        expect(ratioAt(held, unsafe).gte(100)).toBe(true);
      }),
    );
  });

  it('the funding rate stays within ±cap and is 0.01 % without a premium', () => {
    fc.assert(
      fc.property(decimal(-100_000, 100_000, 6), decimal(1, 10_000, 5), (premium, cap) => {
        const rate = fundingRate({ premiumAverage: premium, cap });
        expect(rate.abs().lte(cap)).toBe(true);
        const flat = fundingRate({ premiumAverage: '0', cap });
        expect(flat.toFixed()).toBe(cap.gte('0.0001') ? '0.0001' : cap.toFixed());
      }),
    );
  });

  it('a long and a short of equal size pay each other: the payments sum to 0', () => {
    fc.assert(
      fc.property(
        decimal(1, 10_000_000, 3),
        decimal(1, 1_000_000_000, 2),
        decimal(-7_500, 7_500, 6),
        (size, mark, rate) => {
          const long = fundingPayment('long', size, mark, rate);
          const short = fundingPayment('short', size, mark, rate);
          expect(long.plus(short).eq(0)).toBe(true);
          expect(rate.gt(0) ? long.lt(0) : long.gte(0)).toBe(true);
        },
      ),
    );
  });

  it('the largest open size fits the balance, and one more step does not (unless capped)', () => {
    fc.assert(
      fc.property(
        fc.record({
          side: fc.constantFrom('long' as const, 'short' as const),
          available: decimal(0, 10_000_000_000, 4), // up to 1,000,000 USDT
          price: decimal(1_000, 10_000_000, 1), // 100 … 1,000,000
          markOffset: decimal(-2_000, 2_000, 1),
          leverage: fc.integer({ min: 1, max: 125 }),
          feeRate: fc.constantFrom('0', '0.0002', '0.0005'),
          step: fc.constantFrom('1', '0.1', '0.001'),
        }),
        ({ side, available, price, markOffset, leverage, feeRate, step }) => {
          const mark = price.plus(markOffset);
          fc.pre(mark.gt(0));
          const input = { side, price, mark, leverage, feeRate };
          const size = maxOpenSize({
            ...input,
            available,
            brackets: BTC_TEST_BRACKETS,
            sizeStep: step,
          });
          expect(size.mod(step).eq(0)).toBe(true);
          const cap = maxNotionalFor(BTC_TEST_BRACKETS, leverage);
          if (size.gt(0)) {
            expect(openCost({ ...input, size }).lte(available)).toBe(true);
            expect(size.times(price).lte(cap)).toBe(true);
          }
          const next = size.plus(step);
          const capped = next.times(price).gt(cap);
          expect(capped || openCost({ ...input, size: next }).gt(available)).toBe(true);
        },
      ),
    );
  });
});
