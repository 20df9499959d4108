import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkEarnSubscribe,
  dailyInterest,
  earnDayStart,
  earnDaysBetween,
  earnMaturityDate,
  earnRedemption,
  earnSubscribable,
  earnValueDate,
  estimateInterest,
  positionsDailyInterest,
  type EarnSubscribeRules,
  type EarnTier,
} from './earn.ts';

const DAY = 86_400_000;
const TIERED: EarnTier[] = [
  { up_to: '1000', apr: '0.08' },
  { up_to: null, apr: '0.035' },
];
const FLAT: EarnTier[] = [{ up_to: null, apr: '0.05' }];

describe('dailyInterest', () => {
  it('is simple interest on the principal ÷ 365, truncated to the precision', () => {
    // 1,000 × 5 % = 50 a year; 50 ÷ 365 = 0.136986301…
    expect(dailyInterest({ tiers: FLAT, principal: '1000', precision: 6 })).toBe('0.136986');
    expect(dailyInterest({ tiers: FLAT, principal: '1000', precision: 2 })).toBe('0.13');
    // 0.5 BTC at 1.2 %: 0.006 a year, 0.0000164383… a day.
    expect(
      dailyInterest({ tiers: [{ up_to: null, apr: '0.012' }], principal: '0.5', precision: 8 }),
    ).toBe('0.00001643');
    expect(dailyInterest({ tiers: FLAT, principal: '0.01', precision: 2 })).toBe('0');
  });

  it('pays the higher rate on the first amount only', () => {
    // 1,000 × 8 % + 1,000 × 3.5 % = 115 a year; 0.315068… a day.
    expect(dailyInterest({ tiers: TIERED, principal: '2000', precision: 6 })).toBe('0.315068');
    expect(dailyInterest({ tiers: TIERED, principal: '500', precision: 6 })).toBe('0.109589');
  });

  it('starts a later position where the earlier ones end', () => {
    // From 400 to 1,000 at 8 % (48) and to 1,600 at 3.5 % (21): 69 a year.
    expect(dailyInterest({ tiers: TIERED, principal: '1200', offset: '400', precision: 6 })).toBe(
      '0.189041',
    );
    expect(positionsDailyInterest(TIERED, ['600', '600'], 6)).toEqual(['0.131506', '0.106849']);
  });

  it('never rounds up, even a hair below a unit', () => {
    // 365 × 0.999999… ÷ 365 stays below 1.
    expect(
      dailyInterest({
        tiers: [{ up_to: null, apr: '0.999999999999' }],
        principal: '365',
        precision: 6,
      }),
    ).toBe('0.999999');
  });

  it('is never negative, never above the top rate, and grows with the principal', () => {
    const amount = fc
      .integer({ min: 0, max: 10_000_000_000 })
      .map((units) => new Big(units).div(10_000).toFixed());
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 0, max: 8 }), (a, b, precision) => {
        const [small, large] = new Big(a).lte(b) ? [a, b] : [b, a];
        const low = new Big(dailyInterest({ tiers: TIERED, principal: small, precision }));
        const high = new Big(dailyInterest({ tiers: TIERED, principal: large, precision }));
        expect(low.gte(0)).toBe(true);
        expect(low.lte(high)).toBe(true);
        expect(high.lte(new Big(large).times('0.08').div(365))).toBe(true);
      }),
    );
  });

  it('splitting a holding loses at most one unit per extra part to truncation', () => {
    const amount = fc
      .integer({ min: 0, max: 5_000_000 })
      .map((units) => new Big(units).div(1000).toFixed());
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 5 }), (parts) => {
        const whole = parts.reduce((sum, part) => sum.plus(part), new Big(0)).toFixed();
        const together = new Big(dailyInterest({ tiers: TIERED, principal: whole, precision: 6 }));
        const split = positionsDailyInterest(TIERED, parts, 6).reduce(
          (sum, part) => sum.plus(part),
          new Big(0),
        );
        expect(split.lte(together)).toBe(true);
        expect(together.minus(split).lte(new Big('0.000001').times(parts.length - 1))).toBe(true);
      }),
    );
  });
});

describe('estimateInterest', () => {
  it("is the days' own truncated interests summed", () => {
    expect(estimateInterest({ tiers: FLAT, principal: '1000', days: 30, precision: 2 })).toBe(
      '3.9',
    );
    expect(estimateInterest({ tiers: FLAT, principal: '1000', days: 0, precision: 2 })).toBe('0');
  });
});

describe('dates', () => {
  it('values from the start of the next day and matures a whole term later', () => {
    const at = Date.UTC(2026, 10, 24, 15, 30);
    expect(earnDayStart(at, DAY)).toBe(Date.UTC(2026, 10, 24));
    expect(earnValueDate(at, DAY)).toBe(Date.UTC(2026, 10, 25));
    // Subscribing exactly at midnight still values from the next day.
    expect(earnValueDate(Date.UTC(2026, 10, 24), DAY)).toBe(Date.UTC(2026, 10, 25));
    expect(earnMaturityDate(Date.UTC(2026, 10, 25), 7, DAY)).toBe(Date.UTC(2026, 11, 2));
    expect(earnMaturityDate(Date.UTC(2026, 10, 25), null, DAY)).toBeNull();
    expect(earnDaysBetween(Date.UTC(2026, 10, 25), Date.UTC(2026, 10, 27, 5), DAY)).toBe(2);
    expect(earnDaysBetween(Date.UTC(2026, 10, 25), Date.UTC(2026, 10, 24), DAY)).toBe(0);
  });

  it('puts the value date strictly after the subscription, at most a day later, on a day start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 1000, max: DAY }),
        (at, dayMs) => {
          const value = earnValueDate(at, dayMs);
          expect(value).toBeGreaterThan(at);
          expect(value - at).toBeLessThanOrEqual(dayMs);
          expect(value % dayMs).toBe(0);
        },
      ),
    );
  });
});

describe('earnRedemption', () => {
  it('forfeits nothing on a flexible redemption and all credited interest on a locked one', () => {
    expect(earnRedemption({ type: 'flexible', amount: '250', creditedInterest: '3' })).toEqual({
      returned: '250',
      forfeited: '0',
    });
    expect(earnRedemption({ type: 'locked', amount: '1000', creditedInterest: '1.23' })).toEqual({
      returned: '1000',
      forfeited: '1.23',
    });
  });
});

describe('subscribe limits', () => {
  const rules: EarnSubscribeRules = {
    minAmount: '10',
    userCap: '1000',
    userSubscribed: '300',
    totalQuota: '5000',
    subscribedTotal: '4800',
    available: '900.129',
    precision: 2,
  };

  it('allows at most the smallest of cap, quota and balance', () => {
    expect(earnSubscribable(rules)).toBe('200');
    expect(earnSubscribable({ ...rules, subscribedTotal: '0' })).toBe('700');
    expect(earnSubscribable({ ...rules, subscribedTotal: '0', userSubscribed: '0' })).toBe(
      '900.12',
    );
    expect(earnSubscribable({ ...rules, userSubscribed: '1000' })).toBe('0');
  });

  it('names the first rule an amount breaks', () => {
    expect(checkEarnSubscribe('10.001', rules)).toEqual({ kind: 'precision', decimals: 2 });
    expect(checkEarnSubscribe('10.10', rules)).toBeNull();
    expect(checkEarnSubscribe('9.99', rules)).toEqual({ kind: 'min', min: '10' });
    expect(checkEarnSubscribe('701', rules)).toEqual({ kind: 'user_cap', most: '700' });
    expect(checkEarnSubscribe('201', rules)).toEqual({ kind: 'quota', most: '200' });
    expect(
      checkEarnSubscribe('901', { ...rules, subscribedTotal: '0', userSubscribed: '0' }),
    ).toEqual({ kind: 'balance', available: '900.129' });
  });

  it('accepts exactly what earnSubscribable allows, when that reaches the minimum', () => {
    const money = fc.integer({ min: 0, max: 100_000 }).map((units) => String(units));
    fc.assert(
      fc.property(money, money, money, money, money, (cap, held, quota, sold, available) => {
        const r = {
          ...rules,
          userCap: cap,
          userSubscribed: held,
          totalQuota: quota,
          subscribedTotal: sold,
          available,
        };
        const most = earnSubscribable(r);
        if (new Big(most).gte(r.minAmount)) expect(checkEarnSubscribe(most, r)).toBeNull();
        expect(checkEarnSubscribe(new Big(most).plus(1).toFixed(), r)).not.toBeNull();
      }),
    );
  });
});
