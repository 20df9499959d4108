// KLineChart Pro 0.1.1 under the benchmark, on klinecharts 9.8.12 (bench/run.mjs aliases
// `klinecharts` to the `klinecharts9` package for this build only).
import { KLineChartPro } from '@klinecharts/pro';
import '@klinecharts/pro/dist/klinecharts-pro.css';
import { init } from 'klinecharts';
import type { Chart as KLineChart, KLineData } from 'klinecharts';
import { toKLine } from '../src/datafeed/data-loader.ts';
import { DEFAULT_PERIODS } from '../src/index.ts';
import { benchSteps, instrumentedFeed } from './feed.ts';

const { feed, probe } = instrumentedFeed();
let proLive: ((bar: KLineData) => void) | null = null;
let pro: KLineChartPro | null = null;

// Pro wants numbers: the bars are converted once, in its feed, as ours converts in its loader.
const proFeed = {
  searchSymbols: (text?: string) => feed.searchSymbols(text),
  getHistoryKLineData: async (symbol: never, period: never, from: number, to: number) =>
    (await feed.getHistoryKLineData(symbol, period, from, to)).map(toKLine),
  subscribe: (symbol: never, period: never, callback: (bar: KLineData) => void) => {
    proLive = callback;
    feed.subscribe(symbol, period, (bar) => {
      callback(toKLine(bar));
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

window.bench = benchSteps(probe, {
  mount: (root, symbol) => {
    pro = new KLineChartPro({
      container: root,
      symbol,
      period: DEFAULT_PERIODS[0] as never,
      theme: 'dark',
      locale: 'en-US',
      datafeed: proFeed,
    });
  },
  chart: proChart,
  live: () => {
    const callback = proLive;
    return callback
      ? (bar) => {
          callback(toKLine(bar));
        }
      : null;
  },
  switchTo: (symbol) => {
    pro?.setSymbol(symbol);
  },
});
