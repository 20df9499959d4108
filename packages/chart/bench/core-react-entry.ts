// klinecharts 10 in the smallest React component that can host it: the floor of any React widget
// on this core (bench/run.mjs builds this file with Vite).
import type { Chart as KLineChart } from 'klinecharts';
import { createElement, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createCoreChart, probe, showTicker } from './core-bench.ts';
import { benchSteps } from './feed.ts';

let chart: KLineChart | null = null;
let choose: (ticker: string) => void = () => undefined;

function Host({ initial }: { initial: string }) {
  const [ticker, setTicker] = useState(initial);
  // The container as state, as a widget's callback ref would hand it over.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    choose = setTicker;
  }, []);
  useEffect(() => {
    if (element && !chart) chart = createCoreChart(element, initial);
  }, [element, initial]);
  useEffect(() => {
    showTicker(chart, ticker);
  }, [ticker]);
  return createElement('div', { ref: setElement, style: { width: '100%', height: '100%' } });
}

window.bench = benchSteps(probe, {
  mount: (root, symbol) => {
    createRoot(root).render(createElement(Host, { initial: symbol.ticker }));
  },
  chart: () => chart,
  live: () => probe.live,
  switchTo: (symbol) => {
    choose(symbol.ticker);
  },
});
