// klinecharts 10 with nothing around it but the smallest DataLoader: the floor any widget on this
// core starts from. `core-entry.ts` runs it on a bare div, `core-react-entry.ts` inside a minimal
// React component; both run the steps of feed.ts (benchSteps) on the same data.
import { init } from 'klinecharts';
import type { Chart as KLineChart } from 'klinecharts';
import { DEFAULT_PERIODS } from '@exchange/formulas';
import { toKLine } from '../src/datafeed/data-loader.ts';
import { instrumentedFeed, SYMBOLS } from './feed.ts';

const { feed, probe: coreProbe } = instrumentedFeed();
/** The bare core's feed probe, for benchSteps. */
export const probe = coreProbe;
const period = DEFAULT_PERIODS[0] ?? { multiplier: 1, timespan: 'minute', text: '1m' };
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
      callback(bars.map(toKLine), { forward: bars.length >= 500, backward: false });
    },
    subscribeBar: ({ symbol, callback }) => {
      feed.subscribe(feedSymbol(symbol.ticker), period, (bar) => {
        callback(toKLine(bar));
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
