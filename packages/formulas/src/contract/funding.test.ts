import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { fundingPayment, fundingRate, impactPrices, markPrice, premiumIndex } from './funding.ts';

const HOUR = 3_600_000;

describe('markPrice', () => {
  it('is the median of last, the funding-adjusted index and index + basis', () => {
    // Price1 = 100 × (1 + 0.0008 × 4h/8h) = 100.04; Price2 = 100.5; last 101 → 100.5.
    const mark = markPrice({
      last: '101',
      index: '100',
      fundingRate: '0.0008',
      msToFunding: 4 * HOUR,
      intervalMs: 8 * HOUR,
      basisAverage: '0.5',
    });
    expect(mark.toFixed()).toBe('100.5');
  });

  it('takes the last price when it lies between the other two', () => {
    const mark = markPrice({
      last: '100.2',
      index: '100',
      fundingRate: '0.0001',
      msToFunding: 8 * HOUR,
      intervalMs: 8 * HOUR,
      basisAverage: '0.5',
    });
    expect(mark.toFixed()).toBe('100.2');
  });

  it('takes the funding-adjusted index when it is the middle one', () => {
    const mark = markPrice({
      last: '90',
      index: '100',
      fundingRate: '-0.001',
      msToFunding: 8 * HOUR,
      intervalMs: 8 * HOUR,
      basisAverage: '1',
    });
    expect(mark.toFixed()).toBe('99.9');
  });
});

describe('premiumIndex', () => {
  it('is positive when the impact bid is above the index', () => {
    expect(premiumIndex({ impactBid: '101', impactAsk: '102', index: '100' }).toFixed()).toBe(
      '0.01',
    );
  });

  it('is negative when the impact ask is below the index', () => {
    expect(premiumIndex({ impactBid: '97', impactAsk: '98', index: '100' }).toFixed()).toBe(
      '-0.02',
    );
  });

  it('is 0 when the index lies between the impact prices', () => {
    expect(premiumIndex({ impactBid: '99', impactAsk: '101', index: '100' }).toFixed()).toBe('0');
  });
});

describe('impactPrices', () => {
  it('averages a market order of the impact notional over the levels it takes', () => {
    const impact = impactPrices(
      {
        asks: [
          ['101', '1'],
          ['103', '1'],
        ],
        bids: [['99', '5']],
      },
      '204',
    );
    // Asks: 101 for 1, then 103 for 1 = 204 quote for 2 base → 102; bids: one level → 99.
    expect(impact?.ask.toFixed()).toBe('102');
    expect(impact?.bid.toFixed()).toBe('99');
  });

  it('is undefined when a side of the book is thinner than the notional', () => {
    const book = {
      asks: [['101', '1']] as const,
      bids: [['99', '1']] as const,
    };
    expect(impactPrices(book, '200')).toBeUndefined();
    expect(impactPrices({ asks: book.asks, bids: [] }, '50')).toBeUndefined();
  });
});

describe('fundingRate', () => {
  it('is the interest rate, 0.01 %, when there is no premium', () => {
    expect(fundingRate({ premiumAverage: '0', cap: '0.0075' }).toFixed()).toBe('0.0001');
  });

  it('follows the premium beyond the ±0.05 % band around the interest rate', () => {
    // 0.001 + clamp(0.0001 − 0.001, ±0.0005) = 0.001 − 0.0005
    expect(fundingRate({ premiumAverage: '0.001', cap: '0.0075' }).toFixed()).toBe('0.0005');
    expect(fundingRate({ premiumAverage: '-0.001', cap: '0.0075' }).toFixed()).toBe('-0.0005');
    // Within the band the interest rate wins.
    expect(fundingRate({ premiumAverage: '0.0003', cap: '0.0075' }).toFixed()).toBe('0.0001');
  });

  it('is capped at ±cap', () => {
    expect(fundingRate({ premiumAverage: '0.05', cap: '0.0075' }).toFixed()).toBe('0.0075');
    expect(fundingRate({ premiumAverage: '-0.05', cap: '0.0075' }).toFixed()).toBe('-0.0075');
  });

  it('takes another interest rate and band', () => {
    expect(
      fundingRate({
        premiumAverage: '0',
        interestRate: '0',
        band: '0.0005',
        cap: '0.01',
      }).toFixed(),
    ).toBe('0');
  });
});

describe('fundingPayment', () => {
  it('a long pays and a short receives size × mark × rate when the rate is positive', () => {
    expect(fundingPayment('long', '2', '100', '0.0001').toFixed()).toBe('-0.02');
    expect(fundingPayment('short', '2', '100', '0.0001').toFixed()).toBe('0.02');
  });

  it('a short pays when the rate is negative', () => {
    expect(fundingPayment('short', '1', new Big('60000'), '-0.0002').toFixed()).toBe('-12');
  });
});
