import { describe, expect, it } from 'vitest';
import {
  filledPercent,
  formatFee,
  formatPrice,
  formatQuote,
  formatSize,
  isZero,
  orderTotal,
  unknownPairFormat,
  type PairFormat,
} from './order-format.ts';

const btc: PairFormat = {
  name: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  pricePrecision: 2,
  sizePrecision: 4,
};

describe('orders table formatting', () => {
  it('truncates prices, sizes and totals to the pair, never rounding up', () => {
    expect(formatPrice('64001.999', btc)).toBe('64,001.99');
    expect(formatSize('0.01239', btc)).toBe('0.0123');
    expect(formatQuote('2560.129', btc)).toBe('2,560.12');
  });

  it('keeps the wire decimals of a pair missing from the pair list', () => {
    const sol = unknownPairFormat('SOLUSDT');
    expect(sol).toMatchObject({ name: 'SOL/USDT', base: 'SOL', quote: 'USDT' });
    expect(formatPrice('180.1250', sol)).toBe('180.125');
    expect(unknownPairFormat('ABCXYZ').name).toBe('ABCXYZ');
  });

  it('gives small fees the decimals of SPEC.md section 9 instead of showing 0', () => {
    expect(formatFee('0.00004')).toBe('0.0000400');
    expect(formatFee('1.329')).toBe('1.32');
  });

  it("shows '—' for the fee of an order that filled nothing (cancelled or open), not 0.0000000", () => {
    expect(formatFee('0', '0')).toBe('—');
    expect(formatFee('0.00000000', '0.000')).toBe('—');
    // Something filled: a fee, even a zero one (a fee-free pair), is a value.
    expect(formatFee('0.00004', '0.01')).toBe('0.0000400');
    expect(formatFee('0', '0.01')).toBe('0.0000000');
  });

  it('reports the filled share truncated to two decimals', () => {
    expect(filledPercent({ amount: '0.05', filled_amount: '0.02' })).toBe('40.00');
    expect(filledPercent({ amount: '3', filled_amount: '2' })).toBe('66.66');
    expect(filledPercent({ amount: '0', filled_amount: '0' })).toBe('0.00');
  });

  it('values a limit order at price × amount and a market order at what it filled', () => {
    expect(orderTotal({ price: '63000', amount: '0.01', filled_quote: '0' })).toBe('630');
    expect(orderTotal({ price: '0.1', amount: '0.2', filled_quote: '0' })).toBe('0.02');
    expect(orderTotal({ price: null, amount: '0.1', filled_quote: '6400.12' })).toBe('6400.12');
  });

  it('tells zero amounts apart', () => {
    expect(isZero('0.000')).toBe(true);
    expect(isZero('0.001')).toBe(false);
  });
});
