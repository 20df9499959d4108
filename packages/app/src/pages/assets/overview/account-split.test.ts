import { describe, expect, it } from 'vitest';
import { financeWalletFixture, spotWalletFixture } from '@exchange/api/msw';
import { accountTotal } from './account-split.ts';

describe('accountTotal', () => {
  it('adds the coins’ values in decimals', () => {
    expect(accountTotal(financeWalletFixture)).toBe('500');
    const first = spotWalletFixture[0];
    if (!first) throw new Error('The spot fixture is empty');
    expect(
      accountTotal([
        { ...first, usdt_equivalence: '0.1' },
        { ...first, usdt_equivalence: '0.2' },
      ]),
    ).toBe('0.3');
  });

  it('is 0 for an empty account', () => {
    expect(accountTotal([])).toBe('0');
  });
});
