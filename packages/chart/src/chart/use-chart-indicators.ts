import type { Chart as KLineChart } from 'klinecharts';
import { useLayoutEffect } from 'react';
import type { ChartState } from './chart-state.ts';
import { setIndicatorVisible, syncIndicators } from './indicators.ts';

/** The panes' indicators follow the state; `hidden` (`main:MA`, `sub:VOL`) ones stay off. */
export function useChartIndicators(
  chart: KLineChart | null,
  { mainIndicators, subIndicators, indicatorParams }: ChartState,
  hidden: readonly string[],
): void {
  useLayoutEffect(() => {
    if (!chart) return;
    syncIndicators(chart, 'main', mainIndicators, indicatorParams);
    syncIndicators(chart, 'sub', subIndicators, indicatorParams);
  }, [chart, mainIndicators, subIndicators, indicatorParams]);

  useLayoutEffect(() => {
    if (!chart) return;
    for (const place of ['main', 'sub'] as const) {
      for (const name of place === 'main' ? mainIndicators : subIndicators) {
        setIndicatorVisible(chart, place, name, !hidden.includes(`${place}:${name}`));
      }
    }
  }, [chart, hidden, mainIndicators, subIndicators]);
}
