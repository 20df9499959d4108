import { describe, expect, it } from 'vitest';
import { filterRows, sortRows, trendOf, type MarketRow } from './market-rows.ts';

const row = (symbol: string, last: string, changePercent: string, turnover: string): MarketRow => ({
  kind: 'spot',
  symbol,
  name: `${symbol.slice(0, -4)}/${symbol.slice(-4)}`,
  baseCoin: symbol.slice(0, -4),
  quoteCoin: symbol.slice(-4),
  logo: '',
  pricePrecision: 2,
  last,
  changePercent,
  high: last,
  low: last,
  volume: '1',
  turnover,
});

const rows = [
  row('BTCUSDT', '64000.5', '1.25', '900000'),
  row('ETHUSDT', '3200.1', '-0.4', '1200000'),
  row('SOLUSDT', '150', '0', '80000.5'),
];

describe('market rows', () => {
  it('sorts prices as decimals, not as text', () => {
    expect(sortRows(rows, 'last', 'descending').map((r) => r.symbol)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
    ]);
    expect(sortRows(rows, 'turnover', 'descending').map((r) => r.symbol)).toEqual([
      'ETHUSDT',
      'BTCUSDT',
      'SOLUSDT',
    ]);
    expect(sortRows(rows, 'changePercent', 'ascending').map((r) => r.symbol)).toEqual([
      'ETHUSDT',
      'SOLUSDT',
      'BTCUSDT',
    ]);
    expect(sortRows(rows, 'name', 'ascending').map((r) => r.symbol)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
    ]);
  });

  it('finds pairs by symbol or name, ignoring case and the slash', () => {
    expect(filterRows(rows, 'eth').map((r) => r.symbol)).toEqual(['ETHUSDT']);
    expect(filterRows(rows, 'sol/usdt').map((r) => r.symbol)).toEqual(['SOLUSDT']);
    expect(filterRows(rows, '  ')).toHaveLength(3);
    expect(filterRows(rows, 'doge')).toHaveLength(0);
  });

  it('reads the 24 h change as rise, fall or flat', () => {
    expect(trendOf('1.25')).toBe('rise');
    expect(trendOf('-0.4')).toBe('fall');
    expect(trendOf('0')).toBe('flat');
    // The text ('+1.25%', '−0.40%') is design-system's formatSignedPercent, tested there.
  });
});
