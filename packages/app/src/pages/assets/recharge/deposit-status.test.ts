import { describe, expect, it } from 'vitest';
import { depositsFixture } from '@exchange/api/msw';
import { anyConfirming, confirmationsOf, simulatedAmount } from './deposit-status.ts';

describe('anyConfirming', () => {
  it('is true while a deposit is confirming', () => {
    expect(anyConfirming(depositsFixture)).toBe(true);
  });

  it('is false once every deposit is settled, and for no list', () => {
    expect(anyConfirming(depositsFixture.filter((row) => row.status !== 'confirming'))).toBe(false);
    expect(anyConfirming(undefined)).toBe(false);
  });
});

describe('confirmationsOf', () => {
  it('reads n of m', () => {
    expect(confirmationsOf({ confirmations: 6, required_confirmations: 20 })).toEqual([6, 20]);
  });

  it('never shows more confirmations than needed', () => {
    expect(confirmationsOf({ confirmations: 23, required_confirmations: 20 })).toEqual([20, 20]);
  });
});

describe('simulatedAmount', () => {
  it("proposes ten times the network's minimum deposit", () => {
    expect(simulatedAmount('0.0005')).toBe('0.005');
    expect(simulatedAmount('10')).toBe('100');
  });

  it('proposes 100 where the network has no minimum', () => {
    expect(simulatedAmount('0')).toBe('100');
  });
});
