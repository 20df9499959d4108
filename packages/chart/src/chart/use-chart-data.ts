import type { Chart as KLineChart } from 'klinecharts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createDataLoader, toKPeriod } from '../datafeed/data-loader.ts';
import type { ChartSymbol } from '../symbol-label.ts';
import type { Datafeed, Period } from '../types.ts';

interface ChartDataInput {
  chart: KLineChart | null;
  datafeed: Datafeed;
  symbol: ChartSymbol;
  period: Period;
  periods: readonly Period[];
  now: (() => number) | undefined;
  onLoad: ((chart: KLineChart) => void) | undefined;
}

/** What the chart's data is doing: idle, then loading ⇄ ready on every symbol/period change. */
export type LoadState = 'idle' | 'loading' | 'ready';

/**
 * klinecharts' data: symbol, period and the data loader over `datafeed`; `onLoad` hears each
 * first page shown.
 */
export function useChartData({
  chart,
  datafeed,
  symbol,
  period,
  periods,
  now,
  onLoad,
}: ChartDataInput): LoadState {
  // idle until the first page is asked for, then loading ⇄ ready on every symbol/period change.
  const [loadState, setLoadState] = useState<LoadState>('idle');

  // ---- klinecharts: data ----
  // The klinecharts instance is synced in layout effects: before the browser paints, so the
  // canvas never shows a frame behind the React parts (a theme switch repaints both at once),
  // and the first page is asked for before the first paint rather than after it.
  useLayoutEffect(() => {
    if (!chart) return;
    const current = chart.getSymbol();
    if (current?.ticker !== symbol.ticker) {
      chart.setSymbol({
        ...symbol,
        pricePrecision: symbol.pricePrecision ?? 2,
        volumePrecision: symbol.volumePrecision ?? 0,
      });
    }
  }, [chart, symbol]);

  useLayoutEffect(() => {
    if (!chart) return;
    const current = chart.getPeriod();
    const next = toKPeriod(period);
    if (current?.type !== next.type || current.span !== next.span) chart.setPeriod(next);
  }, [chart, period]);

  // The clock and the period list are read when a page is asked for: a host passing a new
  // function or array on every render must not reload the chart.
  const loaderInputs = useRef({ now, periods });
  useLayoutEffect(() => {
    loaderInputs.current = { now, periods };
  }, [now, periods]);

  // After symbol and period, so the first load happens once, with both set.
  useLayoutEffect(() => {
    if (!chart) return;
    const loader = createDataLoader(datafeed, {
      periods: () => loaderInputs.current.periods,
      now: () => (loaderInputs.current.now ?? Date.now)(),
      onLoadingChange: (isLoading) => {
        setLoadState(isLoading ? 'loading' : 'ready');
      },
    });
    chart.setDataLoader(loader);
    // klinecharts' dispose never unsubscribes the live feed; the loader does.
    return () => {
      loader.dispose();
    };
  }, [chart, datafeed]);

  const onLoadRef = useRef(onLoad);
  useEffect(() => {
    onLoadRef.current = onLoad;
  }, [onLoad]);
  useEffect(() => {
    if (chart && loadState === 'ready') onLoadRef.current?.(chart);
  }, [chart, loadState]);

  return loadState;
}
