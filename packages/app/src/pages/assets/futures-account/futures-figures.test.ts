import { describe, expect, it } from 'vitest';
import { contractAccountFixture } from '@exchange/api/msw';
import { walletBalance } from './futures-figures.ts';

describe('walletBalance', () => {
  it('adds available, order margin and position margin as decimals', () => {
    expect(walletBalance({ balance: '0.1', freeze: '0.2', position_margin: '0' })).toBe('0.3');
  });

  it('is equity without the unrealised PnL', () => {
    // Fixture: equity 2999.77 with −12.35 unrealised.
    expect(walletBalance(contractAccountFixture)).toBe('3012.12');
  });

  it('is an honest zero for an empty account', () => {
    expect(walletBalance({ balance: '0', freeze: '0', position_margin: '0' })).toBe('0');
  });
});
