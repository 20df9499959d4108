import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import {
  formatCoinAmount,
  formatCompact,
  formatMilliseconds,
  formatPercent,
  formatSignedAmount,
  formatSignedPercent,
  MINUS,
  withUnit,
} from './format-number.ts';
import { isolateLtr, LRI, PDI, stripIsolates } from './bidi.ts';

describe('formatCompact', () => {
  it('shortens turnover with K, M, B, T, truncating rather than rounding', () => {
    expect(formatCompact('18202520.336501')).toBe('18.20M');
    expect(formatCompact('1999')).toBe('1.99K');
    expect(formatCompact('3409999999.99')).toBe('3.40B');
    expect(formatCompact('1250000000000')).toBe('1.25T');
    expect(formatCompact('1250000000000000')).toBe('1,250.00T');
  });
  it('keeps values under 1,000 whole, at the given decimals', () => {
    expect(formatCompact('999.999')).toBe('999.99');
    expect(formatCompact('0.5', 4)).toBe('0.5000');
    expect(formatCompact('0')).toBe('0.00');
  });
  it('never carries 999,999.99 up to 1,000.00K', () => {
    expect(formatCompact('999999.999')).toBe('999.99K');
  });
  it('keeps the sign of a negative value', () => {
    expect(formatCompact('-1250')).toBe('-1.25K');
  });
});

describe('formatPercent', () => {
  it('truncates a value already in percent, with the % after it', () => {
    expect(formatPercent('0.2')).toBe('0.20%');
    expect(formatPercent('0.0499')).toBe('0.04%');
    expect(formatPercent('0.2', -1)).toBe('0.2%');
  });
  it('uses a real minus sign for a negative value', () => {
    expect(formatPercent('-1.5')).toBe(`${MINUS}1.50%`);
  });
});

describe('formatSignedPercent', () => {
  it("puts '+' before a rise and '−' (U+2212) before a fall", () => {
    expect(formatSignedPercent('5.0199')).toBe('+5.01%');
    expect(formatSignedPercent('-0.4912')).toBe('\u22120.49%');
  });
  it('shows no sign for zero or a change that truncates to zero', () => {
    expect(formatSignedPercent('0')).toBe('0.00%');
    expect(formatSignedPercent('0.001')).toBe('0.00%');
    expect(formatSignedPercent('-0.001')).toBe('0.00%');
  });
  it('groups thousands', () => {
    expect(formatSignedPercent('12345.678')).toBe('+12,345.67%');
  });
});

describe('formatSignedAmount', () => {
  it('signs gains and losses, truncated', () => {
    expect(formatSignedAmount('12.509')).toBe('+12.50');
    expect(formatSignedAmount('-3', 0)).toBe(`${MINUS}3`);
    expect(formatSignedAmount('0')).toBe('0.00');
    expect(formatSignedAmount('-1234.5')).toBe(`${MINUS}1,234.50`);
  });
});

describe('withUnit and formatMilliseconds', () => {
  it('joins a number and its unit with a no-break space', () => {
    expect(withUnit('630.00', 'USDT')).toBe('630.00\u00a0USDT');
    expect(withUnit('630.00', '')).toBe('630.00');
  });
  it('shows a round trip in whole milliseconds', () => {
    expect(formatMilliseconds(28.6)).toBe('29\u00a0ms');
    expect(formatMilliseconds(0)).toBe('0\u00a0ms');
  });
});

describe('formatCoinAmount', () => {
  it('writes every decimal the amount carries, with separators, then its coin', () => {
    expect(formatCoinAmount('1200.50', 'USDT')).toBe('1,200.5\u00a0USDT');
    expect(formatCoinAmount('0.00012345678', 'BTC')).toBe('0.00012345678\u00a0BTC');
    expect(formatCoinAmount('1234567', 'USDT')).toBe('1,234,567\u00a0USDT');
    expect(formatCoinAmount(new Big('-3.100'), 'ETH')).toBe('-3.1\u00a0ETH');
  });
  it('leaves the number alone when the coin is empty', () => {
    expect(formatCoinAmount('42.000', '')).toBe('42');
  });
});

describe('isolateLtr', () => {
  it('wraps text in a left-to-right isolate once', () => {
    expect(isolateLtr('+5.01%')).toBe(`${LRI}+5.01%${PDI}`);
    expect(isolateLtr(isolateLtr('29 ms'))).toBe(`${LRI}29 ms${PDI}`);
    expect(isolateLtr('')).toBe('');
  });
  it('is undone by stripIsolates', () => {
    expect(stripIsolates(`a ${isolateLtr('1 BTC')} b`)).toBe('a 1 BTC b');
  });
});
