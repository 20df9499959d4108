import type { Chart as KLineChart } from 'klinecharts';
import { createRef } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DRAWING_GROUP_ID } from '../config/drawing-tools.ts';
import { DEFAULT_PERIODS } from '../config/periods.ts';
import { createMemoryDatafeed, DEMO_NOW, DEMO_SYMBOLS } from '../datafeed/memory-datafeed.ts';
import type { ChartApi } from './chart-api.ts';
import { Chart } from './chart.tsx';
import { CANDLE_PANE_ID } from './indicators.ts';
import { emulateTouch, tap, touch } from './test-input.ts';

// Real touch input (test-input.ts): with touch emulation on, as on a phone. klinecharts reads the
// touch events itself and sets touch-action: none on its own container, so the page neither pans
// nor zooms under the finger.

const [btc = { ticker: 'BTCUSDT' }] = DEMO_SYMBOLS;
const minute = DEFAULT_PERIODS[0] ?? { multiplier: 1, timespan: 'minute', text: '1m' };

/** The chart's value/time at pixels of the candle pane (klinecharts answers one or a list). */
function pointsAt(chart: KLineChart, pixels: { x: number; y: number }[]) {
  const points = chart.convertFromPixel(pixels, { paneId: CANDLE_PANE_ID });
  return Array.isArray(points) ? points : [points];
}

// klinecharts reads a second tap within 500 ms of the first as a double-tap candidate; a finger
// taking its time to aim never meets that.
const aim = () => new Promise((resolve) => setTimeout(resolve, 600));

beforeAll(async () => {
  await emulateTouch(true);
});
afterAll(async () => {
  await emulateTouch(false);
});

async function renderChart() {
  const feed = createMemoryDatafeed({ now: DEMO_NOW });
  const api = createRef<ChartApi>();
  await render(
    <div style={{ width: 900, height: 500 }}>
      <Chart
        ref={api}
        now={() => DEMO_NOW}
        datafeed={feed}
        symbol={btc}
        period={minute}
        locale="en-US"
      />
    </div>,
  );
  await vi.waitFor(() => {
    if ((api.current?.getChart()?.getDataList().length ?? 0) === 0) throw new Error('no bars');
  });
  const chart = api.current?.getChart();
  const figure = document.querySelector('[role="figure"]');
  if (!chart || !figure) throw new Error('no chart');
  return { chart, box: figure.getBoundingClientRect() };
}

describe('<Chart> touch', () => {
  it('pans the visible range with a one-finger drag', async () => {
    const { chart, box } = await renderChart();
    const before = chart.getVisibleRange();
    const y = box.top + 150;
    const x = box.left + 300;
    await touch('touchStart', x, y);
    for (let step = 1; step <= 10; step++) await touch('touchMove', x + step * 30, y);
    await touch('touchEnd', x + 300, y);
    const after = chart.getVisibleRange();
    // Dragging right brings older bars in: about 300 px worth of them (bar space 8 px here).
    expect(after.from).toBeLessThan(before.from - 20);
    expect(after.to).toBeLessThan(before.to - 20);
  });

  it('draws a horizontal line from one tap', async () => {
    const { chart, box } = await renderChart();
    await userEvent.click(page.getByRole('button', { name: 'Horizontal Line', exact: true }));
    const x = box.left + 400;
    const y = box.top + 120;
    await tap(x, y);
    const [line, ...rest] = chart.getOverlays({ groupId: DRAWING_GROUP_ID });
    expect(rest).toHaveLength(0);
    expect(line?.name).toBe('horizontalStraightLine');
    expect(line?.points).toHaveLength(1);
    const [expected] = pointsAt(chart, [{ x: x - box.left, y: y - box.top }]);
    expect(line?.points[0]?.value).toBeCloseTo(expected?.value ?? NaN, 2);
    // The drawing is finished: the tool is released.
    await expect
      .element(page.getByRole('button', { name: 'Horizontal Line', exact: true }))
      .toHaveAttribute('aria-pressed', 'false');
  });

  it('draws a segment from two taps, one undoable edit', async () => {
    const { chart, box } = await renderChart();
    await userEvent.click(page.getByRole('button', { name: 'Lines' }));
    await userEvent.click(page.getByRole('button', { name: 'Segment', exact: true }));
    const taps = [
      { x: 200, y: 100 },
      { x: 450, y: 220 },
    ];
    await tap(box.left + 200, box.top + 100);
    expect(chart.getOverlays({ groupId: DRAWING_GROUP_ID })[0]?.points).toHaveLength(1);
    await aim();
    await tap(box.left + 450, box.top + 220);
    const [segment] = chart.getOverlays({ groupId: DRAWING_GROUP_ID });
    expect(segment?.name).toBe('segment');
    const expected = pointsAt(chart, taps);
    expect(segment?.points.map((p) => p.timestamp)).toEqual(expected.map((p) => p.timestamp));
    expect(segment?.points[1]?.value).toBeCloseTo(expected[1]?.value ?? NaN, 2);
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    expect(chart.getOverlays({ groupId: DRAWING_GROUP_ID })).toHaveLength(0);
  });

  it('keeps a brisk second tap that klinecharts would drop as half a double-tap', async () => {
    const { chart, box } = await renderChart();
    await userEvent.click(page.getByRole('button', { name: 'Lines' }));
    await userEvent.click(page.getByRole('button', { name: 'Segment', exact: true }));
    const taps = [
      { x: 200, y: 100 },
      { x: 450, y: 220 },
    ];
    for (const { x, y } of taps) await tap(box.left + x, box.top + y);
    const drawings = chart.getOverlays({ groupId: DRAWING_GROUP_ID });
    expect(drawings).toHaveLength(1);
    const expected = pointsAt(chart, taps);
    expect(drawings[0]?.points.map((p) => p.timestamp)).toEqual(expected.map((p) => p.timestamp));
    await expect
      .element(page.getByRole('button', { name: 'Segment', exact: true }))
      .toHaveAttribute('aria-pressed', 'false');
  });

  it('draws a triangle from three brisk taps, each point once', async () => {
    const { chart, box } = await renderChart();
    await userEvent.click(page.getByRole('button', { name: 'Shapes' }));
    await userEvent.click(page.getByRole('button', { name: 'Triangle', exact: true }));
    const taps = [
      { x: 150, y: 200 },
      { x: 300, y: 80 },
      { x: 450, y: 220 },
    ];
    for (const { x, y } of taps) await tap(box.left + x, box.top + y);
    const [triangle, ...rest] = chart.getOverlays({ groupId: DRAWING_GROUP_ID });
    expect(rest).toHaveLength(0);
    expect(triangle?.points.map((p) => p.timestamp)).toEqual(
      pointsAt(chart, taps).map((p) => p.timestamp),
    );
  });
});
