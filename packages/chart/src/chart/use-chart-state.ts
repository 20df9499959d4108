import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChartSettings } from '../config/chart-settings.ts';
import { DEFAULT_CHART_SETTINGS } from '../config/chart-settings.ts';
import {
  DEFAULT_MAIN_INDICATORS,
  DEFAULT_SUB_INDICATORS,
  DEFAULT_TIMEZONE,
} from '../config/defaults.ts';
import type { SavedDrawing } from '../drawings/saved-drawing.ts';
import type { PersistedChartState } from '../persistence/chart-storage.ts';
import { serializeChartState, storageEntry } from '../persistence/chart-storage.ts';
import type { ChartSymbol } from '../symbol-label.ts';
import type { Period } from '../types.ts';
import type { ChartState, ChartStorage } from './chart-state.ts';
import { readPersisted, readPersistedPeriod } from './chart-state.ts';

interface ChartStateInput {
  symbolInput: ChartSymbol;
  periodInput: Period;
  timezoneInput: string | undefined;
  mainInput: readonly string[] | undefined;
  subInput: readonly string[] | undefined;
  defaultSettings: Partial<ChartSettings> | undefined;
  periods: readonly Period[];
  storage: ChartStorage | undefined;
  storageKey: string | undefined;
  onPeriodChange: ((period: Period) => void) | undefined;
}

/**
 * The chart's symbol, period, timezone and per-symbol state (indicators, parameters, settings):
 * restored from storage, following the host's props, persisted on demand.
 */
export function useChartState({
  symbolInput,
  periodInput,
  timezoneInput,
  mainInput,
  subInput,
  defaultSettings,
  periods,
  storage,
  storageKey,
  onPeriodChange,
}: ChartStateInput) {
  const defaults = (): ChartState => ({
    mainIndicators: [...(mainInput ?? DEFAULT_MAIN_INDICATORS)],
    subIndicators: [...(subInput ?? DEFAULT_SUB_INDICATORS)],
    indicatorParams: {},
    settings: { ...DEFAULT_CHART_SETTINGS, ...defaultSettings },
  });
  const stateFor = (ticker: string): ChartState => {
    const saved = readPersisted(storage, storageKey, ticker);
    return saved
      ? {
          mainIndicators: saved.mainIndicators,
          subIndicators: saved.subIndicators,
          indicatorParams: saved.indicatorParams,
          settings: saved.settings,
        }
      : defaults();
  };

  const [symbol, setSymbol] = useState(symbolInput);
  // The stored choice, read once: it wins over the host's period at mount (issue 15, item 8).
  const [restoredPeriod] = useState(() => {
    const stored = readPersistedPeriod(storage, storageKey, periods);
    return stored && stored.text !== periodInput.text ? stored : null;
  });
  const [period, setPeriod] = useState(restoredPeriod ?? periodInput);
  const [symbolProp, setSymbolProp] = useState(symbolInput);
  const [periodProp, setPeriodProp] = useState(periodInput);
  const [timezone, setTimezone] = useState(timezoneInput ?? DEFAULT_TIMEZONE);
  const [timezoneProp, setTimezoneProp] = useState(timezoneInput);
  const [state, setState] = useState<ChartState>(() => stateFor(symbolInput.ticker));

  // The host may change symbol, period or timezone at any time; the widget follows the last value.
  if (symbolInput.ticker !== symbolProp.ticker) {
    setSymbolProp(symbolInput);
    setSymbol(symbolInput);
    setState(stateFor(symbolInput.ticker));
  }
  if (periodInput.text !== periodProp.text) {
    setPeriodProp(periodInput);
    setPeriod(periodInput);
  }
  if (timezoneInput !== timezoneProp) {
    setTimezoneProp(timezoneInput);
    setTimezone(timezoneInput ?? DEFAULT_TIMEZONE);
  }

  const persist = useCallback(
    (next: ChartState, drawings: SavedDrawing[]) => {
      if (storageKey === undefined || storage === undefined) return;
      const saved: PersistedChartState = { version: 1, drawings, ...next };
      try {
        storage.setItem(storageEntry(storageKey, symbol.ticker), serializeChartState(saved));
      } catch {
        // Quota or privacy mode: persistence is best effort (SPEC.md section 8).
      }
    },
    [storage, storageKey, symbol.ticker],
  );

  // A host keeping the period (a URL, a label) hears that the chart opened on another one.
  const onPeriodChangeRef = useRef(onPeriodChange);
  useEffect(() => {
    onPeriodChangeRef.current = onPeriodChange;
  }, [onPeriodChange]);
  useEffect(() => {
    if (restoredPeriod) onPeriodChangeRef.current?.(restoredPeriod);
  }, [restoredPeriod]);

  return {
    symbol,
    setSymbol,
    period,
    setPeriod,
    timezone,
    setTimezone,
    state,
    setState,
    stateFor,
    persist,
  };
}
