import { describe, expect, it } from 'vitest';
import type { OtcCoin } from '@exchange/api';
import { checkOtcAmount, checkOtcQuote, paidCoin } from './otc-amount.ts';

const btc: OtcCoin = {
  coin_id: 2,
  coin_name: 'BTC',
  quote_coin: 'USDT',
  min_amount: '0.5',
  max_amount: '50',
  amount_precision: 4,
  price_precision: 2,
};

const check = (amount: string, side: 'buy' | 'sell' = 'buy', available?: string) =>
  checkOtcAmount({ amount, coin: btc, side, available });

describe('checkOtcAmount', () => {
  it('refuses what is not an amount above zero', () => {
    expect(check('')).toEqual({ kind: 'not_a_number' });
    expect(check('.')).toEqual({ kind: 'not_a_number' });
    expect(check('0')).toEqual({ kind: 'not_a_number' });
  });

  it("refuses more decimals than the coin's", () => {
    expect(check('1.00001')).toEqual({ kind: 'precision', decimals: 4 });
    expect(check('1.0001')).toBeNull();
  });

  it('holds the amount within the limits, both ends included', () => {
    expect(check('0.4999')).toEqual({ kind: 'below_min', min: '0.5' });
    expect(check('0.5')).toBeNull();
    expect(check('50')).toBeNull();
    expect(check('50.0001')).toEqual({ kind: 'above_max', max: '50' });
  });

  it('refuses a sell of more coin than the spot balance', () => {
    expect(check('2', 'sell', '1.5')).toEqual({
      kind: 'insufficient',
      coin: 'BTC',
      available: '1.5',
    });
    expect(check('1.5', 'sell', '1.5')).toBeNull();
  });

  it('refuses a buy only with no quote coin at all (its cost is known once priced)', () => {
    expect(check('1', 'buy', '0')).toEqual({ kind: 'insufficient', coin: 'USDT', available: '0' });
    expect(check('1', 'buy', '10')).toBeNull();
  });

  it('does not check the balance while it loads', () => {
    expect(check('49', 'sell', undefined)).toBeNull();
  });
});

describe('checkOtcQuote', () => {
  const quote = {
    side: 'buy' as const,
    amount: '1',
    total: '64378.99',
    coin_name: 'BTC',
    quote_coin: 'USDT',
  };

  it("checks a buy's total against the quote coin", () => {
    expect(checkOtcQuote(quote, '64378.98')).toEqual({
      kind: 'insufficient',
      coin: 'USDT',
      available: '64378.98',
    });
    expect(checkOtcQuote(quote, '64378.99')).toBeNull();
  });

  it("checks a sell's amount against the coin", () => {
    expect(checkOtcQuote({ ...quote, side: 'sell' }, '0.9')).toMatchObject({ coin: 'BTC' });
    expect(checkOtcQuote({ ...quote, side: 'sell' }, '1')).toBeNull();
  });

  it('names the coin each side pays', () => {
    expect(paidCoin(btc, 'buy')).toBe('USDT');
    expect(paidCoin(btc, 'sell')).toBe('BTC');
  });
});
