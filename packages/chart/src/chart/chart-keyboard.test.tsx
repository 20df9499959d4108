import type { Chart as KLineChart } from 'klinecharts';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DEMO_NOW } from '../datafeed/memory-datafeed.ts';
import type { ChartApi } from './chart-api.ts';
import { CANDLE_PANE_ID } from './indicators.ts';
import { click } from './test-input.ts';
import { chooseTool, figureBox, mountChart, pointsAt } from './test-mount.tsx';

const mountInEnglish = () => mountChart({ locale: 'en-US' });

/** A segment across the last bars, and the pixel at its middle (relative to the chart). */
function drawSegment(api: ChartApi, chart: KLineChart) {
  const bars = chart.getDataList();
  const from = bars.at(-40);
  const to = bars.at(-10);
  if (!from || !to) throw new Error('no bars');
  const points = [
    { timestamp: from.timestamp, value: from.close },
    { timestamp: to.timestamp, value: to.close },
  ];
  api.createOverlay({ name: 'segment', points });
  const pixels = chart.convertToPixel(points, { paneId: CANDLE_PANE_ID });
  const [a, b] = Array.isArray(pixels) ? pixels : [pixels];
  return { x: ((a?.x ?? 0) + (b?.x ?? 0)) / 2, y: ((a?.y ?? 0) + (b?.y ?? 0)) / 2 };
}

describe('<Chart> keyboard', () => {
  it('Delete removes the selected drawing, and undo brings it back', async () => {
    const { api, chart, drawings } = await mountInEnglish();
    const middle = drawSegment(api, chart);
    api.createOverlay({
      name: 'horizontalStraightLine',
      points: [{ timestamp: DEMO_NOW - 60_000, value: chart.getDataList()[0]?.low ?? 0 }],
    });
    expect(drawings()).toHaveLength(2);
    // Nothing selected yet: Delete leaves both.
    await userEvent.click(page.getByRole('figure'), { position: { x: 5, y: 5 } });
    await userEvent.keyboard('{Delete}');
    expect(drawings()).toHaveLength(2);
    // klinecharts reads a second click within 500 ms of the first as a double-click candidate.
    await new Promise((resolve) => setTimeout(resolve, 600));

    await userEvent.click(page.getByRole('figure'), { position: middle });
    await userEvent.keyboard('{Delete}');
    expect(drawings().map((o) => o.name)).toEqual(['horizontalStraightLine']);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(
      drawings()
        .map((o) => o.name)
        .sort(),
    ).toEqual(['horizontalStraightLine', 'segment']);
  });

  it('Backspace removes the selected drawing too (Mac keyboards have no Delete key)', async () => {
    const { api, chart, drawings } = await mountInEnglish();
    const middle = drawSegment(api, chart);
    await userEvent.click(page.getByRole('figure'), { position: middle });
    await userEvent.keyboard('{Backspace}');
    expect(drawings()).toHaveLength(0);
  });

  it('Escape cancels the drawing in progress and releases the tool', async () => {
    const { drawings } = await mountInEnglish();
    const segmentTool = await chooseTool('Lines', 'Segment');
    await expect.element(segmentTool).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(page.getByRole('figure'), { position: { x: 200, y: 150 } });
    expect(drawings()[0]?.points).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(drawings()).toHaveLength(0);
    await expect.element(segmentTool).toHaveAttribute('aria-pressed', 'false');
    // The next click is an ordinary click again, not a second point.
    await userEvent.click(page.getByRole('figure'), { position: { x: 400, y: 200 } });
    expect(drawings()).toHaveLength(0);
  });

  it('undoes with Cmd+Z and redoes with Shift+Cmd+Z (macOS)', async () => {
    const { api, chart, drawings } = await mountInEnglish();
    drawSegment(api, chart);
    drawSegment(api, chart);
    expect(drawings()).toHaveLength(2);
    await userEvent.click(page.getByRole('figure'), { position: { x: 5, y: 5 } });
    await userEvent.keyboard('{Meta>}z{/Meta}');
    expect(drawings()).toHaveLength(1);
    await userEvent.keyboard('{Meta>}z{/Meta}');
    expect(drawings()).toHaveLength(0);
    await userEvent.keyboard('{Meta>}{Shift>}z{/Shift}{/Meta}');
    expect(drawings()).toHaveLength(1);
    await userEvent.keyboard('{Meta>}{Shift>}z{/Shift}{/Meta}');
    expect(drawings()).toHaveLength(2);
  });

  it('leaves keys typed into a dialog alone', async () => {
    const { api, chart, drawings } = await mountInEnglish();
    drawSegment(api, chart);
    await userEvent.click(page.getByRole('button', { name: /Symbol Search/ }));
    const input = page.getByRole('textbox', { name: 'Symbol Code' });
    await userEvent.fill(input, 'eth');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(drawings()).toHaveLength(1);
  });

  it('keeps a brisk second click that klinecharts would drop as half a double-click', async () => {
    const { chart, drawings } = await mountInEnglish();
    const segmentTool = await chooseTool('Lines', 'Segment');
    const box = figureBox();
    const clicks = [
      { x: 200, y: 100 },
      { x: 450, y: 220 },
    ];
    for (const { x, y } of clicks) await click(box.left + x, box.top + y);
    const [segment, ...rest] = drawings();
    expect(rest).toHaveLength(0);
    expect(segment?.points.map((p) => p.timestamp)).toEqual(
      pointsAt(chart, clicks).map((p) => p.timestamp),
    );
    // Finished, not waiting for a second point: the tool is released.
    await expect.element(segmentTool).toHaveAttribute('aria-pressed', 'false');
    // One edit: undo removes the whole segment.
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(drawings()).toHaveLength(0);
  });
});
