import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyCloseSize, copyOpenSize, profitShare } from './copy-sizing.ts';

const grid = { sizeStep: '0.001', minSize: '0.001' };

describe('copyOpenSize', () => {
  it('sizes a fixed amount of margin at the leverage and price', () => {
    const out = copyOpenSize({
      ...grid,
      sizing: { mode: 'fixed', fixedAmount: '100' },
      leaderAdded: '5',
      price: '50000',
      leverage: 10,
      maxPerPosition: '1000',
      held: '0',
    });
    expect(out.size?.toFixed()).toBe('0.02');
  });

  it("sizes a ratio of the leader's added size, rounded down to the step", () => {
    const out = copyOpenSize({
      ...grid,
      sizing: { mode: 'ratio', ratio: '0.5' },
      leaderAdded: '0.0155',
      price: '100',
      leverage: 5,
      maxPerPosition: '1000',
      held: '0',
    });
    expect(out.size?.toFixed()).toBe('0.007');
  });

  it('clamps so the whole position stays within the maximum per position', () => {
    // room: 300 × 10 ÷ 50000 = 0.06, minus 0.05 held = 0.01
    const out = copyOpenSize({
      ...grid,
      sizing: { mode: 'fixed', fixedAmount: '100' },
      leaderAdded: '1',
      price: '50000',
      leverage: 10,
      maxPerPosition: '300',
      held: '0.05',
    });
    expect(out.size?.toFixed()).toBe('0.01');
  });

  it('skips below the minimum, and names the maximum when the clamp made it too small', () => {
    const base = {
      ...grid,
      leaderAdded: '0.0001',
      price: '50000',
      leverage: 10,
      maxPerPosition: '300',
      held: '0',
    } as const;
    expect(copyOpenSize({ ...base, sizing: { mode: 'ratio', ratio: '1' } })).toEqual({
      size: null,
      skip: 'below_min',
    });
    expect(
      copyOpenSize({ ...base, sizing: { mode: 'fixed', fixedAmount: '100' }, held: '0.06' }),
    ).toEqual({ size: null, skip: 'max_per_position' });
    expect(
      copyOpenSize({ ...base, sizing: { mode: 'fixed', fixedAmount: '100' }, held: '0.0599' }),
    ).toEqual({ size: null, skip: 'max_per_position' });
  });

  it("never passes the maximum per position, whatever the leader's size", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 125 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (addedMilli, leverage, maxPer, heldMilli, price) => {
          const held = new Big(heldMilli).div(1000);
          const out = copyOpenSize({
            ...grid,
            sizing: { mode: 'ratio', ratio: '1' },
            leaderAdded: new Big(addedMilli).div(1000),
            price: String(price),
            leverage,
            maxPerPosition: String(maxPer),
            held,
          });
          if (out.size === null) return;
          expect(out.size.gte('0.001')).toBe(true);
          expect(out.size.plus(held).times(price).div(leverage).lte(maxPer)).toBe(true);
        },
      ),
    );
  });
});

describe('copyCloseSize', () => {
  it("closes the leader's fraction of what the follower holds", () => {
    const out = copyCloseSize({
      ...grid,
      held: '0.3',
      amount: '1',
      sizeBefore: '3',
      sizeAfter: '2',
    });
    expect(out.toFixed()).toBe('0.1');
  });

  it('closes everything when the leader closed all or the rest would be below the minimum', () => {
    expect(
      copyCloseSize({
        ...grid,
        held: '0.3',
        amount: '3',
        sizeBefore: '3',
        sizeAfter: '0',
      }).toFixed(),
    ).toBe('0.3');
    expect(
      copyCloseSize({
        sizeStep: '0.001',
        minSize: '0.005',
        held: '0.008',
        amount: '0.5',
        sizeBefore: '1',
        sizeAfter: '0.5',
      }).toFixed(),
    ).toBe('0.008');
  });

  it('is zero when the fraction rounds to nothing, and for nothing held', () => {
    expect(
      copyCloseSize({
        ...grid,
        held: '0.01',
        amount: '1',
        sizeBefore: '100',
        sizeAfter: '99',
      }).toFixed(),
    ).toBe('0');
    expect(
      copyCloseSize({ ...grid, held: '0', amount: '1', sizeBefore: '1', sizeAfter: '0' }).toFixed(),
    ).toBe('0');
  });
});

describe('profitShare', () => {
  it('pays the rate of the realized total above what was shared', () => {
    expect(
      profitShare({ realizedTotal: '50', rate: '0.1', shared: '2', free: '100' }).toFixed(),
    ).toBe('3');
  });

  it('pays nothing while earlier losses are not made up (high-water mark)', () => {
    // a loss of 40, then a profit of 30: the total is still −10
    expect(
      profitShare({ realizedTotal: '-10', rate: '0.1', shared: '0', free: '100' }).toFixed(),
    ).toBe('0');
    // then a profit of 25: 15 over the mark → 1.5
    expect(
      profitShare({ realizedTotal: '15', rate: '0.1', shared: '0', free: '100' }).toFixed(),
    ).toBe('1.5');
  });

  it('rounds down to 8 decimals and pays at most the free balance', () => {
    expect(
      profitShare({ realizedTotal: '0.000000129', rate: '0.1', shared: '0', free: '1' }).toFixed(),
    ).toBe('0.00000001');
    expect(
      profitShare({ realizedTotal: '1000', rate: '0.1', shared: '0', free: '7.5' }).toFixed(),
    ).toBe('7.5');
    expect(
      profitShare({ realizedTotal: '1000', rate: '0.1', shared: '0', free: '0' }).toFixed(),
    ).toBe('0');
  });
});
