// The data every page of the benchmark gets, the same seeded walk (decimal strings for ours,
// numbers for KLineChart Pro and the bare core), with hooks to see when a page has landed, and the
// steps every page runs (benchSteps), so all are timed from and to the same points.
import type { Chart as KLineChart } from 'klinecharts';
import { createMemoryDatafeed, DEMO_SYMBOLS } from '../src/index.ts';
import type { ChartSymbol, Datafeed, KLineBar } from '../src/index.ts';

export interface Instrumented {
  /** History requests answered so far. */
  answered: number;
  /** The live callback of the current subscription. */
  live: ((bar: KLineBar) => void) | null;
}

export const SYMBOLS = DEMO_SYMBOLS;

/** Our seeded feed, counting answers and keeping the live callback. */
export function instrumentedFeed(): { feed: Datafeed; probe: Instrumented } {
  // The real clock: KLineChart Pro asks for history up to Date.now(), so both widgets must.
  const base = createMemoryDatafeed({ seed: 3, now: Date.now(), historyBars: 5000 });
  const probe: Instrumented = { answered: 0, live: null };
  const feed: Datafeed = {
    searchSymbols: (text) => base.searchSymbols(text),
    getHistoryKLineData: async (symbol, period, from, to) => {
      const bars = await base.getHistoryKLineData(symbol, period, from, to);
      probe.answered++;
      return bars;
    },
    subscribe: (symbol, period, callback) => {
      probe.live = callback;
      base.subscribe(symbol, period, callback);
    },
    unsubscribe: (symbol, period) => {
      probe.live = null;
      base.unsubscribe(symbol, period);
    },
  };
  return { feed, probe };
}

/** Two animation frames: klinecharts paints on the next frame after data lands. */
const painted = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
  });

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The same tick stream for both widgets: the last bar's close moving by one step. */
function tickBar(last: KLineBar, i: number): KLineBar {
  const close = (Number(last.close) + ((i % 7) - 3) / 100).toFixed(2);
  return {
    ...last,
    close,
    high: last.high > close ? last.high : close,
    low: last.low < close ? last.low : close,
  };
}

/** What a page under the benchmark does for {@link benchSteps}. */
export interface BenchHost {
  /** Mounts the widget in `root`, showing `symbol`. */
  mount: (root: HTMLElement, symbol: ChartSymbol) => void;
  /** The widget's klinecharts instance, once there is one. */
  chart: () => Pick<KLineChart, 'getDataList' | 'scrollToDataIndex'> | null;
  /** Hands one live bar to the widget the way its feed would; null until it has subscribed. */
  live: () => ((bar: KLineBar) => void) | null;
  /** Switches the widget to `symbol`. */
  switchTo: (symbol: ChartSymbol) => void;
}

/**
 * The benchmark's steps over one page: mount → first painted 500 candles, 500 older bars
 * appended, 1,000 live ticks painted, then symbol switches (run.mjs reads the heap after them).
 */
export function benchSteps(probe: Instrumented, host: BenchHost): Window['bench'] {
  return {
    run: async () => {
      const root = document.getElementById('root');
      if (!root) throw new Error('Container is null');
      const t0 = performance.now();
      host.mount(root, SYMBOLS[0] ?? { ticker: 'BTCUSDT' });
      // The end: the first page answered and in the chart, then painted.
      await until(() => probe.answered >= 1 && (host.chart()?.getDataList().length ?? 0) >= 500);
      await painted();
      const mountMs = performance.now() - t0;
      const chart = host.chart();

      const t1 = performance.now();
      chart?.scrollToDataIndex(0, 0);
      await until(() => probe.answered >= 2 && (chart?.getDataList().length ?? 0) >= 1000);
      await painted();
      const appendMs = performance.now() - t1;

      await until(() => host.live() !== null);
      const push = host.live();
      const last = lastBar(chart?.getDataList().at(-1));
      const t2 = performance.now();
      for (let i = 0; i < 1000; i++) push?.(tickBar(last, i));
      await painted();
      const ticksMs = performance.now() - t2;
      return { mountMs, appendMs, ticksMs };
    },
    switchSymbols: async (count) => {
      for (let i = 1; i <= count; i++) {
        const before = probe.answered;
        host.switchTo(SYMBOLS[i % SYMBOLS.length] ?? { ticker: `S${i}` });
        await until(() => probe.answered > before);
        await painted();
      }
    },
  };
}

/** The chart's newest bar as a feed bar, the start of the tick stream. */
function lastBar(bar: ReturnType<KLineChart['getDataList']>[number] | undefined): KLineBar {
  const s = (n: number | undefined) => (n ?? 0).toFixed(2);
  return {
    timestamp: bar?.timestamp ?? 0,
    open: s(bar?.open),
    high: s(bar?.high),
    low: s(bar?.low),
    close: s(bar?.close),
    volume: '1',
    turnover: '1',
  };
}

/** What each scenario page reports to run.mjs. */
export interface BenchResult {
  mountMs: number;
  appendMs: number;
  ticksMs: number;
}

declare global {
  interface Window {
    bench: { run: () => Promise<BenchResult>; switchSymbols: (count: number) => Promise<void> };
  }
}
