import type { Chart as KLineChart, DeepPartial, Styles } from 'klinecharts';
import { memo, useEffect, useId, useInsertionEffect, useMemo, useRef, useState } from 'react';
import type { Ref } from 'react';
import { LoadingOverlay } from '@exchange/design-system';
import type { ChartSettings } from '../config/chart-settings.ts';
import {
  DEFAULT_CHART_LOCALE,
  DEFAULT_CHART_THEME,
  DEFAULT_TIMEZONE,
  SCREENSHOT_BACKGROUND,
} from '../config/defaults.ts';
import { DEFAULT_PERIODS } from '@exchange/formulas';
import { ChartDialogs } from '../dialogs/chart-dialogs.tsx';
import type { OpenDialog } from '../dialogs/chart-dialogs.tsx';
import { snapshotDrawings } from '../drawings/saved-drawing.ts';
import { useDrawingTools } from '../drawings/use-drawing-tools.ts';
import { registerKLineLocale } from '../i18n/kline-locale.ts';
import { createTranslator } from '../i18n/translate.ts';
import { FOLD_THRESHOLD, foldDecimal } from './fold-decimal.ts';
import type { ChartLocaleTable } from '../i18n/translate.ts';
import { IndicatorLegend } from '../legend/indicator-legend.tsx';
import { periodEntry, serializePeriodChoice } from '../persistence/chart-storage.ts';
import type { ChartSymbol } from '../symbol-label.ts';
import { DrawingBar } from '../toolbar/drawing-bar.tsx';
import { TopBar } from '../toolbar/top-bar.tsx';
import type { ChartTheme, Datafeed, Period } from '../types.ts';
import type { ChartApi } from './chart-api.ts';
import type { ChartState } from './chart-state.ts';
import styles from './chart.module.css';
import type { IndicatorPlace } from './indicators.ts';
import { useChartData } from './use-chart-data.ts';
import { useChartHandle } from './use-chart-handle.ts';
import { useChartIndicators } from './use-chart-indicators.ts';
import { useChartInstance } from './use-chart-instance.ts';
import { useChartKeyboard } from './use-chart-keyboard.ts';
import { useChartLook } from './use-chart-look.ts';
import { useChartState } from './use-chart-state.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { usePriceLines, type PriceLine } from './price-lines.ts';
import { useSymbolDrawings } from './use-symbol-drawings.ts';

const NO_PRICE_LINES: readonly PriceLine[] = [];

// The bars, the legend and the dialogs re-render only when what they show changes, not on every
// render of the chart (loading ⇄ ready, a symbol switch's state): their handlers are stable.
const TopBarMemo = memo(TopBar);
const DrawingBarMemo = memo(DrawingBar);
const IndicatorLegendMemo = memo(IndicatorLegend);
const ChartDialogsMemo = memo(ChartDialogs);

type Handlers = Record<string, (...args: never[]) => unknown>;

/** The latest handlers, and stable functions (one per key) calling them at call time. */
class StableHandlers<T extends Handlers> {
  readonly callers: T;

  constructor(private latest: T) {
    this.callers = Object.fromEntries(
      Object.keys(latest).map((key) => [key, (...args: never[]) => this.latest[key]?.(...args)]),
    ) as T;
  }

  update(latest: T): void {
    this.latest = latest;
  }
}

/**
 * Functions of a stable identity that call the latest render's `handlers` (same keys on every
 * render). The latest are in place before any layout effect runs (an insertion effect), so a
 * child's effect never calls the previous render's.
 */
function useStableHandlers<T extends Handlers>(handlers: T): T {
  const [stable] = useState(() => new StableHandlers(handlers));
  useInsertionEffect(() => {
    stable.update(handlers);
  });
  return stable.callers;
}

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
  /**
   * Levels the host draws across the chart with their labels (a position's entry, TP, SL,
   * liquidation): locked, never saved with the drawings. Keep the array stable (memoise it).
   */
  priceLines?: readonly PriceLine[];
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
    priceLines = NO_PRICE_LINES,
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

  const {
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
  } = useChartState({
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
  });
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const [drawingBarVisible, setDrawingBarVisible] = useState(drawingBarInput ?? true);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [screenshotUrl, setScreenshotUrl] = useState('');

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

  // klinecharts is synced section by section, in this order: data, look, indicators, drawings.
  const loadState = useChartData({ chart, datafeed, symbol, period, periods, now, onLoad });
  const loading = loadState === 'loading';
  const { settings } = state;
  useChartLook({ chart, rootRef, theme, extraStyles, settings, locale, t, timezone });
  useChartIndicators(chart, state, hidden);
  useSymbolDrawings(chart, drawings.load, storage, storageKey, symbol.ticker);
  usePriceLines(chart, priceLines);
  useChartKeyboard(rootRef, drawings);

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

  useChartHandle(ref, {
    chart,
    drawings,
    state,
    updateState,
    persist,
    toggleIndicator,
    screenshot,
    disposeNow,
  });

  const { mainIndicators, subIndicators } = state;
  const legendItems = useMemo(
    () => [
      ...mainIndicators.map((name) => ({ place: 'main' as const, name })),
      ...subIndicators.map((name) => ({ place: 'sub' as const, name })),
    ],
    [mainIndicators, subIndicators],
  );

  const on = useStableHandlers({
    drawingBarToggle: () => {
      setDrawingBarVisible((v) => !v);
    },
    symbolClick: () => {
      setDialog({ kind: 'symbol' });
    },
    periodChange: changePeriod,
    indicatorClick: () => {
      setDialog({ kind: 'indicator' });
    },
    timezoneClick: () => {
      setDialog({ kind: 'timezone' });
    },
    settingsClick: () => {
      setDialog({ kind: 'settings' });
    },
    screenshotClick: () => {
      setScreenshotUrl(screenshot());
      setDialog({ kind: 'screenshot' });
    },
    fullscreenToggle: toggleFullscreen,
    toolChoose: drawings.chooseTool,
    magnetToggle: drawings.toggleMagnet,
    magnetChoose: drawings.chooseMagnet,
    lockToggle: drawings.toggleLock,
    visibilityToggle: drawings.toggleVisibility,
    removeAll: drawings.removeAll,
    undo: drawings.undo,
    redo: drawings.redo,
    legendVisibilityToggle: (place: IndicatorPlace, name: string) => {
      const key = `${place}:${name}`;
      setHidden((h) => (h.includes(key) ? h.filter((k) => k !== key) : [...h, key]));
    },
    legendSettings: (place: IndicatorPlace, name: string) => {
      setDialog({ kind: 'params', place, name });
    },
    indicatorToggle: toggleIndicator,
    dialogClose: () => {
      setDialog(null);
    },
    symbolSelect: changeSymbol,
    timezoneSelect: changeTimezone,
    settingsChange: (settings: ChartSettings) => {
      updateState({ ...state, settings });
    },
    indicatorParamsConfirm: (name: string, values: number[]) => {
      setDialog(null);
      updateState({ ...state, indicatorParams: { ...state.indicatorParams, [name]: values } });
    },
  });

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-theme={theme}
      data-state={loadState}
      lang={locale}
    >
      <TopBarMemo
        t={t}
        symbol={symbol}
        periods={periods}
        period={period}
        drawingBarVisible={drawingBarVisible}
        drawingBarId={drawingBarId}
        fullscreen={fullscreen}
        onDrawingBarToggle={on.drawingBarToggle}
        onSymbolClick={on.symbolClick}
        onPeriodChange={on.periodChange}
        onIndicatorClick={on.indicatorClick}
        onTimezoneClick={on.timezoneClick}
        onSettingsClick={on.settingsClick}
        onScreenshotClick={on.screenshotClick}
        onFullscreenToggle={on.fullscreenToggle}
      />
      <div className={styles.body}>
        {drawingBarVisible ? (
          <DrawingBarMemo
            id={drawingBarId}
            t={t}
            state={drawings.toolbar}
            onToolChoose={on.toolChoose}
            onMagnetToggle={on.magnetToggle}
            onMagnetChoose={on.magnetChoose}
            onLockToggle={on.lockToggle}
            onVisibilityToggle={on.visibilityToggle}
            onRemoveAll={on.removeAll}
            onUndo={on.undo}
            onRedo={on.redo}
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
          <IndicatorLegendMemo
            t={t}
            items={legendItems}
            hidden={hidden}
            onVisibilityToggle={on.legendVisibilityToggle}
            onSettings={on.legendSettings}
            onRemove={on.indicatorToggle}
          />
        </div>
      </div>
      <ChartDialogsMemo
        t={t}
        theme={theme}
        dialog={dialog}
        onClose={on.dialogClose}
        datafeed={datafeed}
        symbol={symbol}
        onSymbolSelect={on.symbolSelect}
        mainIndicators={mainIndicators}
        subIndicators={subIndicators}
        onIndicatorToggle={on.indicatorToggle}
        timezone={timezone}
        onTimezoneSelect={on.timezoneSelect}
        settings={state.settings}
        onSettingsChange={on.settingsChange}
        screenshotUrl={screenshotUrl}
        indicatorParams={state.indicatorParams}
        onIndicatorParamsConfirm={on.indicatorParamsConfirm}
      />
    </div>
  );
}
