import { describe, expect, it } from 'vitest';
import { contractAccountFixture } from '@exchange/api/msw';
import { walletBalance } from './futures-figures.ts';

describe('walletBalance', () => {
  it('adds available, order margin and position margin as decimals', () => {
    expect(walletBalance({ balance: '0.1', freeze: '0.2', position_margin: '0' })).toBe('0.3');
  });

  it('is equity without the unrealised PnL', () => {
    // Fixture: equity 3321.7755 with 17.8655 unrealised.
    expect(walletBalance(contractAccountFixture)).toBe('3303.91');
  });

  it('is an honest zero for an empty account', () => {
    expect(walletBalance({ balance: '0', freeze: '0', position_margin: '0' })).toBe('0');
  });
});
