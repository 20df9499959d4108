import { describe, expect, it } from 'vitest';
import type { WalletEntry } from '@exchange/api';
import { accountValue, isSmallBalance, tradeSymbol, visibleRows } from './spot-rows.ts';

const entry = (coin_id: number, coin_name: string, usdt_equivalence: string, freeze = '0') =>
  ({
    coin_id,
    coin_name,
    logo: '',
    balance: '0',
    freeze,
    freeze_orders: freeze,
    freeze_withdrawals: '0',
    total_balance: '0',
    usdt_equivalence,
  }) satisfies WalletEntry;

describe('visibleRows', () => {
  const list = [entry(1, 'USDT', '9250.5'), entry(2, 'BTC', '0.99'), entry(3, 'ETH', '1')];

  it('matches the search in any case', () => {
    expect(visibleRows(list, ' bt ', false).map((row) => row.coin_name)).toEqual(['BTC']);
  });

  it('hides balances worth under 1, keeping exactly 1', () => {
    expect(visibleRows(list, '', true).map((row) => row.coin_name)).toEqual(['USDT', 'ETH']);
    expect(isSmallBalance(entry(4, 'XRP', '0.99999999'))).toBe(true);
  });
});

describe('accountValue', () => {
  it('adds as decimals', () => {
    expect(accountValue([entry(1, 'A', '0.1'), entry(2, 'B', '0.2')])).toBe('0.3');
    expect(accountValue([])).toBe('0');
  });
});

describe('tradeSymbol', () => {
  const pairs = [
    { symbol: 'ETHBTC', base_coin: 'ETH', quote_coin: 'BTC' },
    { symbol: 'ETHUSDT', base_coin: 'ETH', quote_coin: 'USDT' },
    { symbol: 'SOLBTC', base_coin: 'SOL', quote_coin: 'BTC' },
  ];

  it('prefers the USDT pair, else the first pair of the coin', () => {
    expect(tradeSymbol(pairs, 'ETH')).toBe('ETHUSDT');
    expect(tradeSymbol(pairs, 'SOL')).toBe('SOLBTC');
  });

  it('has none for a coin that is only a quote', () => {
    expect(tradeSymbol(pairs, 'USDT')).toBeNull();
  });
});
