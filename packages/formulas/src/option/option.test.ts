import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOptionStake,
  moneyness,
  optionExposure,
  optionOutcome,
  optionPayout,
  optionProfit,
} from './option.ts';

describe('optionOutcome', () => {
  it('wins up strictly above the entry and down strictly below', () => {
    expect(optionOutcome('up', '100', '100.01')).toBe('won');
    expect(optionOutcome('up', '100', '99.99')).toBe('lost');
    expect(optionOutcome('down', '100', '99.99')).toBe('won');
    expect(optionOutcome('down', '100', '100.01')).toBe('lost');
  });

  it('is a draw for either direction when the prices are equal, however they are written', () => {
    expect(optionOutcome('up', '100', '100.000')).toBe('draw');
    expect(optionOutcome('down', '100.0', '100')).toBe('draw');
  });

  it('tells in, out and at the money from the same rule', () => {
    expect(moneyness('up', '100', '101')).toBe('in');
    expect(moneyness('up', '100', '99')).toBe('out');
    expect(moneyness('down', '100', '100')).toBe('at');
  });
});

describe('payout and profit', () => {
  it('pays the stake back plus the rate, truncated to the coin', () => {
    expect(optionPayout('10', '0.85', 2).toFixed()).toBe('18.5');
    expect(optionPayout('10.01', '0.85', 2).toFixed()).toBe('18.51');
    expect(optionPayout('0.333', '0.8', 2).toFixed()).toBe('0.59');
  });

  it('books payout − stake on a win, −stake on a loss and nothing on a draw', () => {
    expect(optionProfit('won', '10', '0.85', 2).toFixed()).toBe('8.5');
    expect(optionProfit('lost', '10', '0.85', 2).toFixed()).toBe('-10');
    expect(optionProfit('draw', '10', '0.85', 2).toFixed()).toBe('0');
    expect(optionExposure('100', '0.8', 2).toFixed()).toBe('80');
  });

  it('never pays more than stake × (1 + rate) nor less than the stake on a win', () => {
    const stake = fc
      .tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 8 }))
      .map(([units, decimals]) => new Big(units).div(new Big(10).pow(decimals)));
    const rate = fc.integer({ min: 0, max: 1000 }).map((n) => new Big(n).div(1000));
    fc.assert(
      fc.property(stake, rate, fc.integer({ min: 0, max: 8 }), (s, r, decimals) => {
        const paid = optionPayout(s, r, decimals);
        expect(paid.lte(s.times(r.plus(1)))).toBe(true);
        expect(paid.gte(s.round(decimals, Big.roundDown))).toBe(true);
        expect(optionProfit('won', s, r, decimals).eq(paid.minus(s))).toBe(true);
      }),
    );
  });
});

describe('checkOptionStake', () => {
  const rules = { min: '10', max: '1000', decimals: 2, available: '500' };

  it('accepts a stake inside every limit', () => {
    expect(checkOptionStake('10', rules)).toBeNull();
    expect(checkOptionStake('499.99', rules)).toBeNull();
  });

  it('names the first problem', () => {
    expect(checkOptionStake('', rules)).toEqual({ kind: 'not_a_number' });
    expect(checkOptionStake('0', rules)).toEqual({ kind: 'not_a_number' });
    expect(checkOptionStake('10.001', rules)).toEqual({ kind: 'precision', decimals: 2 });
    expect(checkOptionStake('9.99', rules)).toEqual({ kind: 'below_min', min: '10' });
    expect(checkOptionStake('1000.01', rules)).toEqual({ kind: 'above_max', max: '1000' });
    expect(checkOptionStake('600', rules)).toEqual({ kind: 'insufficient', available: '500' });
  });

  it('skips the balance when no balance is known', () => {
    expect(checkOptionStake('600', { min: '10', max: '1000', decimals: 2 })).toBeNull();
  });
});
