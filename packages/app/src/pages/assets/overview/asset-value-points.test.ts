import { describe, expect, it } from 'vitest';
import { assetValuePoints } from './asset-value-points.ts';

const DAY = 86_400_000;
const valuation = (time: number, usdt: string) => ({
  time,
  total_assets_usdt: usdt,
  total_assets_btc: '0',
});

describe('assetValuePoints', () => {
  it('ends the daily line with the current point', () => {
    expect(
      assetValuePoints({
        list: [valuation(0, '100'), valuation(DAY, '120.5')],
        current: valuation(DAY + 3_600_000, '130'),
      }),
    ).toEqual([
      { time: 0, value: '100' },
      { time: DAY, value: '120.5' },
      { time: DAY + 3_600_000, value: '130' },
    ]);
  });

  it('is the current point alone for an account younger than a day', () => {
    expect(assetValuePoints({ list: [], current: valuation(5, '10') })).toEqual([
      { time: 5, value: '10' },
    ]);
  });

  it('does not draw the current point behind the last day', () => {
    expect(assetValuePoints({ list: [valuation(DAY, '1')], current: valuation(DAY, '2') })).toEqual(
      [{ time: DAY, value: '1' }],
    );
  });
});
