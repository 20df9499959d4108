import type { Chart as KLineChart } from 'klinecharts';
import { useEffect } from 'react';
import type { DrawingTools } from '../drawings/use-drawing-tools.ts';
import type { ChartStorage } from './chart-state.ts';
import { readPersisted } from './chart-state.ts';

/** Drawings belong to a symbol when they persist: load the new symbol's on every switch. */
export function useSymbolDrawings(
  chart: KLineChart | null,
  loadDrawings: DrawingTools['load'],
  storage: ChartStorage | undefined,
  storageKey: string | undefined,
  ticker: string,
): void {
  useEffect(() => {
    if (!chart || storageKey === undefined) return;
    loadDrawings(readPersisted(storage, storageKey, ticker)?.drawings ?? []);
  }, [chart, storage, storageKey, ticker, loadDrawings]);
}
