import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  compareDecimal,
  decimalString,
  formBool,
  formInt,
  networkSchema,
  paginationQuery,
  plainText,
  positiveDecimalString,
  signedDecimalString,
  symbolSchema,
} from './common.ts';

describe('decimalString', () => {
  it.each(['0', '0.5', '64000', '64000.12345678', '10.00'])('accepts %s', (value) => {
    expect(decimalString.parse(value)).toBe(value);
  });
  it.each(['', '-1', '1e3', '.5', '5.', '007', ' 1', '1,000', 'NaN', 'Infinity'])(
    'rejects %j',
    (value) => {
      expect(decimalString.safeParse(value).success).toBe(false);
    },
  );
  it('rejects a float number', () => {
    expect(decimalString.safeParse(0.1).success).toBe(false);
  });
  // Issue 14: what storage holds (NUMERIC(38,18)) is what the wire takes, on both sides.
  it('accepts up to 20 integer digits and 18 decimals', () => {
    const widest = `${'9'.repeat(20)}.${'9'.repeat(18)}`;
    expect(decimalString.parse(widest)).toBe(widest);
    expect(signedDecimalString.parse(`-${widest}`)).toBe(`-${widest}`);
    expect(positiveDecimalString.parse('0.000000000000000001')).toBe('0.000000000000000001');
  });
  it.each([
    ['a 400-digit number', '1'.repeat(400)],
    ['21 integer digits', `1${'0'.repeat(20)}`],
    ['19 decimals', '0.0000000000000000001'],
    ['19 decimals, trailing zeros', '1.0000000000000000000'],
  ])('refuses %s, saying why', (_name, value) => {
    for (const schema of [decimalString, signedDecimalString, positiveDecimalString]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([
        'At most 20 digits before the decimal point and 18 after it',
      ]);
    }
    expect(signedDecimalString.safeParse(`-${value}`).success).toBe(false);
  });
  it('a malformed decimal gets one message, about its form', () => {
    expect(decimalString.safeParse('x'.repeat(40)).error?.issues).toHaveLength(1);
  });
  it('signedDecimalString accepts negatives; positiveDecimalString refuses zero', () => {
    expect(signedDecimalString.parse('-12.5')).toBe('-12.5');
    expect(positiveDecimalString.safeParse('0.000').success).toBe(false);
    expect(positiveDecimalString.parse('0.001')).toBe('0.001');
  });
});

describe('compareDecimal', () => {
  it.each([
    ['0.10', '0.1', 0],
    ['1', '0.9999999999', 1],
    ['99', '100', -1],
    ['0.000000000000000001', '0', 1],
    ['-1', '0.5', -1],
    ['-2', '-10', 1],
    ['-0', '0.00', 0],
    ['123456789012345678901234567890.5', '123456789012345678901234567890.49', 1],
  ] as const)('%s vs %s is %i', (a, b, expected) => {
    expect(compareDecimal(a, b)).toBe(expected);
  });
});

/** A decimal string of `value` × 10^-scale, built from integers (the property's oracle). */
function decimalOf(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

it('compareDecimal agrees with integer comparison for any values and scales', () => {
  const scaled = fc.record({
    value: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
    scale: fc.integer({ min: 0, max: 18 }),
  });
  fc.assert(
    fc.property(scaled, scaled, (a, b) => {
      // Bring both to 18 decimals, compare as integers, and expect the same sign.
      const left = a.value * 10n ** BigInt(18 - a.scale);
      const right = b.value * 10n ** BigInt(18 - b.scale);
      const expected = left === right ? 0 : left < right ? -1 : 1;
      expect(compareDecimal(decimalOf(a.value, a.scale), decimalOf(b.value, b.scale))).toBe(
        expected,
      );
      // The schema takes what NUMERIC(38,18) stores: at most 20 integer digits.
      const text = decimalOf(a.value, a.scale);
      const integerDigits = text.replace('-', '').split('.')[0]?.length ?? 0;
      expect(signedDecimalString.safeParse(text).success).toBe(integerDigits <= 20);
    }),
    { numRuns: 2000, seed: 42 },
  );
});

describe('form fields (multipart and query text)', () => {
  it('formInt parses numbers and their text', () => {
    expect(formInt.parse(42)).toBe(42);
    expect(formInt.parse('42')).toBe(42);
    expect(formInt.safeParse('4.2').success).toBe(false);
    expect(formInt.safeParse('').success).toBe(false);
  });
  it('formBool parses booleans and their text', () => {
    expect(formBool.parse('1')).toBe(true);
    expect(formBool.parse('false')).toBe(false);
    expect(formBool.safeParse('yes').success).toBe(false);
  });
  it('paginationQuery defaults page 1, limit 20 and refuses limit over 100', () => {
    expect(paginationQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(paginationQuery.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    const result = paginationQuery.safeParse({ limit: '101' });
    expect(result.error?.issues[0]?.path).toEqual(['limit']);
    expect(paginationQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});

it('symbolSchema takes upper-case tickers only', () => {
  expect(symbolSchema.parse('BTCUSDT')).toBe('BTCUSDT');
  expect(symbolSchema.safeParse('btcusdt').success).toBe(false);
  expect(symbolSchema.safeParse('BTC/USDT').success).toBe(false);
});

describe('text fields (issue 14)', () => {
  it('plainText trims, bounds the length and refuses control and direction characters', () => {
    const nickname = plainText({ max: 32 });
    expect(nickname.parse('  Ava 🚀 李 ')).toBe('Ava 🚀 李');
    expect(nickname.safeParse('').success).toBe(false);
    expect(nickname.safeParse('x'.repeat(33)).success).toBe(false);
    for (const bad of [
      'a\u0001b',
      'a\u001b[2Jb',
      'x\u0000',
      'a\nb',
      'a\u0085b',
      'abc\u202edcba',
      'a\u2066b',
      'a\u200fb',
      'a\u2028b',
    ]) {
      const result = nickname.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([
        'Must not contain control or text-direction characters',
      ]);
    }
  });
  it('addressSchema takes address characters only, one message per problem', () => {
    expect(addressSchema.parse(' TQ5Nm9h1o3YxvDk2pq8a7Rz4s6bEw1uLcV ')).toBe(
      'TQ5Nm9h1o3YxvDk2pq8a7Rz4s6bEw1uLcV',
    );
    expect(addressSchema.safeParse('T<script>').error?.issues).toHaveLength(1);
    expect(addressSchema.safeParse('T\u0000x').error?.issues).toHaveLength(1);
  });
  it('networkSchema takes catalogue codes only', () => {
    expect(networkSchema.parse('TRC20')).toBe('TRC20');
    expect(networkSchema.safeParse('trc20').success).toBe(false);
    expect(networkSchema.safeParse('TRC20\u202e').success).toBe(false);
  });
});
