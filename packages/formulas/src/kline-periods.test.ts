import { expect, it } from 'vitest';
import { DEFAULT_PERIODS, KLINE_PERIODS } from './kline-periods.ts';

it('has the 10 default periods of SPEC.md section 9', () => {
  expect(DEFAULT_PERIODS.map((p) => p.text)).toEqual([
    '1m',
    '5m',
    '15m',
    '1H',
    '2H',
    '4H',
    'D',
    'W',
    'M',
    'Y',
  ]);
});

it('names the buttons by the wire codes, in the same order', () => {
  expect(DEFAULT_PERIODS.map((p) => p.text)).toEqual([...KLINE_PERIODS]);
  expect(DEFAULT_PERIODS[3]).toEqual({ multiplier: 1, timespan: 'hour', text: '1H' });
});
