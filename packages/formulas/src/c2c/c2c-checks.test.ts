import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adOrderable,
  checkC2cAd,
  checkC2cOrder,
  fixedPriceRange,
  maxOrderFiat,
} from './c2c-checks.ts';
import { c2cOrderAmounts } from './c2c-price.ts';

const ad = { min_fiat: '10', max_fiat: '500', available: '50' };

describe('maxOrderFiat', () => {
  it('is the max limit, or what the available coin costs when less', () => {
    expect(maxOrderFiat({ ...ad, available: '1000' }, '7.2').toFixed()).toBe('500');
    expect(maxOrderFiat(ad, '7.2').toFixed()).toBe('360');
    expect(
      maxOrderFiat({ min_fiat: '10', max_fiat: '5000', available: '0.05' }, '64000').toFixed(),
    ).toBe('3200');
  });

  it('tells an ad that can no longer take its smallest order', () => {
    expect(adOrderable(ad, '7.2')).toBe(true);
    expect(adOrderable({ min_fiat: '100', max_fiat: '5000', available: '0.001' }, '64000')).toBe(
      false,
    );
  });
});

describe('checkC2cOrder', () => {
  const order = (amount: string, amountIn: 'fiat' | 'coin' = 'fiat', balance?: string) =>
    checkC2cOrder({ amount, amountIn, price: '7.2', coinDecimals: 2, ad, balance });

  it('accepts amounts inside the limits and the availability, in fiat or coin', () => {
    expect(order('10')).toBeNull();
    expect(order('360')).toBeNull();
    expect(order('50', 'coin')).toBeNull();
    expect(order('2', 'coin', '2')).toBeNull();
  });

  it('names the amount and the rule it breaks', () => {
    expect(order('')).toEqual({ field: 'amount', kind: 'not_a_number' });
    expect(order('0')).toEqual({ field: 'amount', kind: 'not_a_number' });
    expect(order('-5')).toEqual({ field: 'amount', kind: 'not_a_number' });
    expect(order('10.001')).toEqual({ field: 'amount', kind: 'precision', decimals: 2 });
    expect(order('1.001', 'coin')).toEqual({ field: 'amount', kind: 'precision', decimals: 2 });
    expect(order('0.01')).toEqual({ field: 'amount', kind: 'too_small' });
    expect(order('9.99')).toEqual({ field: 'amount', kind: 'below_min', min_fiat: '10' });
    expect(order('1', 'coin')).toEqual({ field: 'amount', kind: 'below_min', min_fiat: '10' });
    expect(order('500.01')).toEqual({ field: 'amount', kind: 'above_max', max_fiat: '500' });
    expect(order('360.01')).toEqual({ field: 'amount', kind: 'above_available', available: '50' });
    expect(order('50.01', 'coin')).toEqual({
      field: 'amount',
      kind: 'above_available',
      available: '50',
    });
    expect(order('70', 'coin')).toEqual({ field: 'amount', kind: 'above_max', max_fiat: '500' });
    expect(order('20', 'fiat', '2')).toEqual({
      field: 'amount',
      kind: 'insufficient',
      balance: '2',
    });
  });

  it('accepts exactly what passes the limits, for any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60_000 }),
        fc.constantFrom<'fiat' | 'coin'>('fiat', 'coin'),
        (cents, amountIn) => {
          const amount = new Big(cents).div(100).toFixed();
          const problem = checkC2cOrder({ amount, amountIn, price: '7.2', coinDecimals: 2, ad });
          const { coin, fiat } = c2cOrderAmounts(amount, amountIn, '7.2', 2);
          const fits =
            coin.gt(0) &&
            fiat.gte(ad.min_fiat) &&
            fiat.lte(ad.max_fiat) &&
            coin.lte(ad.available) &&
            fiat.lte(new Big(ad.available).times('7.2'));
          expect(problem === null).toBe(fits);
          if (problem === null) expect(fiat.lte(maxOrderFiat(ad, '7.2'))).toBe(true);
        },
      ),
    );
  });
});

describe('checkC2cAd', () => {
  const draft = {
    price_type: 'floating' as const,
    price_value: '101.5',
    amount: '100',
    min_fiat: '10',
    max_fiat: '500',
  };
  const rules = { index: '7.21', coinDecimals: 2 };

  it('accepts a floating ad from 80 to 120 percent and a fixed one within that of the index', () => {
    expect(checkC2cAd(draft, rules)).toBeNull();
    expect(checkC2cAd({ ...draft, price_value: '80' }, rules)).toBeNull();
    expect(checkC2cAd({ ...draft, price_value: '120' }, rules)).toBeNull();
    expect(checkC2cAd({ ...draft, price_type: 'fixed', price_value: '5.77' }, rules)).toBeNull();
    expect(checkC2cAd({ ...draft, price_type: 'fixed', price_value: '8.65' }, rules)).toBeNull();
    expect(
      checkC2cAd({ ...draft, price_type: 'fixed', price_value: '99' }, { ...rules, index: null }),
    ).toBeNull();
  });

  it('names the field of the first problem', () => {
    expect(checkC2cAd({ ...draft, price_value: 'x' }, rules)).toEqual({
      field: 'price_value',
      kind: 'not_a_number',
    });
    expect(checkC2cAd({ ...draft, amount: '1.001' }, rules)).toEqual({
      field: 'amount',
      kind: 'precision',
      decimals: 2,
    });
    expect(checkC2cAd({ ...draft, price_value: '79.99' }, rules)).toEqual({
      field: 'price_value',
      kind: 'out_of_range',
      min: '80',
      max: '120',
    });
    expect(checkC2cAd({ ...draft, price_type: 'fixed', price_value: '8.66' }, rules)).toEqual({
      field: 'price_value',
      kind: 'out_of_range',
      min: '5.77',
      max: '8.65',
    });
    expect(checkC2cAd({ ...draft, max_fiat: '9' }, rules)).toEqual({
      field: 'max_fiat',
      kind: 'below_min',
      min_fiat: '10',
    });
    // 10 coins at 7.32 (7.21 × 101.5 % = 7.31815, rounded half-up) cost 73.2, under a 500 max.
    expect(checkC2cAd({ ...draft, amount: '10' }, rules)).toEqual({
      field: 'max_fiat',
      kind: 'above_total',
      total: '73.2',
    });
    expect(checkC2cAd(draft, { ...rules, balance: '99.99' })).toEqual({
      field: 'amount',
      kind: 'insufficient',
      balance: '99.99',
    });
  });

  it('puts the fixed price range inside 80 to 120 percent of the index', () => {
    expect(fixedPriceRange('7.21')).toEqual({ min: new Big('5.77'), max: new Big('8.65') });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (cents) => {
        const index = new Big(cents).div(100);
        const { min, max } = fixedPriceRange(index);
        expect(min.gte(index.times('0.8'))).toBe(true);
        expect(max.lte(index.times('1.2'))).toBe(true);
      }),
    );
  });
});
