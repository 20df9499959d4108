import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { displayDecimals } from './display-decimals.ts';

describe('displayDecimals', () => {
  it('gives each tier its decimals at and around the boundaries', () => {
    expect(displayDecimals('0')).toBe(7);
    expect(displayDecimals('0.0099999')).toBe(7);
    expect(displayDecimals('0.01')).toBe(6);
    expect(displayDecimals('0.0999')).toBe(6);
    expect(displayDecimals('0.1')).toBe(5);
    expect(displayDecimals('0.99999999')).toBe(5);
    expect(displayDecimals('1')).toBe(2);
    expect(displayDecimals(new Big('65000.12'))).toBe(2);
  });

  it('compares the magnitude of negative amounts', () => {
    expect(displayDecimals('-5')).toBe(2);
    expect(displayDecimals('-0.05')).toBe(6);
  });
});
