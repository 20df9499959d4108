// Our widget under the benchmark (bench/run.mjs builds this file with Vite).
import { createRoot } from 'react-dom/client';
import { createElement, createRef, useEffect, useState } from 'react';
import { Chart, DEFAULT_PERIODS } from '../src/index.ts';
import type { ChartApi, ChartSymbol } from '../src/index.ts';
import { benchSteps, instrumentedFeed } from './feed.ts';

const { feed, probe } = instrumentedFeed();
const period = DEFAULT_PERIODS[0] ?? { multiplier: 1, timespan: 'minute', text: '1m' };
const api = createRef<ChartApi>();
let setSymbol: (symbol: ChartSymbol) => void = () => undefined;

function Bench({ initial }: { initial: ChartSymbol }) {
  const [symbol, choose] = useState(initial);
  useEffect(() => {
    setSymbol = choose;
  }, []);
  return createElement(Chart, {
    ref: api,
    datafeed: feed,
    symbol,
    period,
    locale: 'en-US',
    theme: 'dark',
  });
}

window.bench = benchSteps(probe, {
  mount: (root, symbol) => {
    createRoot(root).render(createElement(Bench, { initial: symbol }));
  },
  chart: () => api.current?.getChart() ?? null,
  live: () => probe.live,
  switchTo: (symbol) => {
    setSymbol(symbol);
  },
});
