// Mounting <Chart> for browser tests: the same frame, clock, feed, symbol and period in every
// test file, so each test states only the props it is about. For tests only.
import type { Chart as KLineChart } from 'klinecharts';
import { createRef } from 'react';
import type { Ref } from 'react';
import { vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Locator } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DRAWING_GROUP_ID } from '../config/drawing-tools.ts';
import { DEFAULT_PERIODS } from '@exchange/formulas';
import { createMemoryDatafeed, DEMO_NOW, DEMO_SYMBOLS } from '../datafeed/memory-datafeed.ts';
import type { MemoryDatafeed } from '../datafeed/memory-datafeed.ts';
import type { ChartApi } from './chart-api.ts';
import type { ChartProps } from './chart.tsx';
import { Chart } from './chart.tsx';
import { CANDLE_PANE_ID } from './indicators.ts';

export const [
  btc = { ticker: 'BTCUSDT' },
  eth = { ticker: 'ETHUSDT' },
  sol = { ticker: 'SOLUSDT' },
] = DEMO_SYMBOLS;
export const minute = DEFAULT_PERIODS[0] ?? { multiplier: 1, timespan: 'minute', text: '1m' };

/** The demo feed on the fixed test clock (same bars every run). */
export const demoFeed = (): MemoryDatafeed => createMemoryDatafeed({ now: DEMO_NOW });

/** Props a test may set; the feed, BTCUSDT and 1m are the defaults. */
type TestChartProps = Partial<Omit<ChartProps, 'ref'>>;

function Framed({ api, ...props }: ChartProps & { api: Ref<ChartApi> }) {
  return (
    <div style={{ width: 900, height: 500 }}>
      <Chart ref={api} now={() => DEMO_NOW} {...props} />
    </div>
  );
}

/**
 * Renders <Chart> in a 900×500 frame, without waiting for data. `rerender` lays its props over
 * the first ones, as a host changing some props would.
 */
export async function renderChart(props: TestChartProps = {}) {
  const ref = createRef<ChartApi>();
  // One feed for the whole mount: a new datafeed object would reload the chart.
  const feed = props.datafeed ?? demoFeed();
  const element = (changes: TestChartProps) => (
    <Framed api={ref} symbol={btc} period={minute} {...props} datafeed={feed} {...changes} />
  );
  const screen = await render(element({}));
  if (!ref.current) throw new Error('no api');
  return {
    api: ref.current,
    screen,
    rerender: (changes: TestChartProps) => screen.rerender(element(changes)),
  };
}

/** Waits until the chart holds `count` bars, or any when `count` is left out. */
export async function waitForBars(api: ChartApi, count?: number): Promise<void> {
  await vi.waitFor(() => {
    const list = api.getChart()?.getDataList() ?? [];
    if (count === undefined ? list.length === 0 : list.length !== count)
      throw new Error(`bars: ${list.length}`);
  });
}

/**
 * {@link renderChart}, then waits for the first page (`bars` of it when given). Returns the
 * klinecharts instance too, and `drawings()`: the overlays of the drawing-tools group now.
 */
export async function mountChart(props: TestChartProps = {}, bars?: number) {
  const mounted = await renderChart(props);
  await waitForBars(mounted.api, bars);
  const chart = mounted.api.getChart();
  if (!chart) throw new Error('no chart');
  const drawings = () => chart.getOverlays({ groupId: DRAWING_GROUP_ID });
  return { ...mounted, chart, drawings };
}

/** The chart's figure (its canvases) in viewport pixels. */
export function figureBox(): DOMRect {
  const figure = document.querySelector('[role="figure"]');
  if (!figure) throw new Error('no chart');
  return figure.getBoundingClientRect();
}

/** The chart's value/time at pixels of the candle pane (klinecharts answers one or a list). */
export function pointsAt(chart: KLineChart, pixels: { x: number; y: number }[]) {
  const points = chart.convertFromPixel(pixels, { paneId: CANDLE_PANE_ID });
  return Array.isArray(points) ? points : [points];
}

/** Opens a drawing-bar group (e.g. 'Lines') and picks one of its tools; returns the tool button. */
export async function chooseTool(group: string, tool: string): Promise<Locator> {
  await userEvent.click(page.getByRole('button', { name: group }));
  const button = page.getByRole('button', { name: tool, exact: true });
  await userEvent.click(button);
  return button;
}
