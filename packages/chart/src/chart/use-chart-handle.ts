import type { Chart as KLineChart } from 'klinecharts';
import { useImperativeHandle } from 'react';
import type { Ref } from 'react';
import type { SavedDrawing } from '../drawings/saved-drawing.ts';
import { snapshotDrawings } from '../drawings/saved-drawing.ts';
import type { DrawingTools } from '../drawings/use-drawing-tools.ts';
import { parseChartState, serializeChartState } from '../persistence/chart-storage.ts';
import type { ChartApi } from './chart-api.ts';
import type { ChartState } from './chart-state.ts';
import type { IndicatorPlace } from './indicators.ts';

interface ChartHandleInput {
  chart: KLineChart | null;
  drawings: DrawingTools;
  state: ChartState;
  updateState: (next: ChartState) => void;
  persist: (next: ChartState, drawings: SavedDrawing[]) => void;
  toggleIndicator: (place: IndicatorPlace, name: string) => void;
  screenshot: () => string;
  disposeNow: () => void;
}

/** The `ref` handle of `<Chart>` ({@link ChartApi}), rebuilt on every render. */
export function useChartHandle(
  ref: Ref<ChartApi> | undefined,
  {
    chart,
    drawings,
    state,
    updateState,
    persist,
    toggleIndicator,
    screenshot,
    disposeNow,
  }: ChartHandleInput,
): void {
  useImperativeHandle(ref, (): ChartApi => ({
    getChart: () => chart,
    setStyles: (value) => chart?.setStyles(value),
    createOverlay: drawings.add,
    removeOverlay: (filter) => chart?.removeOverlay(filter),
    createIndicator: (name, place) => {
      const key = place === 'main' ? 'mainIndicators' : 'subIndicators';
      if (!state[key].includes(name)) toggleIndicator(place, name);
    },
    removeIndicator: (name, place) => {
      const key = place === 'main' ? 'mainIndicators' : 'subIndicators';
      if (state[key].includes(name)) toggleIndicator(place, name);
    },
    screenshot,
    undo: drawings.undo,
    redo: drawings.redo,
    exportState: () =>
      serializeChartState({ version: 1, drawings: chart ? snapshotDrawings(chart) : [], ...state }),
    importState: (json) => {
      const parsed = parseChartState(json);
      if (!parsed) return false;
      const { drawings: saved, version: _version, ...rest } = parsed;
      updateState(rest);
      drawings.load(saved);
      persist(rest, saved);
      return true;
    },
    dispose: disposeNow,
  }));
}
