import { describe, expect, it } from 'vitest';
import { PRICE_LINE_OVERLAY } from '../overlays/price-line.ts';
import { PRICE_LINE_GROUP_ID, type PriceLine } from './price-lines.ts';
import { mountChart } from './test-mount.tsx';

const entry: PriceLine = { id: 'entry', price: '100.5', label: 'Entry 100.5' };
const liquidation: PriceLine = {
  id: 'liquidation',
  price: '80',
  label: 'Liquidation 80',
  color: '#f6465d',
};

describe('<Chart priceLines>', () => {
  it('draws each line as a locked overlay of its own group, never as a drawing', async () => {
    const { chart, drawings } = await mountChart({ priceLines: [entry, liquidation] });
    const lines = chart.getOverlays({ groupId: PRICE_LINE_GROUP_ID });
    expect(lines.map((line) => line.name)).toEqual([PRICE_LINE_OVERLAY, PRICE_LINE_OVERLAY]);
    expect(lines.map((line) => line.points[0]?.value)).toEqual([100.5, 80]);
    expect(lines.map((line) => (line.extendData as { label: string }).label)).toEqual([
      'Entry 100.5',
      'Liquidation 80',
    ]);
    expect(lines.every((line) => line.lock)).toBe(true);
    expect(drawings()).toHaveLength(0);
  });

  it('follows the prop: a changed list replaces the lines, an empty one removes them', async () => {
    const { chart, rerender } = await mountChart({ priceLines: [entry, liquidation] });
    const lines = () => chart.getOverlays({ groupId: PRICE_LINE_GROUP_ID });
    await rerender({ priceLines: [{ ...entry, price: '101' }] });
    expect(lines().map((line) => line.points[0]?.value)).toEqual([101]);
    await rerender({ priceLines: [] });
    expect(lines()).toHaveLength(0);
  });

  it('skips a line without a usable price ("0": no liquidation price)', async () => {
    const { chart } = await mountChart({ priceLines: [entry, { ...liquidation, price: '0' }] });
    expect(chart.getOverlays({ groupId: PRICE_LINE_GROUP_ID })).toHaveLength(1);
  });
});
