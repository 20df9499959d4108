import { describe, expect, it } from 'vitest';
import { foldDecimal } from './fold-decimal.ts';

describe('foldDecimal', () => {
  it('folds four or more zeros after "0." into a subscript count', () => {
    expect(foldDecimal('0.00000123')).toBe('0.0₅123');
    expect(foldDecimal('0.00001')).toBe('0.0₄1');
    expect(foldDecimal(-0.0000042)).toBe('-0.0₅42');
    expect(foldDecimal('0.000000000000123')).toBe('0.0₁₂123');
  });

  it('leaves numbers of 1 and above, short runs and zero as they are', () => {
    expect(foldDecimal('3.00099')).toBe('3.00099');
    expect(foldDecimal('1,000.00001')).toBe('1,000.00001');
    expect(foldDecimal('0.000123')).toBe('0.000123');
    expect(foldDecimal('0.0000')).toBe('0.0000');
    expect(foldDecimal('45,000.12')).toBe('45,000.12');
  });
});
