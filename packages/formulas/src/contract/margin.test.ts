import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  bracketFor,
  initialMargin,
  maintenanceMargin,
  marginRatio,
  maxLeverageFor,
  maxNotionalFor,
  roe,
  unrealizedPnl,
} from './margin.ts';
import { BTC_TEST_BRACKETS, SMALL_TEST_BRACKETS } from './test-brackets.ts';

describe('bracketFor', () => {
  it('takes the bracket whose [floor, cap) holds the notional', () => {
    expect(bracketFor(BTC_TEST_BRACKETS, '0').mmr).toBe('0.004');
    expect(bracketFor(BTC_TEST_BRACKETS, '49999.99').mmr).toBe('0.004');
    expect(bracketFor(BTC_TEST_BRACKETS, '50000').mmr).toBe('0.005');
    expect(bracketFor(BTC_TEST_BRACKETS, new Big('250000')).mmr).toBe('0.01');
  });

  it('keeps a notional past the last cap in the last bracket', () => {
    expect(bracketFor(BTC_TEST_BRACKETS, '90000000').mmr).toBe('0.05');
  });

  it('sorts a table given out of order', () => {
    const reversed = [...SMALL_TEST_BRACKETS].reverse();
    expect(bracketFor(reversed, '100').mmr).toBe('0.01');
  });

  it('refuses an empty table by name', () => {
    expect(() => bracketFor([], '1')).toThrow('at least one margin bracket');
  });
});

describe('maintenanceMargin', () => {
  it('is notional × MMR − cum: 60,000 × 0.5 % − 50 = 250', () => {
    expect(maintenanceMargin(BTC_TEST_BRACKETS, '60000').toFixed()).toBe('250');
  });

  it('is continuous at 50,000 thanks to cum 50 (exchange-facts: 50,000 × 0.001 = 50)', () => {
    const below = new Big('50000').times('0.004').minus('0');
    expect(maintenanceMargin(BTC_TEST_BRACKETS, '50000').toFixed()).toBe(below.toFixed());
    expect(below.toFixed()).toBe('200');
  });

  it('is continuous at 250,000 thanks to cum 1,300 (50 + 250,000 × 0.005)', () => {
    const below = new Big('250000').times('0.005').minus('50');
    expect(maintenanceMargin(BTC_TEST_BRACKETS, '250000').toFixed()).toBe(below.toFixed());
    expect(below.toFixed()).toBe('1200');
  });

  it('every cum follows cum(n) = cum(n−1) + floor(n) × (MMR(n) − MMR(n−1))', () => {
    for (const [n, current] of BTC_TEST_BRACKETS.entries()) {
      const previous = BTC_TEST_BRACKETS[n - 1];
      if (previous === undefined) continue;
      const expected = new Big(previous.cum).plus(
        new Big(current.notional_floor).times(new Big(current.mmr).minus(previous.mmr)),
      );
      expect(current.cum).toBe(expected.toFixed());
    }
  });
});

describe('initialMargin, maxLeverageFor, maxNotionalFor', () => {
  it('initial margin is notional ÷ leverage', () => {
    expect(initialMargin('60000', 20).toFixed()).toBe('3000');
    expect(initialMargin(new Big('40000'), 125).toFixed()).toBe('320');
  });

  it('refuses a leverage that is not positive', () => {
    expect(() => initialMargin('1', 0)).toThrow('Leverage must be positive');
  });

  it("the largest leverage is the notional's bracket's", () => {
    expect(maxLeverageFor(BTC_TEST_BRACKETS, '10000')).toBe(125);
    expect(maxLeverageFor(BTC_TEST_BRACKETS, '300000')).toBe(50);
  });

  it('the largest notional is the cap of the highest bracket allowing the leverage', () => {
    expect(maxNotionalFor(BTC_TEST_BRACKETS, 125).toFixed()).toBe('50000');
    expect(maxNotionalFor(BTC_TEST_BRACKETS, 101).toFixed()).toBe('50000');
    expect(maxNotionalFor(BTC_TEST_BRACKETS, 100).toFixed()).toBe('250000');
    expect(maxNotionalFor(BTC_TEST_BRACKETS, 50).toFixed()).toBe('3000000');
    expect(maxNotionalFor(BTC_TEST_BRACKETS, 1).toFixed()).toBe('40000000');
  });

  it('allows nothing above the first bracket’s leverage', () => {
    expect(maxNotionalFor(SMALL_TEST_BRACKETS, 51).toFixed()).toBe('0');
  });
});

describe('unrealizedPnl and roe', () => {
  it('is side × size × (mark − entry)', () => {
    expect(unrealizedPnl('long', '2', '100', '110').toFixed()).toBe('20');
    expect(unrealizedPnl('short', '2', '100', '110').toFixed()).toBe('-20');
    expect(unrealizedPnl('short', '0.5', '100', '90').toFixed()).toBe('5');
  });

  it('roe is PnL over initial margin, in percent', () => {
    expect(roe('20', '200').toFixed()).toBe('10');
    expect(roe('-5', '20').toFixed()).toBe('-25');
    expect(roe('5', '0').toFixed()).toBe('0');
  });
});

describe('marginRatio', () => {
  it('is maintenance over margin balance, in percent', () => {
    expect(marginRatio('250', '1000').toFixed()).toBe('25');
    expect(marginRatio('250', '250').toFixed()).toBe('100');
  });

  it('is 100 once the margin balance is gone, 0 without maintenance', () => {
    expect(marginRatio('10', '0').toFixed()).toBe('100');
    expect(marginRatio('10', '-5').toFixed()).toBe('100');
    expect(marginRatio('0', '100').toFixed()).toBe('0');
  });
});
