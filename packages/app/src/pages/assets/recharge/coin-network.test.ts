import { describe, expect, it } from 'vitest';
import { rechargeWithdrawFixture } from '@exchange/api/msw';
import { chosenCoin, chosenNetwork } from './coin-network.ts';

const usdt = rechargeWithdrawFixture.find((coin) => coin.coin_name === 'USDT');
const sol = rechargeWithdrawFixture.find((coin) => coin.coin_name === 'SOL');

describe('chosenCoin', () => {
  it('finds the coin named in the URL whatever its case', () => {
    expect(chosenCoin(rechargeWithdrawFixture, 'btc')?.coin_name).toBe('BTC');
  });

  it('falls back to the first coin for an unknown or missing name', () => {
    expect(chosenCoin(rechargeWithdrawFixture, 'NOPE')?.coin_name).toBe('USDT');
    expect(chosenCoin(rechargeWithdrawFixture, undefined)?.coin_name).toBe('USDT');
  });

  it('is undefined when no coin is listed', () => {
    expect(chosenCoin([], 'USDT')).toBeUndefined();
  });
});

describe('chosenNetwork', () => {
  it('keeps the chosen network when it is open', () => {
    expect(chosenNetwork(usdt, 'ERC20', 'deposit')?.network).toBe('ERC20');
  });

  it('falls back to the first open network', () => {
    expect(chosenNetwork(usdt, 'BEP20', 'withdraw')?.network).toBe('TRC20');
  });

  it('offers no network for a purpose the coin has closed (SOL withdrawals)', () => {
    expect(chosenNetwork(sol, undefined, 'withdraw')).toBeUndefined();
    expect(chosenNetwork(sol, undefined, 'deposit')?.network).toBe('SOL');
  });
});
