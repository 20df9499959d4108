import { describe, expect, it } from 'vitest';
import { allocate } from './allocation.ts';

const slice = (key: string, value: string) => ({ key, label: key, value });

describe('allocate', () => {
  it('gives each slice its share of the total and its arc on the ring', () => {
    const { total, shares } = allocate([slice('spot', '75'), slice('futures', '25')]);
    expect(total).toBe('100');
    expect(shares.map(({ key, percent, start, end }) => ({ key, percent, start, end }))).toEqual([
      { key: 'spot', percent: '75', start: 0, end: 0.75 },
      { key: 'futures', percent: '25', start: 0.75, end: 1 },
    ]);
  });

  it('truncates percentages to 2 decimals, never rounding up', () => {
    const { shares } = allocate([slice('a', '2'), slice('b', '1')]);
    expect(shares.map((share) => share.percent)).toEqual(['66.66', '33.33']);
  });

  it('keeps decimals a float would lose', () => {
    const { total, shares } = allocate([slice('a', '0.1'), slice('b', '0.2')]);
    expect(total).toBe('0.3');
    expect(shares[0]?.percent).toBe('33.33');
  });

  it('gives no share when the whole is zero', () => {
    const { total, shares } = allocate([slice('spot', '0'), slice('futures', '0.00')]);
    expect(total).toBe('0');
    expect(shares.map((share) => [share.percent, share.start, share.end])).toEqual([
      [null, 0, 0],
      [null, 0, 0],
    ]);
  });

  it('counts a negative slice as nothing in the shares, but in the total', () => {
    const { total, shares } = allocate([slice('spot', '100'), slice('futures', '-20')]);
    expect(total).toBe('80');
    expect(shares.map((share) => share.percent)).toEqual(['100', '0']);
    expect(shares[1]?.value).toBe('-20');
  });

  it('ends the last arc at the full circle', () => {
    const { shares } = allocate([slice('a', '1'), slice('b', '1'), slice('c', '1')]);
    expect(shares.at(-1)?.end).toBe(1);
  });
});
