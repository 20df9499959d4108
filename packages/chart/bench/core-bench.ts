// klinecharts 10 with nothing around it but the smallest DataLoader: the floor any widget on this
// core starts from. `core-entry.ts` runs it on a bare div, `core-react-entry.ts` inside a minimal
// React component; the steps and data are those of ours-entry.ts and pro-entry.ts.
import { init } from 'klinecharts';
import type { Chart as KLineChart, KLineData } from 'klinecharts';
import { DEFAULT_PERIODS } from '../src/config/periods.ts';
import type { KLineBar } from '../src/types.ts';
import { instrumentedFeed, painted, SYMBOLS, tickBar, until } from './feed.ts';

const { feed, probe } = instrumentedFeed();
const period = DEFAULT_PERIODS[0] ?? { multiplier: 1, timespan: 'minute', text: '1m' };
const toNumbers = (bar: KLineBar): KLineData => ({
  timestamp: bar.timestamp,
  open: Number(bar.open),
  high: Number(bar.high),
  low: Number(bar.low),
  close: Number(bar.close),
  volume: Number(bar.volume),
  turnover: Number(bar.turnover),
});
const feedSymbol = (ticker: string) => SYMBOLS.find((s) => s.ticker === ticker) ?? { ticker };

/** Creates a klinecharts 10 chart in `container`, showing `ticker`, fed by the bench feed. */
export function createCoreChart(container: HTMLElement, ticker: string): KLineChart | null {
  const chart = init(container, { styles: 'dark', locale: 'en-US', timezone: 'Asia/Shanghai' });
  chart?.createIndicator({ name: 'MA', paneId: 'candle_pane' }, true);
  chart?.createIndicator('VOL');
  chart?.setSymbol({ ticker, pricePrecision: 2, volumePrecision: 0 });
  chart?.setPeriod({ type: period.timespan, span: period.multiplier });
  chart?.setDataLoader({
    getBars: async ({ type, timestamp, symbol, callback }) => {
      if (type !== 'init' && type !== 'forward') {
        callback([], { backward: false });
        return;
      }
      const to = type === 'init' ? Date.now() : (timestamp ?? Date.now()) - 1;
      const from = to - 500 * 60_000;
      const bars = await feed.getHistoryKLineData(feedSymbol(symbol.ticker), period, from, to);
      callback(bars.map(toNumbers), { forward: bars.length >= 500, backward: false });
    },
    subscribeBar: ({ symbol, callback }) => {
      feed.subscribe(feedSymbol(symbol.ticker), period, (bar) => {
        callback(toNumbers(bar));
      });
    },
    unsubscribeBar: ({ symbol }) => {
      feed.unsubscribe(feedSymbol(symbol.ticker), period);
    },
  });
  return chart;
}

/** Symbol switch of the bare core. */
export function showTicker(chart: KLineChart | null, ticker: string): void {
  if (chart?.getSymbol()?.ticker === ticker) return;
  chart?.setSymbol({ ticker, pricePrecision: 2, volumePrecision: 0 });
}

/** The bench steps over a host that mounts the chart and switches its symbol. */
export function coreBench(host: {
  mount: (root: HTMLElement, ticker: string) => void;
  chart: () => KLineChart | null;
  switchTo: (ticker: string) => void;
}): Window['bench'] {
  return {
    run: async () => {
      const root = document.getElementById('root');
      if (!root) throw new Error('Container is null');
      const t0 = performance.now();
      host.mount(root, SYMBOLS[0]?.ticker ?? 'BTCUSDT');
      await until(() => probe.answered >= 1 && (host.chart()?.getDataList().length ?? 0) >= 500);
      await painted();
      const mountMs = performance.now() - t0;
      const chart = host.chart();

      const t1 = performance.now();
      chart?.scrollToDataIndex(0, 0);
      await until(() => probe.answered >= 2 && (chart?.getDataList().length ?? 0) >= 1000);
      await painted();
      const appendMs = performance.now() - t1;

      await until(() => probe.live !== null);
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
      for (let i = 0; i < 1000; i++) probe.live?.(tickBar(last, i));
      await painted();
      const ticksMs = performance.now() - t2;
      return { mountMs, appendMs, ticksMs };
    },
    switchSymbols: async (count) => {
      for (let i = 1; i <= count; i++) {
        const before = probe.answered;
        host.switchTo(SYMBOLS[i % SYMBOLS.length]?.ticker ?? `S${i}`);
        await until(() => probe.answered > before);
        await painted();
      }
    },
  };
}
