// Our widget under the benchmark (bench/run.mjs builds this file with Vite).
import type { Chart as KLineChart } from 'klinecharts';
import { createRoot } from 'react-dom/client';
import { createElement, createRef, useState } from 'react';
import { Chart, DEFAULT_PERIODS } from '../src/index.ts';
import type { ChartApi, ChartSymbol } from '../src/index.ts';
import { instrumentedFeed, painted, SYMBOLS, tickBar, until } from './feed.ts';

const { feed, probe } = instrumentedFeed();
const period = DEFAULT_PERIODS[0] ?? { multiplier: 1, timespan: 'minute', text: '1m' };
const api = createRef<ChartApi>();
let chart: KLineChart | null = null;
let setSymbol: (symbol: ChartSymbol) => void = () => undefined;

function Bench() {
  const [symbol, choose] = useState<ChartSymbol>(SYMBOLS[0] ?? { ticker: 'BTCUSDT' });
  setSymbol = choose;
  return createElement(Chart, {
    ref: api,
    datafeed: feed,
    symbol,
    period,
    locale: 'en-US',
    theme: 'dark',
  });
}

window.bench = {
  run: async () => {
    const root = document.getElementById('root');
    if (!root) throw new Error('Container is null');
    const t0 = performance.now();
    createRoot(root).render(createElement(Bench));
    // The same end as Pro's: the first page answered and in the chart, then painted.
    await until(
      () => probe.answered >= 1 && (api.current?.getChart()?.getDataList().length ?? 0) >= 500,
    );
    await painted();
    const mountMs = performance.now() - t0;
    chart = api.current?.getChart() ?? null;

    const t1 = performance.now();
    chart?.scrollToDataIndex(0, 0);
    await until(() => probe.answered >= 2 && (chart?.getDataList().length ?? 0) >= 1000);
    await painted();
    const appendMs = performance.now() - t1;

    await until(() => probe.live !== null);
    const last = {
      ...(feedLast() ?? {
        timestamp: 0,
        open: '1',
        high: '1',
        low: '1',
        close: '1',
        volume: '1',
        turnover: '1',
      }),
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
      setSymbol(SYMBOLS[i % SYMBOLS.length] ?? { ticker: `S${i}` });
      await until(() => probe.answered > before);
      await painted();
    }
  },
};

function feedLast() {
  const bar = chart?.getDataList().at(-1);
  if (!bar) return null;
  const s = (n: number) => n.toFixed(2);
  return {
    timestamp: bar.timestamp,
    open: s(bar.open),
    high: s(bar.high),
    low: s(bar.low),
    close: s(bar.close),
    volume: String(bar.volume ?? 0),
    turnover: String(bar.turnover ?? 0),
  };
}
