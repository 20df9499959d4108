import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  launchpadAllocation,
  launchpadAllocations,
  launchpadOfferedValue,
  type LaunchpadOffer,
} from './allocation.ts';

const ORBIT: LaunchpadOffer = { price: '0.02', supply: '50000000', tokenPrecision: 2 };

const texts = (share: { allocated: Big; cost: Big; refund: Big }) => ({
  allocated: share.allocated.toFixed(),
  cost: share.cost.toFixed(),
  refund: share.refund.toFixed(),
});

describe('launchpadAllocation', () => {
  it('worth the offer: 50,000,000 at 0.02 is 1,000,000', () => {
    expect(launchpadOfferedValue(ORBIT).toFixed()).toBe('1000000');
  });

  it('oversubscribed four times: a quarter of each commitment is used, the rest refunded', () => {
    expect(texts(launchpadAllocation('4000', '4000000', ORBIT))).toEqual({
      allocated: '50000',
      cost: '1000',
      refund: '3000',
    });
  });

  it('undersubscribed: the whole commitment buys tokens, nothing is refunded', () => {
    expect(texts(launchpadAllocation('4000', '500000', ORBIT))).toEqual({
      allocated: '200000',
      cost: '4000',
      refund: '0',
    });
  });

  it('exactly subscribed: every commitment is used in full', () => {
    expect(texts(launchpadAllocation('250000', '1000000', ORBIT))).toEqual({
      allocated: '12500000',
      cost: '250000',
      refund: '0',
    });
  });

  it('truncates the token amount to its precision and refunds the exact rest', () => {
    // 3 users of 1 each, offer 1 token at 1 with 2 decimals: each gets 0.33, refund 0.67.
    const offer = { price: '1', supply: '1', tokenPrecision: 2 };
    const shares = launchpadAllocations(['1', '1', '1'], offer).map(texts);
    expect(shares).toEqual(Array(3).fill({ allocated: '0.33', cost: '0.33', refund: '0.67' }));
  });

  it('a price with more decimals than the quote coin: the cost is exact, not rounded', () => {
    const offer = { price: '0.123', supply: '1000', tokenPrecision: 1 };
    expect(texts(launchpadAllocation('10', '10', offer))).toEqual({
      allocated: '81.3',
      cost: '9.9999',
      refund: '0.0001',
    });
  });

  it('nothing committed: nothing allocated', () => {
    expect(texts(launchpadAllocation('0', '0', ORBIT))).toEqual({
      allocated: '0',
      cost: '0',
      refund: '0',
    });
  });

  it('refuses a commitment above the total or below zero', () => {
    expect(() => launchpadAllocation('2', '1', ORBIT)).toThrow(RangeError);
    expect(() => launchpadAllocation('-1', '1', ORBIT)).toThrow(RangeError);
  });
});

/** A decimal with `decimals` places between min and max (in units of that place). */
const decimal = (min: number, max: number, decimals: number) =>
  fc.integer({ min, max }).map((units) => new Big(units).div(new Big(10).pow(decimals)));

const offer = fc.record({
  price: decimal(1, 10_000_000, 4), // 0.0001 … 1000
  supply: decimal(1, 1_000_000_000, 2), // 0.01 … 10,000,000
  tokenPrecision: fc.integer({ min: 0, max: 8 }),
});

describe('launchpadAllocations (properties)', () => {
  it('never allocates more than the supply; each refund is the exact rest; nothing negative', () => {
    fc.assert(
      fc.property(offer, fc.array(decimal(0, 100_000_000, 2), { maxLength: 40 }), (o, commits) => {
        const shares = launchpadAllocations(commits, o);
        const allocated = shares.reduce((sum, s) => sum.plus(s.allocated), new Big(0));
        expect(allocated.lte(o.supply)).toBe(true);
        shares.forEach((share, i) => {
          const commit = commits[i] ?? new Big(0);
          expect(share.allocated.gte(0) && share.cost.gte(0) && share.refund.gte(0)).toBe(true);
          expect(share.cost.plus(share.refund).eq(commit)).toBe(true);
          expect(share.cost.eq(share.allocated.times(o.price))).toBe(true);
          expect(share.allocated.eq(share.allocated.round(o.tokenPrecision, Big.roundDown))).toBe(
            true,
          );
        });
      }),
    );
  });

  it('each user gets at most their pro-rata value, and less only by the truncation', () => {
    fc.assert(
      fc.property(
        offer,
        fc.array(decimal(1, 100_000_000, 2), { minLength: 1, maxLength: 20 }),
        (o, commits) => {
          const total = commits.reduce((sum, c) => sum.plus(c), new Big(0));
          const value = new Big(o.supply).times(o.price);
          const step = new Big(1).div(new Big(10).pow(o.tokenPrecision)).times(o.price);
          launchpadAllocations(commits, o).forEach((share, i) => {
            const commit = commits[i] ?? new Big(0);
            const fair = total.gt(value) ? commit.times(value).div(total) : commit;
            expect(share.cost.lte(fair.plus('1e-30'))).toBe(true);
            expect(share.cost.gt(fair.minus(step).minus('1e-30'))).toBe(true);
          });
        },
      ),
    );
  });
});
