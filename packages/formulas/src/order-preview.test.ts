import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountForPercent,
  deviationFromLast,
  estimateMarketPrice,
  FAR_FROM_LAST_PRICE,
  isFarFromLastPrice,
  percentOfAvailable,
} from './order-preview.ts';

/** A decimal string with up to `maxDecimals` decimals, built from integers so it is exact. */
const decimalText = (maxDecimals: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: maxDecimals }))
    .map(([units, decimals]) => new Big(units.toString()).div(new Big(10).pow(decimals)).toFixed());

describe('percent of the available balance', () => {
  const available = { base: '0.5', quote: '1000' };

  it('buys with a share of the quote balance at the price', () => {
    expect(amountForPercent(50, { side: 'buy', price: '64000', available, sizeDecimals: 5 })).toBe(
      '0.00781',
    );
    expect(amountForPercent(50, { side: 'buy', price: '', available, sizeDecimals: 5 })).toBe('');
  });

  it('sells a share of the base balance', () => {
    expect(amountForPercent(25, { side: 'sell', price: null, available, sizeDecimals: 5 })).toBe(
      '0.125',
    );
    expect(amountForPercent(0, { side: 'sell', price: null, available, sizeDecimals: 5 })).toBe('');
    expect(
      amountForPercent(50, { side: 'sell', price: null, available: null, sizeDecimals: 5 }),
    ).toBe('');
  });

  it('never spends more than is available at 100 %', () => {
    fc.assert(
      fc.property(decimalText(6), decimalText(2), (quote, price) => {
        fc.pre(new Big(price).gt(0));
        const amount = amountForPercent(100, {
          side: 'buy',
          price,
          available: { base: '0', quote },
          sizeDecimals: 5,
        });
        if (amount === '') return;
        expect(new Big(amount).times(price).lte(quote)).toBe(true);
      }),
    );
  });

  it('reads the percent back from an amount, floored', () => {
    const input = { side: 'sell' as const, price: null, available, sizeDecimals: 5 };
    expect(percentOfAvailable('0.25', input)).toBe(50);
    expect(percentOfAvailable('0.4999', input)).toBe(99);
    expect(percentOfAvailable('9', input)).toBe(100);
    expect(percentOfAvailable('', input)).toBe(0);
    expect(
      percentOfAvailable('0.01', { side: 'buy', price: '25000', available, sizeDecimals: 5 }),
    ).toBe(25);
  });
});

describe('market estimate', () => {
  const book = {
    asks: [
      ['100', '1'],
      ['110', '1'],
    ] as [string, string][],
    bids: [
      ['99', '2'],
      ['90', '5'],
    ] as [string, string][],
  };

  it('walks the opposite side for the amount', () => {
    expect(
      estimateMarketPrice({ side: 'buy', amount: '2', book, lastPrice: '100', pricePrecision: 2 }),
    ).toEqual({ price: '105', source: 'book' });
    expect(
      estimateMarketPrice({ side: 'sell', amount: '3', book, lastPrice: '100', pricePrecision: 2 }),
    ).toEqual({ price: '96', source: 'book' });
  });

  it('uses the best opposite price without an amount, and stops where the book ends', () => {
    expect(
      estimateMarketPrice({ side: 'buy', amount: '', book, lastPrice: '1', pricePrecision: 2 }),
    ).toEqual({ price: '100', source: 'book' });
    expect(
      estimateMarketPrice({ side: 'buy', amount: '10', book, lastPrice: '1', pricePrecision: 2 }),
    ).toEqual({ price: '105', source: 'book' });
  });

  it('falls back to the last price, then to nothing', () => {
    const empty = { asks: [], bids: [] };
    expect(
      estimateMarketPrice({
        side: 'buy',
        amount: '1',
        book: empty,
        lastPrice: '64000.129',
        pricePrecision: 2,
      }),
    ).toEqual({ price: '64000.12', source: 'last' });
    expect(
      estimateMarketPrice({ side: 'sell', amount: '1', lastPrice: null, pricePrecision: 2 }),
    ).toBeNull();
  });

  it('flags estimates more than 5 % from the last price, either way', () => {
    expect(FAR_FROM_LAST_PRICE).toBe('0.05');
    expect(isFarFromLastPrice('105', '100')).toBe(false);
    expect(isFarFromLastPrice('105.01', '100')).toBe(true);
    expect(isFarFromLastPrice('94.99', '100')).toBe(true);
    expect(isFarFromLastPrice('200', null)).toBe(false);
    expect(deviationFromLast('94', '100')?.toFixed()).toBe('-0.06');
  });
});
