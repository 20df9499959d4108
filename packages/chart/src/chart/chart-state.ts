import type { ChartSettings } from '../config/chart-settings.ts';
import type { PersistedChartState } from '../persistence/chart-storage.ts';
import {
  parseChartState,
  parsePeriodChoice,
  periodEntry,
  storageEntry,
} from '../persistence/chart-storage.ts';
import type { Period } from '../types.ts';

/** What the chart keeps per symbol (and persists under a `storageKey`). */
export interface ChartState {
  mainIndicators: string[];
  subIndicators: string[];
  indicatorParams: Record<string, number[]>;
  settings: ChartSettings;
}

/** Where persisted state goes: `localStorage` or a host's stand-in. */
export type ChartStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readPersisted(
  storage: ChartStorage | undefined,
  storageKey: string | undefined,
  ticker: string,
): PersistedChartState | null {
  if (storageKey === undefined || storage === undefined) return null;
  try {
    return parseChartState(storage.getItem(storageEntry(storageKey, ticker)) ?? '');
  } catch {
    // Storage can throw (privacy mode, quota); the chart works without it (SPEC.md section 8).
    return null;
  }
}

export function readPersistedPeriod(
  storage: ChartStorage | undefined,
  storageKey: string | undefined,
  periods: readonly Period[],
): Period | null {
  if (storageKey === undefined || storage === undefined) return null;
  try {
    return parsePeriodChoice(storage.getItem(periodEntry(storageKey)) ?? '', periods);
  } catch {
    return null;
  }
}
