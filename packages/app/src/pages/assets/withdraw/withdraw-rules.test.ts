import { describe, expect, it } from 'vitest';
import type { CoinNetwork } from '@exchange/api';
import { rechargeWithdrawFixture } from '@exchange/api/msw';
import {
  maxAmount,
  receiveAmount,
  withdrawProblems,
  type WithdrawDraft,
} from './withdraw-rules.ts';

function networkOf(coin: string, code: string): CoinNetwork {
  const network = rechargeWithdrawFixture
    .find((item) => item.coin_name === coin)
    ?.networks.find((item) => item.network === code);
  if (!network) throw new Error(`No ${coin} network ${code} in the fixture`);
  return network;
}

// TRC20 USDT: minimum 10, fee 1, 6 decimals. XRP: memo required.
const trc20 = networkOf('USDT', 'TRC20');
const xrp = networkOf('XRP', 'XRP');
const draft: WithdrawDraft = {
  address: 'TJx8bVq3zP1mN5kL7cR2tY9wE4sD6fG8hA',
  memo: '',
  amount: '100',
  available: '8250.5',
  limitLeft: undefined,
};

describe('withdrawProblems', () => {
  it('passes a sound draft', () => {
    expect(withdrawProblems(draft, trc20)).toEqual({});
  });

  it('asks for the address and, where the network needs one, the memo', () => {
    expect(withdrawProblems({ ...draft, address: '  ' }, xrp)).toEqual({
      address: 'required',
      memo: 'required',
    });
    expect(withdrawProblems(draft, trc20).memo).toBeUndefined();
  });

  it.each([
    ['', 'required'],
    ['abc', 'required'],
    ['0', 'required'],
    ['10.1234567', 'tooPrecise'],
    ['9.999999', 'belowMinimum'],
    ['8250.500001', 'overAvailable'],
  ] as const)('amount %j is %s', (amount, problem) => {
    expect(withdrawProblems({ ...draft, amount }, trc20).amount).toBe(problem);
  });

  it('refuses an amount the fee would eat when the minimum is under the fee', () => {
    expect(
      withdrawProblems({ ...draft, amount: '1' }, { ...trc20, min_withdraw: '0.5' }).amount,
    ).toBe('notAboveFee');
  });

  it('holds the amount to what the 24-hour limit still allows', () => {
    expect(withdrawProblems({ ...draft, limitLeft: '99.99' }, trc20).amount).toBe('overLimit');
    expect(withdrawProblems({ ...draft, limitLeft: '100' }, trc20).amount).toBeUndefined();
  });

  it('compares in decimals, not floats (0.1 + 0.2 style values)', () => {
    expect(
      withdrawProblems({ ...draft, amount: '10.3', available: '10.3' }, trc20).amount,
    ).toBeUndefined();
  });
});

describe('receiveAmount', () => {
  it('is the amount less the fee', () => {
    expect(receiveAmount('100', trc20)).toBe('99');
    expect(receiveAmount('10.000001', trc20)).toBe('9.000001');
  });

  it('is empty until the amount is above the fee', () => {
    expect(receiveAmount('1', trc20)).toBe('');
    expect(receiveAmount('', trc20)).toBe('');
  });
});

describe('maxAmount', () => {
  it('truncates the balance to the network precision', () => {
    expect(maxAmount('1234.5678919', undefined, trc20)).toBe('1234.567891');
  });

  it('is capped by the 24-hour limit left', () => {
    expect(maxAmount('8250.5', '2000', trc20)).toBe('2000');
    expect(maxAmount('150', '2000', trc20)).toBe('150');
  });
});
