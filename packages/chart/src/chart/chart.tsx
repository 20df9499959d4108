import type { Chart as KLineChart, DeepPartial, Styles } from 'klinecharts';
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Ref } from 'react';
import { LoadingOverlay } from '@exchange/design-system';
import type { ChartSettings } from '../config/chart-settings.ts';
import { applySettings, DEFAULT_CHART_SETTINGS } from '../config/chart-settings.ts';
import {
  DEFAULT_CHART_LOCALE,
  DEFAULT_CHART_THEME,
  DEFAULT_MAIN_INDICATORS,
  DEFAULT_SUB_INDICATORS,
  DEFAULT_TIMEZONE,
  SCREENSHOT_BACKGROUND,
} from '../config/defaults.ts';
import { DEFAULT_PERIODS } from '../config/periods.ts';
import { createDataLoader, toKPeriod } from '../datafeed/data-loader.ts';
import { ChartDialogs } from '../dialogs/chart-dialogs.tsx';
import type { OpenDialog } from '../dialogs/chart-dialogs.tsx';
import type { SavedDrawing } from '../drawings/saved-drawing.ts';
import { snapshotDrawings } from '../drawings/saved-drawing.ts';
import { useDrawingTools } from '../drawings/use-drawing-tools.ts';
import { registerKLineLocale } from '../i18n/kline-locale.ts';
import { createTranslator } from '../i18n/translate.ts';
import { FOLD_THRESHOLD, foldDecimal } from './fold-decimal.ts';
import { fontFamilyStyles } from './font-family.ts';
import type { ChartLocaleTable } from '../i18n/translate.ts';
import { IndicatorLegend } from '../legend/indicator-legend.tsx';
import type { PersistedChartState } from '../persistence/chart-storage.ts';
import {
  parseChartState,
  parsePeriodChoice,
  periodEntry,
  serializeChartState,
  serializePeriodChoice,
  storageEntry,
} from '../persistence/chart-storage.ts';
import type { ChartSymbol } from '../symbol-label.ts';
import { DrawingBar } from '../toolbar/drawing-bar.tsx';
import { TopBar } from '../toolbar/top-bar.tsx';
import type { ChartTheme, Datafeed, Period } from '../types.ts';
import type { ChartApi } from './chart-api.ts';
import styles from './chart.module.css';
import type { IndicatorPlace } from './indicators.ts';
import { setIndicatorVisible, syncIndicators } from './indicators.ts';
import { useChartInstance } from './use-chart-instance.ts';
import { useFullscreen } from './use-fullscreen.ts';

/** Props of {@link Chart}. Defaults follow SPEC.md section 9. */
export interface ChartProps {
  /** Where bars come from; keep it stable (a new object reloads the chart). */
  datafeed: Datafeed;
  symbol: ChartSymbol;
  /**
   * The period to show. With a {@link ChartProps.storageKey}, the chart opens on the period the
   * user last chose instead (one for all symbols) and reports it through `onPeriodChange`; a
   * later change of this prop is followed.
   */
  period: Period;
  /** Top-bar periods; 1m 5m 15m 1H 2H 4H D W M Y by default. */
  periods?: readonly Period[];
  /** `light` by default. */
  theme?: ChartTheme;
  /** `zh-CN` by default; any key of {@link ChartProps.locales} or a built-in table. */
  locale?: string;
  /** Extra or overriding label tables by locale; a missing key shows the key. */
  locales?: Readonly<Record<string, ChartLocaleTable>>;
  /** IANA zone, `Asia/Shanghai` by default. */
  timezone?: string;
  /** `['MA']` by default. */
  mainIndicators?: readonly string[];
  /** `['VOL']` by default. */
  subIndicators?: readonly string[];
  /** Whether the left drawing toolbar starts spread (true by default). */
  drawingBarVisible?: boolean;
  /**
   * When set, drawings, indicators (with parameters) and settings persist per symbol under it,
   * and the chosen period for all symbols.
   */
  storageKey?: string;
  /** Extra klinecharts styles laid over the theme. */
  styles?: DeepPartial<Styles>;
  /** The clock for the first page's `to`; `Date.now` by default (fixed in stories and tests). */
  now?: () => number;
  /** Where persisted state goes; `localStorage` by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Settings to start from when nothing is persisted (candle type, axis, marks, grid). */
  defaultSettings?: Partial<ChartSettings>;
  /** Called with the klinecharts instance each time a symbol/period's first page is shown. */
  onLoad?: (chart: KLineChart) => void;
  onSymbolChange?: (symbol: ChartSymbol) => void;
  onPeriodChange?: (period: Period) => void;
  onTimezoneChange?: (timezone: string) => void;
  ref?: Ref<ChartApi>;
}

interface ChartState {
  mainIndicators: string[];
  subIndicators: string[];
  indicatorParams: Record<string, number[]>;
  settings: ChartSettings;
}

function readPersisted(
  storage: ChartProps['storage'],
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

function readPersistedPeriod(
  storage: ChartProps['storage'],
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

/**
 * The candlestick chart widget over klinecharts 10 (SPEC.md sections 2–5, 9): top bar, drawing
 * toolbar, dialogs, indicator legend, loading overlay, 500-bar history paging and live bars from
 * `datafeed`, locales, persistence per symbol, undo/redo and keyboard shortcuts.
 *
 * @example
 * const feed = useMemo(() => createMemoryDatafeed({ tickIntervalMs: 1000 }), []);
 * <Chart datafeed={feed} symbol={DEMO_SYMBOLS[0]} period={DEFAULT_PERIODS[0]} theme="dark" locale="en-US" storageKey="chart" />
 */
export function Chart({
  ref,
  symbol: symbolInput,
  period: periodInput,
  timezone: timezoneInput,
  mainIndicators: mainInput,
  subIndicators: subInput,
  drawingBarVisible: drawingBarInput,
  storage: storageInput,
  defaultSettings,
  onLoad,
  ...props
}: ChartProps) {
  const {
    datafeed,
    periods = DEFAULT_PERIODS,
    theme = DEFAULT_CHART_THEME,
    locale = DEFAULT_CHART_LOCALE,
    locales,
    storageKey,
    styles: extraStyles,
    onSymbolChange,
    onPeriodChange,
    onTimezoneChange,
    now,
  } = props;
  const storage = storageInput ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  const rootRef = useRef<HTMLDivElement>(null);
  const drawingBarId = useId();
  const t = useMemo(() => createTranslator(locale, locales), [locale, locales]);
  const { chart, containerRef, disposeNow } = useChartInstance(() => ({
    timezone: timezoneInput ?? DEFAULT_TIMEZONE,
    locale: registerKLineLocale(locale, t),
    styles: theme,
    decimalFold: { threshold: FOLD_THRESHOLD, format: foldDecimal },
  }));
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen(rootRef);

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
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const [drawingBarVisible, setDrawingBarVisible] = useState(drawingBarInput ?? true);
  // idle until the first page is asked for, then loading ⇄ ready on every symbol/period change.
  const [loadState, setLoadState] = useState<'idle' | 'loading' | 'ready'>('idle');
  const loading = loadState === 'loading';
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [screenshotUrl, setScreenshotUrl] = useState('');

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

  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const drawings = useDrawingTools(chart, (saved) => {
    persist(stateRef.current, saved);
  });

  const updateState = (next: ChartState) => {
    setState(next);
    if (chart) persist(next, snapshotDrawings(chart));
  };

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

  // ---- klinecharts: look ----
  // A symbol switch hands over a fresh but often equal settings object: restyling the chart
  // (a deep merge and a full repaint) only happens when the look really changes.
  const appliedLook = useRef<{ chart: KLineChart; key: string; extra: unknown } | null>(null);
  useLayoutEffect(() => {
    if (!chart) return;
    // The canvas texts take the page's font (a host's own `styles` may still set another).
    const family = rootRef.current ? getComputedStyle(rootRef.current).fontFamily : '';
    const key = `${theme} ${family} ${JSON.stringify(state.settings)}`;
    const applied = appliedLook.current;
    if (applied?.chart === chart && applied.key === key && applied.extra === extraStyles) return;
    appliedLook.current = { chart, key, extra: extraStyles };
    chart.setStyles(theme);
    if (family) chart.setStyles(fontFamilyStyles(chart.getStyles(), family));
    if (extraStyles) chart.setStyles(extraStyles);
    applySettings(chart, state.settings);
  }, [chart, theme, extraStyles, state.settings]);

  // A canvas does not wait for web fonts: a text drawn before its face has loaded is measured and
  // drawn with a fallback (drawing it is what starts the load). Once any face finishes loading,
  // lay out (axis widths come from text widths) and redraw with it.
  useEffect(() => {
    if (!chart) return;
    const fonts = document.fonts;
    const redraw = () => {
      chart.resize();
    };
    fonts.addEventListener('loadingdone', redraw);
    return () => {
      fonts.removeEventListener('loadingdone', redraw);
    };
  }, [chart]);

  // klinecharts' own texts (tooltip labels, period units) come from our table too, host locales
  // included, and follow every switch.
  useLayoutEffect(() => {
    if (!chart) return;
    const name = registerKLineLocale(locale, t);
    // The name follows the texts: a host re-rendering with equal tables repaints nothing.
    if (chart.getLocale() !== name) chart.setLocale(name);
  }, [chart, locale, t]);

  // The chart starts in the right zone (useChartInstance); a second Intl.DateTimeFormat for the
  // same zone costs ~20 ms at mount.
  useLayoutEffect(() => {
    if (chart && chart.getTimezone() !== timezone) chart.setTimezone(timezone);
  }, [chart, timezone]);

  useLayoutEffect(() => {
    if (!chart) return;
    syncIndicators(chart, 'main', state.mainIndicators, state.indicatorParams);
    syncIndicators(chart, 'sub', state.subIndicators, state.indicatorParams);
  }, [chart, state.mainIndicators, state.subIndicators, state.indicatorParams]);

  useLayoutEffect(() => {
    if (!chart) return;
    for (const place of ['main', 'sub'] as const) {
      for (const name of place === 'main' ? state.mainIndicators : state.subIndicators) {
        setIndicatorVisible(chart, place, name, !hidden.includes(`${place}:${name}`));
      }
    }
  }, [chart, hidden, state.mainIndicators, state.subIndicators]);

  // Drawings belong to a symbol when they persist: load the new symbol's on every switch.
  const { load: loadDrawings } = drawings;
  useEffect(() => {
    if (!chart || storageKey === undefined) return;
    loadDrawings(readPersisted(storage, storageKey, symbol.ticker)?.drawings ?? []);
  }, [chart, storage, storageKey, symbol.ticker, loadDrawings]);

  // ---- keyboard (issue 6: undo/redo, Escape, Delete) ----
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    keyHandler.current = (event) => {
      const target = event.target;
      if (target instanceof Element) {
        if (target.closest('input, textarea, select, [role="dialog"], [contenteditable="true"]'))
          return;
        const inside = rootRef.current?.contains(target) ?? false;
        if (!inside && target !== document.body) return;
      }
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'z') {
        if (event.shiftKey) drawings.redo();
        else drawings.undo();
        event.preventDefault();
      } else if (mod && event.key.toLowerCase() === 'y') {
        drawings.redo();
        event.preventDefault();
      } else if (event.key === 'Escape') {
        if (drawings.cancelDrawing()) event.preventDefault();
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        if (drawings.removeSelected()) event.preventDefault();
      }
    };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      keyHandler.current(event);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  // ---- actions ----
  const changeSymbol = (next: ChartSymbol) => {
    setDialog(null);
    if (next.ticker === symbol.ticker) return;
    setSymbol(next);
    setState(stateFor(next.ticker));
    onSymbolChange?.(next);
  };
  const changePeriod = (next: Period) => {
    setPeriod(next);
    if (storageKey !== undefined && storage !== undefined) {
      try {
        storage.setItem(periodEntry(storageKey), serializePeriodChoice(next));
      } catch {
        // Quota or privacy mode: persistence is best effort (SPEC.md section 8).
      }
    }
    onPeriodChange?.(next);
  };
  const changeTimezone = (next: string) => {
    setDialog(null);
    setTimezone(next);
    onTimezoneChange?.(next);
  };
  const toggleIndicator = (place: IndicatorPlace, name: string) => {
    const key = place === 'main' ? 'mainIndicators' : 'subIndicators';
    const list = state[key];
    updateState({
      ...state,
      [key]: list.includes(name) ? list.filter((n) => n !== name) : [...list, name],
    });
  };
  const screenshot = () => {
    // The CURRENT theme's background, not the one at mount (a KLineChart Pro bug).
    return chart?.getConvertPictureUrl(true, 'jpeg', SCREENSHOT_BACKGROUND[theme]) ?? '';
  };

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

  const legendItems = [
    ...state.mainIndicators.map((name) => ({ place: 'main' as const, name })),
    ...state.subIndicators.map((name) => ({ place: 'sub' as const, name })),
  ];

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-theme={theme}
      data-state={loadState}
      lang={locale}
    >
      <TopBar
        t={t}
        symbol={symbol}
        periods={periods}
        period={period}
        drawingBarVisible={drawingBarVisible}
        drawingBarId={drawingBarId}
        fullscreen={fullscreen}
        onDrawingBarToggle={() => {
          setDrawingBarVisible((v) => !v);
        }}
        onSymbolClick={() => {
          setDialog({ kind: 'symbol' });
        }}
        onPeriodChange={changePeriod}
        onIndicatorClick={() => {
          setDialog({ kind: 'indicator' });
        }}
        onTimezoneClick={() => {
          setDialog({ kind: 'timezone' });
        }}
        onSettingsClick={() => {
          setDialog({ kind: 'settings' });
        }}
        onScreenshotClick={() => {
          setScreenshotUrl(screenshot());
          setDialog({ kind: 'screenshot' });
        }}
        onFullscreenToggle={toggleFullscreen}
      />
      <div className={styles.body}>
        {drawingBarVisible ? (
          <DrawingBar
            id={drawingBarId}
            t={t}
            state={drawings.toolbar}
            onToolChoose={drawings.chooseTool}
            onMagnetToggle={drawings.toggleMagnet}
            onMagnetChoose={drawings.chooseMagnet}
            onLockToggle={drawings.toggleLock}
            onVisibilityToggle={drawings.toggleVisibility}
            onRemoveAll={drawings.removeAll}
            onUndo={drawings.undo}
            onRedo={drawings.redo}
          />
        ) : null}
        {/* Time runs left to right in every language, and the legend sits over the canvas's
            right side: in an RTL page the canvas texts would inherit `direction: rtl` and
            scramble labels like "MA5: 1.23", and the legend would cover the title. */}
        <div className={styles.stage} dir="ltr">
          <LoadingOverlay loading={loading} label={t('loading')}>
            <div
              ref={containerRef}
              className={styles.canvas}
              role="figure"
              aria-label={`${t('chart')} ${symbol.shortName ?? symbol.ticker} ${period.text}`}
            />
          </LoadingOverlay>
          <IndicatorLegend
            t={t}
            items={legendItems}
            hidden={hidden}
            onVisibilityToggle={(place, name) => {
              const key = `${place}:${name}`;
              setHidden((h) => (h.includes(key) ? h.filter((k) => k !== key) : [...h, key]));
            }}
            onSettings={(place, name) => {
              setDialog({ kind: 'params', place, name });
            }}
            onRemove={toggleIndicator}
          />
        </div>
      </div>
      <ChartDialogs
        t={t}
        theme={theme}
        dialog={dialog}
        onClose={() => {
          setDialog(null);
        }}
        datafeed={datafeed}
        symbol={symbol}
        onSymbolSelect={changeSymbol}
        mainIndicators={state.mainIndicators}
        subIndicators={state.subIndicators}
        onIndicatorToggle={toggleIndicator}
        timezone={timezone}
        onTimezoneSelect={changeTimezone}
        settings={state.settings}
        onSettingsChange={(settings) => {
          updateState({ ...state, settings });
        }}
        screenshotUrl={screenshotUrl}
        indicatorParams={state.indicatorParams}
        onIndicatorParamsConfirm={(name, values) => {
          setDialog(null);
          updateState({ ...state, indicatorParams: { ...state.indicatorParams, [name]: values } });
        }}
      />
    </div>
  );
}
