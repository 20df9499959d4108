import { describe, expect, it } from 'vitest';
import { axisTimes, plotColumns, sortedByTime, summarise } from './time-series.ts';

const at = (time: number, value: string) => ({ time, value });

describe('summarise', () => {
  it('finds the first, last, lowest and highest point', () => {
    const points = [at(1, '5'), at(2, '3'), at(3, '9'), at(4, '7')];
    expect(summarise(points)).toEqual({
      first: at(1, '5'),
      last: at(4, '7'),
      lowest: at(2, '3'),
      highest: at(3, '9'),
    });
  });

  it('compares in big.js, where two floats would be equal', () => {
    // As floats both are 10000000000000000: the highest would be the first.
    const points = [at(1, '10000000000000000'), at(2, '10000000000000001')];
    expect(summarise(points)?.highest).toEqual(at(2, '10000000000000001'));
  });

  it('keeps the earliest point on a tie', () => {
    const points = [at(1, '2'), at(2, '2.00'), at(3, '2')];
    expect(summarise(points)?.lowest.time).toBe(1);
    expect(summarise(points)?.highest.time).toBe(1);
  });

  it('gives null for an empty series', () => {
    expect(summarise([])).toBeNull();
  });
});

describe('sortedByTime', () => {
  it('orders by time without touching the input', () => {
    const points = [at(3, '1'), at(1, '2'), at(2, '3')];
    expect(sortedByTime(points).map((point) => point.time)).toEqual([1, 2, 3]);
    expect(points.map((point) => point.time)).toEqual([3, 1, 2]);
  });
});

describe('plotColumns', () => {
  it('splits the series into a time column and a float value column', () => {
    expect(plotColumns([at(1, '1.5'), at(2, '-0.25')])).toEqual([
      [1, 2],
      [1.5, -0.25],
    ]);
  });
});

describe('axisTimes', () => {
  it('spreads the labels evenly over the points, from the first', () => {
    expect(axisTimes([10, 20, 30, 40, 50], 3)).toEqual([10, 30, 50]);
    expect(
      axisTimes(
        Array.from({ length: 31 }, (_, day) => day),
        6,
      ),
    ).toEqual([0, 6, 12, 18, 24, 30]);
  });

  it('labels every point when there is room', () => {
    expect(axisTimes([10, 20], 6)).toEqual([10, 20]);
  });

  it('never gives more labels than asked', () => {
    for (let count = 1; count < 60; count += 1) {
      const times = Array.from({ length: count }, (_, index) => index);
      for (let max = 1; max < 10; max += 1) {
        expect(axisTimes(times, max).length).toBeLessThanOrEqual(max);
      }
    }
  });

  it('gives nothing for no points or no room', () => {
    expect(axisTimes([], 5)).toEqual([]);
    expect(axisTimes([1, 2], 0)).toEqual([]);
  });
});
