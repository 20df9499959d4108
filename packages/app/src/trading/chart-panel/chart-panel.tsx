import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
// Types only: a value import would pull klinecharts into the page's first chunk.
import type { ChartLocaleTable, Datafeed, Period, PriceLine } from '@exchange/chart';
import { useTheme } from '@exchange/design-system';
import { isLocale } from '@exchange/machines';
import { chartLocaleId, loadChartLocale } from '../../chart-locales/chart-locale.ts';
import type { TradingPair } from '../trading-pair.ts';
import { chartSymbolOf } from './chart-symbol.ts';
import styles from './chart-panel.module.css';

// The chart (klinecharts and its dialogs) loads after the page's first paint.
const Chart = lazy(async () => ({ default: (await import('@exchange/chart')).Chart }));

/** The period the chart opens on: 15 minutes, as most exchanges do. */
export const CHART_PERIOD: Period = { multiplier: 15, timespan: 'minute', text: '15m' };

/** What e2e tests read the live candles through: the klinecharts instance on the container. */
export interface ChartHost extends HTMLDivElement {
  klineChart?: unknown;
}

export interface ChartPanelProps {
  pair: TradingPair;
  datafeed: Datafeed;
  /** IANA zone from the site config (website_client_timezone); the browser's when absent. */
  timezone: string | undefined;
  /** Drawings and indicators persist per user (and per symbol inside the chart). */
  storageKey: string;
  onSymbolChange: (symbol: string) => void;
  /** A fixed clock for stories; Date.now by default. */
  now?: () => number;
  /** Levels drawn across the chart with their labels (the contract page's position lines). */
  priceLines?: readonly PriceLine[];
}

/**
 * The candlestick chart of the pair, loaded lazily, following the app's theme, language and the
 * configured timezone. The klinecharts instance is set as `klineChart` on the
 * `[data-chart-host]` element once the first page of bars is shown, so end-to-end tests can read
 * the candles (`klineChart.getDataList()`) without a test-only API.
 */
export function ChartPanel({
  pair,
  datafeed,
  timezone,
  storageKey,
  onSymbolChange,
  now,
  priceLines,
}: ChartPanelProps) {
  const { t, i18n } = useLingui();
  const { theme } = useTheme();
  const appLocale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const [tables, setTables] = useState<{
    locale: string;
    locales: Record<string, ChartLocaleTable>;
  } | null>(null);
  const hostRef = useRef<ChartHost>(null);

  useEffect(() => {
    let current = true;
    loadChartLocale(appLocale).then(
      (locales) => {
        if (current) setTables({ locale: chartLocaleId(appLocale), locales });
      },
      () => {
        // A missing table must not cost the chart: English labels are built in.
        if (current) setTables({ locale: 'en-US', locales: {} });
      },
    );
    return () => {
      current = false;
    };
  }, [appLocale]);

  const loading = (
    <p className={styles.chartLoading} role="status">
      <Trans>Loading chart…</Trans>
    </p>
  );

  return (
    <section className={styles.chart} aria-label={t`Price chart`}>
      <div className={styles.chartHost} ref={hostRef} data-chart-host="">
        {tables === null ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            <Chart
              datafeed={datafeed}
              symbol={chartSymbolOf(pair)}
              period={CHART_PERIOD}
              theme={theme}
              locale={tables.locale}
              locales={tables.locales}
              timezone={timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
              storageKey={storageKey}
              now={now}
              priceLines={priceLines}
              onLoad={(chart) => {
                if (hostRef.current) hostRef.current.klineChart = chart;
              }}
              onSymbolChange={(symbol) => {
                onSymbolChange(symbol.ticker);
              }}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
