// klinecharts 10 alone on a bare div (bench/run.mjs builds this file with Vite).
import type { Chart as KLineChart } from 'klinecharts';
import { createCoreChart, probe, showTicker } from './core-bench.ts';
import { benchSteps } from './feed.ts';

let chart: KLineChart | null = null;
window.bench = benchSteps(probe, {
  mount: (root, symbol) => {
    chart = createCoreChart(root, symbol.ticker);
  },
  chart: () => chart,
  live: () => probe.live,
  switchTo: (symbol) => {
    showTicker(chart, symbol.ticker);
  },
});
