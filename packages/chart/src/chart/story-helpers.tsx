import type { Chart as KLineChart, OverlayCreate } from 'klinecharts';
import { expect, waitFor } from 'storybook/test';
import { DRAWING_GROUP_ID } from '../config/drawing-tools.ts';

/** Waits until the chart in `root` has shown its first page (its root's data-state). */
export async function waitForChartReady(root: HTMLElement): Promise<void> {
  await waitFor(
    async () => {
      await expect(root.querySelector('[data-state="ready"]')).not.toBeNull();
    },
    { timeout: 5000 },
  );
  // One more frame: klinecharts paints on requestAnimationFrame.
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * Draws `name` at fixed places of the loaded data (the seeded feed makes them the same on every
 * run): each anchor is a bar offset from the end and a height as a fraction of the price range
 * of the last 50 bars (0 = lowest low, 1 = highest high).
 */
export function drawAtBars(
  chart: KLineChart,
  name: string,
  anchors: readonly (readonly [offset: number, height: number])[],
): void {
  const data = chart.getDataList();
  const recent = data.slice(-50);
  const low = Math.min(...recent.map((bar) => bar.low));
  const high = Math.max(...recent.map((bar) => bar.high));
  const points: OverlayCreate['points'] = anchors.map(([offset, height]) => {
    const bar = data[data.length - offset];
    return bar ? { timestamp: bar.timestamp, value: low + (high - low) * height } : {};
  });
  chart.removeOverlay({ groupId: DRAWING_GROUP_ID, name });
  chart.createOverlay({ name, groupId: DRAWING_GROUP_ID, points, lock: true });
}
