import type { ChartSettings } from '../config/chart-settings.ts';
import { DEFAULT_CHART_SETTINGS } from '../config/chart-settings.ts';
import { CANDLE_TYPES, PRICE_AXIS_TYPES } from '../config/defaults.ts';
import type { SavedDrawing } from '../drawings/saved-drawing.ts';
import type { Period } from '../types.ts';

/** What the chart keeps per symbol under its `storageKey` (issue 6: persistence). */
export interface PersistedChartState {
  version: 1;
  drawings: SavedDrawing[];
  mainIndicators: string[];
  subIndicators: string[];
  indicatorParams: Record<string, number[]>;
  settings: ChartSettings;
}

/** The storage entry of one symbol. */
export const storageEntry = (storageKey: string, ticker: string) => `${storageKey}:${ticker}`;

/**
 * The storage entry of the period, one for every symbol: a trader who reads 4H candles reads
 * them on the next pair too, as TradingView keeps the last interval (issue 15, item 8).
 */
export const periodEntry = (storageKey: string) => `${storageKey}/period`;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const MODES = ['normal', 'weak_magnet', 'strong_magnet'];

function parseDrawing(v: unknown): SavedDrawing | null {
  if (!isRecord(v) || typeof v.name !== 'string' || !Array.isArray(v.points)) return null;
  const points: SavedDrawing['points'] = [];
  for (const p of v.points) {
    if (!isRecord(p)) return null;
    const point: SavedDrawing['points'][number] = {};
    if (isFiniteNumber(p.timestamp)) point.timestamp = p.timestamp;
    if (isFiniteNumber(p.value)) point.value = p.value;
    points.push(point);
  }
  return {
    name: v.name,
    points,
    lock: v.lock === true,
    visible: v.visible !== false,
    mode:
      typeof v.mode === 'string' && MODES.includes(v.mode)
        ? (v.mode as SavedDrawing['mode'])
        : 'normal',
  };
}

function parseSettings(v: unknown): ChartSettings {
  if (!isRecord(v)) return { ...DEFAULT_CHART_SETTINGS };
  const bool = (key: keyof ChartSettings) =>
    (typeof v[key] === 'boolean' ? v[key] : DEFAULT_CHART_SETTINGS[key]) as boolean;
  const candleType =
    CANDLE_TYPES.find((c) => c === v.candleType) ?? DEFAULT_CHART_SETTINGS.candleType;
  const priceAxisType =
    PRICE_AXIS_TYPES.find((c) => c === v.priceAxisType) ?? DEFAULT_CHART_SETTINGS.priceAxisType;
  return {
    candleType,
    priceAxisType,
    showLastPrice: bool('showLastPrice'),
    showHighPrice: bool('showHighPrice'),
    showLowPrice: bool('showLowPrice'),
    showIndicatorLastValue: bool('showIndicatorLastValue'),
    reverseCoordinate: bool('reverseCoordinate'),
    showGrid: bool('showGrid'),
  };
}

/**
 * Reads a persisted or exported state, dropping anything malformed rather than trusting it
 * (the JSON may come from an older version or a hand-edited export).
 *
 * @example parseChartState(localStorage.getItem(storageEntry('chart', 'BTCUSDT')) ?? '')
 */
export function parseChartState(json: string): PersistedChartState | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.version !== 1) return null;
  const drawings = Array.isArray(raw.drawings)
    ? raw.drawings.map(parseDrawing).filter((d): d is SavedDrawing => d !== null)
    : [];
  const indicatorParams: Record<string, number[]> = {};
  if (isRecord(raw.indicatorParams)) {
    for (const [name, values] of Object.entries(raw.indicatorParams)) {
      if (Array.isArray(values) && values.every(isFiniteNumber)) indicatorParams[name] = values;
    }
  }
  return {
    version: 1,
    drawings,
    mainIndicators: isStringArray(raw.mainIndicators) ? raw.mainIndicators : [],
    subIndicators: isStringArray(raw.subIndicators) ? raw.subIndicators : [],
    indicatorParams,
    settings: parseSettings(raw.settings),
  };
}

/** Serialises a state for storage or export. */
export function serializeChartState(state: PersistedChartState): string {
  return JSON.stringify(state);
}

/**
 * The stored period, if it is one of `periods` (matched by its text, as the top bar shows it);
 * null for anything else, so a period list that changed since falls back to the host's period.
 *
 * @example parsePeriodChoice(localStorage.getItem(periodEntry('chart')) ?? '', DEFAULT_PERIODS)
 */
export function parsePeriodChoice(json: string, periods: readonly Period[]): Period | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.version !== 1 || typeof raw.period !== 'string') return null;
  return periods.find((p) => p.text === raw.period) ?? null;
}

/** Serialises the chosen period for {@link periodEntry}. */
export function serializePeriodChoice(period: Period): string {
  return JSON.stringify({ version: 1, period: period.text });
}
