import { describe, expect, it } from 'vitest';
import { baseSize, percentOfMax, sizeForPercent, switchSizeUnit } from './contract-order-math.ts';

describe('baseSize', () => {
  it('is the text itself when typed in the base coin', () => {
    expect(baseSize({ text: '0.125', unit: 'base', price: '64000', sizePrecision: 3 })).toBe(
      '0.125',
    );
  });

  it('converts a quote value at the price, truncated to the size precision', () => {
    expect(baseSize({ text: '6400', unit: 'quote', price: '64000', sizePrecision: 3 })).toBe('0.1');
    // 1000 / 64000 = 0.015625: truncated, never rounded up to 0.016
    expect(baseSize({ text: '1000', unit: 'quote', price: '64000', sizePrecision: 3 })).toBe(
      '0.015',
    );
  });

  it('is empty with no size, no price, or a value worth less than one step', () => {
    expect(baseSize({ text: '', unit: 'base', price: '64000', sizePrecision: 3 })).toBe('');
    expect(baseSize({ text: '100', unit: 'quote', price: null, sizePrecision: 3 })).toBe('');
    expect(baseSize({ text: '10', unit: 'quote', price: '64000', sizePrecision: 3 })).toBe('');
  });
});

describe('switchSizeUnit', () => {
  it('reads a base size in the quote coin, truncated to cents', () => {
    expect(switchSizeUnit({ text: '0.123', to: 'quote', price: '64000.5', sizePrecision: 3 })).toBe(
      '7872.06',
    );
  });

  it('reads a quote value in the base coin at the size precision', () => {
    expect(
      switchSizeUnit({ text: '7872.06', to: 'base', price: '64000.5', sizePrecision: 3 }),
    ).toBe('0.122');
  });

  it('leaves an empty field, or one with no price to convert at, empty', () => {
    expect(switchSizeUnit({ text: '', to: 'quote', price: '64000', sizePrecision: 3 })).toBe('');
    expect(switchSizeUnit({ text: '1', to: 'quote', price: '', sizePrecision: 3 })).toBe('');
  });
});

describe('sizeForPercent', () => {
  it('takes the share of the maximum, truncated to the step', () => {
    expect(
      sizeForPercent({
        percent: 50,
        maxSize: '0.125',
        unit: 'base',
        price: '64000',
        sizePrecision: 3,
      }),
    ).toBe('0.062');
  });

  it('never exceeds the maximum at 100 %', () => {
    expect(
      sizeForPercent({
        percent: 100,
        maxSize: '0.125',
        unit: 'base',
        price: null,
        sizePrecision: 3,
      }),
    ).toBe('0.125');
    expect(
      sizeForPercent({
        percent: 130,
        maxSize: '0.125',
        unit: 'base',
        price: null,
        sizePrecision: 3,
      }),
    ).toBe('0.125');
  });

  it('writes the size in the quote coin when the field is in it', () => {
    expect(
      sizeForPercent({
        percent: 25,
        maxSize: '0.4',
        unit: 'quote',
        price: '64000',
        sizePrecision: 3,
      }),
    ).toBe('6400');
  });

  it('is empty at 0 % or without a maximum', () => {
    expect(
      sizeForPercent({ percent: 0, maxSize: '1', unit: 'base', price: null, sizePrecision: 3 }),
    ).toBe('');
    expect(
      sizeForPercent({ percent: 50, maxSize: null, unit: 'base', price: null, sizePrecision: 3 }),
    ).toBe('');
    expect(
      sizeForPercent({ percent: 50, maxSize: '0', unit: 'base', price: null, sizePrecision: 3 }),
    ).toBe('');
  });
});

describe('percentOfMax', () => {
  it('is the whole percent of the maximum, truncated', () => {
    expect(percentOfMax('0.0625', '0.125')).toBe(50);
    expect(percentOfMax('0.124', '0.125')).toBe(99);
  });

  it('stops at 100 and is 0 without a size or a maximum', () => {
    expect(percentOfMax('0.2', '0.125')).toBe(100);
    expect(percentOfMax('', '0.125')).toBe(0);
    expect(percentOfMax('0.1', null)).toBe(0);
  });

  it('round-trips with sizeForPercent on the slider marks', () => {
    for (const mark of [25, 50, 75, 100]) {
      const size = sizeForPercent({
        percent: mark,
        maxSize: '2',
        unit: 'base',
        price: null,
        sizePrecision: 3,
      });
      expect(percentOfMax(size, '2')).toBe(mark);
    }
  });
});
