// KLineChart Pro 0.1.1 under the benchmark, on klinecharts 9.8.12 (bench/run.mjs aliases
// `klinecharts` to the `klinecharts9` package for this build only).
import { KLineChartPro } from '@klinecharts/pro';
import '@klinecharts/pro/dist/klinecharts-pro.css';
import { init } from 'klinecharts';
import type { Chart as KLineChart, KLineData } from 'klinecharts';
import { DEFAULT_PERIODS } from '../src/index.ts';
import type { KLineBar } from '../src/index.ts';
import { instrumentedFeed, painted, SYMBOLS, tickBar, until } from './feed.ts';

const { feed, probe } = instrumentedFeed();
const toNumbers = (bar: KLineBar): KLineData => ({
  timestamp: bar.timestamp,
  open: Number(bar.open),
  high: Number(bar.high),
  low: Number(bar.low),
  close: Number(bar.close),
  volume: Number(bar.volume),
  turnover: Number(bar.turnover),
});
let proLive: ((bar: KLineData) => void) | null = null;
let pro: KLineChartPro | null = null;

const proFeed = {
  searchSymbols: (text?: string) => feed.searchSymbols(text),
  getHistoryKLineData: async (symbol: never, period: never, from: number, to: number) =>
    (await feed.getHistoryKLineData(symbol, period, from, to)).map(toNumbers),
  subscribe: (symbol: never, period: never, callback: (bar: KLineData) => void) => {
    proLive = callback;
    feed.subscribe(symbol, period, (bar) => {
      callback(toNumbers(bar));
    });
  },
  unsubscribe: (symbol: never, period: never) => {
    proLive = null;
    feed.unsubscribe(symbol, period);
  },
};

/** Pro keeps its klinecharts instance private; klinecharts 9's init hands back an existing one. */
function proChart(): KLineChart | null {
  const widget = document.querySelector<HTMLElement>('.klinecharts-pro-widget');
  const id = widget?.getAttribute('k-line-chart-id');
  if (!widget || !id) return null;
  widget.id = id;
  return init(widget);
}

window.bench = {
  run: async () => {
    const root = document.getElementById('root');
    if (!root) throw new Error('Container is null');
    const t0 = performance.now();
    pro = new KLineChartPro({
      container: root,
      symbol: SYMBOLS[0] as never,
      period: DEFAULT_PERIODS[0] as never,
      theme: 'dark',
      locale: 'en-US',
      datafeed: proFeed as never,
    });
    // The same end as ours: the first page answered and in the chart, then painted.
    await until(() => probe.answered >= 1 && (proChart()?.getDataList().length ?? 0) >= 500);
    await painted();
    const mountMs = performance.now() - t0;
    const chart = proChart();

    const t1 = performance.now();
    chart?.scrollToDataIndex(0, 0);
    await until(() => probe.answered >= 2 && (chart?.getDataList().length ?? 0) >= 1000);
    await painted();
    const appendMs = performance.now() - t1;

    await until(() => proLive !== null);
    const lastBar = chart?.getDataList().at(-1);
    const s = (n: number | undefined) => (n ?? 0).toFixed(2);
    const last: KLineBar = {
      timestamp: lastBar?.timestamp ?? 0,
      open: s(lastBar?.open),
      high: s(lastBar?.high),
      low: s(lastBar?.low),
      close: s(lastBar?.close),
      volume: '1',
      turnover: '1',
    };
    const t2 = performance.now();
    for (let i = 0; i < 1000; i++) proLive?.(toNumbers(tickBar(last, i)));
    await painted();
    const ticksMs = performance.now() - t2;
    return { mountMs, appendMs, ticksMs };
  },
  switchSymbols: async (count) => {
    for (let i = 1; i <= count; i++) {
      const before = probe.answered;
      pro?.setSymbol((SYMBOLS[i % SYMBOLS.length] ?? { ticker: `S${i}` }) as never);
      await until(() => probe.answered > before);
      await painted();
    }
  },
};
