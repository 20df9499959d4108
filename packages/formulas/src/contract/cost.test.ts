import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { contractFee, maxOpenSize, openCost } from './cost.ts';
import { BTC_TEST_BRACKETS, SMALL_TEST_BRACKETS } from './test-brackets.ts';

describe('contractFee', () => {
  it('is notional × rate rounded down to 8 decimals', () => {
    expect(contractFee('60000', '0.0005').toFixed()).toBe('30');
    expect(contractFee('0.123456789', '0.5').toFixed()).toBe('0.06172839');
  });
});

describe('openCost', () => {
  it('is the initial margin plus the fee when the price is the mark', () => {
    const cost = openCost({
      side: 'long',
      price: '60000',
      mark: '60000',
      size: '1',
      leverage: 20,
      feeRate: '0.0005',
    });
    expect(cost.toFixed()).toBe('3030');
  });

  it('adds the open loss of a long priced above the mark', () => {
    const cost = openCost({
      side: 'long',
      price: '101',
      mark: '100',
      size: '1',
      leverage: 10,
      feeRate: '0.0005',
    });
    expect(cost.toFixed()).toBe('11.1505');
  });

  it('adds none for a long priced below the mark', () => {
    const cost = openCost({
      side: 'long',
      price: '99',
      mark: '100',
      size: '1',
      leverage: 10,
      feeRate: '0',
    });
    expect(cost.toFixed()).toBe('9.9');
  });

  it('adds the open loss of a short priced below the mark', () => {
    const cost = openCost({
      side: 'short',
      price: '99',
      mark: '100',
      size: '2',
      leverage: 10,
      feeRate: '0',
    });
    expect(cost.toFixed()).toBe('21.8');
  });
});

describe('maxOpenSize', () => {
  it('fits the cost into the available balance, floored to the step', () => {
    const size = maxOpenSize({
      side: 'long',
      available: '100',
      price: '100',
      mark: '100',
      leverage: 10,
      feeRate: '0.0005',
      brackets: BTC_TEST_BRACKETS,
      sizeStep: '0.001',
    });
    // 100 ÷ (10 + 0.05) = 9.9502… → 9.95
    expect(size.toFixed()).toBe('9.95');
    const cost = (s: Big) =>
      openCost({
        side: 'long',
        price: '100',
        mark: '100',
        size: s,
        leverage: 10,
        feeRate: '0.0005',
      });
    expect(cost(size).lte(100)).toBe(true);
    expect(cost(size.plus('0.001')).gt(100)).toBe(true);
  });

  it("stops at the leverage's largest notional", () => {
    // 50× allows 5,000 of notional in the small table: 50 units at 100.
    const size = maxOpenSize({
      side: 'short',
      available: '1000000',
      price: '100',
      mark: '100',
      leverage: 50,
      feeRate: '0.0005',
      brackets: SMALL_TEST_BRACKETS,
      sizeStep: '0.1',
    });
    expect(size.toFixed()).toBe('50');
  });

  it('is 0 without a balance or when the leverage is above every bracket', () => {
    const input = {
      side: 'long' as const,
      available: '0',
      price: '100',
      mark: '100',
      leverage: 10,
      feeRate: '0',
      brackets: SMALL_TEST_BRACKETS,
      sizeStep: '0.1',
    };
    expect(maxOpenSize(input).toFixed()).toBe('0');
    expect(maxOpenSize({ ...input, available: '100', leverage: 51 }).toFixed()).toBe('0');
  });
});
