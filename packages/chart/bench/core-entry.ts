// klinecharts 10 alone on a bare div (bench/run.mjs builds this file with Vite).
import type { Chart as KLineChart } from 'klinecharts';
import { coreBench, createCoreChart, showTicker } from './core-bench.ts';

let chart: KLineChart | null = null;
window.bench = coreBench({
  mount: (root, ticker) => {
    chart = createCoreChart(root, ticker);
  },
  chart: () => chart,
  switchTo: (ticker) => {
    showTicker(chart, ticker);
  },
});
