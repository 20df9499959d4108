import { describe, expect, it } from 'vitest';
import {
  directionOf,
  filledOrNothing,
  fundingRatePercent,
  signedQuote,
} from './contract-format.ts';

describe('signedQuote', () => {
  it('truncates to the pair price decimals with a sign, never rounding', () => {
    expect(signedQuote('23.459', { pricePrecision: 2 })).toBe('+23.45');
    expect(signedQuote('-1.2399', { pricePrecision: 2 })).toBe('\u22121.23');
  });

  it('keeps at least cents for a pair priced in whole units', () => {
    expect(signedQuote('5.5', { pricePrecision: 0 })).toBe('+5.50');
  });

  it('leaves zero unsigned', () => {
    expect(signedQuote('0', { pricePrecision: 2 })).toBe('0.00');
  });
});

describe('fundingRatePercent', () => {
  it('shows a rate per interval in percent with 4 decimals and its sign', () => {
    expect(fundingRatePercent('0.0001')).toBe('+0.0100%');
    expect(fundingRatePercent('-0.00012345')).toBe('\u22120.0123%');
    expect(fundingRatePercent('0')).toBe('0.0000%');
  });
});

describe('directionOf', () => {
  it('tells a gain, a loss and nothing apart', () => {
    expect(directionOf('0.01')).toBe('up');
    expect(directionOf('-0.01')).toBe('down');
    expect(directionOf('0.000')).toBe('flat');
  });
});

describe('filledOrNothing', () => {
  it('shows a dash until something filled', () => {
    expect(filledOrNothing('0', () => '64,100.0')).toBe('—');
    expect(filledOrNothing('0.01', () => '64,100.0')).toBe('64,100.0');
  });
});
