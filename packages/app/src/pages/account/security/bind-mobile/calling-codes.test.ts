import { describe, expect, it } from 'vitest';
import { countryCodeSchema } from '@exchange/api';
import { CALLING_CODES, DEFAULT_CALLING_REGION } from './calling-codes.ts';

describe('CALLING_CODES', () => {
  it('lists about 240 countries and territories, each once', () => {
    expect(CALLING_CODES.length).toBeGreaterThanOrEqual(235);
    const regions = CALLING_CODES.map((row) => row.region);
    expect(new Set(regions).size).toBe(regions.length);
  });

  it('gives every row a code the contract accepts and a region Intl can name', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const row of CALLING_CODES) {
      expect(countryCodeSchema.safeParse(row.code).success, row.region).toBe(true);
      expect(names.of(row.region), row.region).not.toBe(row.region);
    }
  });

  it('has the codes people check first right', () => {
    const code = (region: string) => CALLING_CODES.find((row) => row.region === region)?.code;
    expect(code('GB')).toBe('+44');
    expect(code('US')).toBe('+1');
    expect(code('CN')).toBe('+86');
    expect(code('HK')).toBe('+852');
    expect(code('IN')).toBe('+91');
    expect(code('BR')).toBe('+55');
    expect(code('RU')).toBe('+7');
    expect(code(DEFAULT_CALLING_REGION)).toBe('+44');
  });
});
