import { useMemo, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { HiddenAmount } from '../hidden-amount/hidden-amount.tsx';
import { Num } from '../num/num.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import type { TimeSeriesTone } from './chart-look.ts';
import { SeriesSummaryTable, type SeriesSummaryLabels } from './series-summary-table.tsx';
import { sortedByTime, summarise, type TimeSeriesPoint } from './time-series.ts';
import type { TimeSeriesKind } from './uplot-options.ts';
import { useUplot } from './use-uplot.ts';
import styles from './time-series-chart.module.css';

/** Props of {@link TimeSeriesChart}. */
export interface TimeSeriesChartProps {
  /** The series; sorted by time here. Values are decimal strings, drawn as floats only. */
  points: readonly TimeSeriesPoint[];
  /** Accessible name of the drawing and caption of its hidden summary table, translated. */
  label: string;
  /** Names of the summary table's rows (first, last, lowest, highest), translated. */
  summaryLabels: SeriesSummaryLabels;
  /** Formats a value for the readout, the value axis and the summary (a design-system formatter). */
  formatValue: (value: string) => string;
  /** Formats a time for the readout and the summary. */
  formatTime: (ms: number) => string;
  /** Formats a time-axis label (shorter than `formatTime`); `formatTime` when left out. */
  formatAxisTime?: (ms: number) => string;
  kind?: TimeSeriesKind;
  tone?: TimeSeriesTone;
  /** Height of the plot in CSS pixels; the width follows the container. */
  height?: number;
  /**
   * Hide-amounts mode: the readout's value shows `****`, the value axis no labels and the hidden
   * table `hiddenLabel`; the line keeps its shape and the times stay.
   */
  hidden?: boolean;
  /** Read by screen readers in place of a hidden value, translated ("Hidden"). */
  hiddenLabel?: string;
  /** The series is still being fetched. */
  loading?: boolean;
  /** Announced while loading, translated. */
  loadingLabel?: string;
  /** Shown when the series has no point, translated. */
  emptyLabel?: ReactNode;
}

/**
 * Every time series of the product (asset value, PnL, funding, interest) is drawn by this one
 * chart, over uPlot: a line or a filled area in the theme's colours, the value axis formatted by
 * the host's formatter, a crosshair whose point the readout above the plot shows (the latest one
 * when the pointer is away). uPlot (~23 kB gzip) is loaded on first draw, so pages without a
 * series never fetch it. `data-state` is `loading`, `empty`, `drawing` (library loading) or
 * `ready`. The drawing is `role="img"` named by `label`, with a hidden table of its first, last,
 * lowest and highest points.
 *
 * @example
 * <TimeSeriesChart points={snapshots} kind="area" label={t`Total asset value, last 30 days`}
 *   summaryLabels={labels} formatValue={(v) => formatAmount(v, 2)}
 *   formatTime={(ms) => formatDateTime(ms, dateOptions)} />
 */
export function TimeSeriesChart({
  points,
  label,
  summaryLabels,
  formatValue,
  formatTime,
  formatAxisTime = formatTime,
  kind = 'line',
  tone = 'primary',
  height = 240,
  hidden = false,
  hiddenLabel = 'Hidden',
  loading = false,
  loadingLabel,
  emptyLabel,
}: TimeSeriesChartProps) {
  const sorted = useMemo(() => sortedByTime(points), [points]);
  const summary = useMemo(() => summarise(sorted), [sorted]);
  const hostRef = useRef<HTMLDivElement | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const hasData = !loading && summary !== null;
  const plotState = useUplot({
    hostRef,
    enabled: hasData,
    points: sorted,
    kind,
    tone,
    height,
    hideValues: hidden,
    formatValue,
    formatAxisTime,
    onCursor: setHovered,
  });

  if (loading || summary === null) {
    return (
      <div className={styles.chart} data-state={loading ? 'loading' : 'empty'}>
        <div className={styles.box} style={{ blockSize: height }}>
          {loading ? (
            <Spinner label={loadingLabel} />
          ) : (
            <EmptyState size="compact" title={emptyLabel} />
          )}
        </div>
      </div>
    );
  }

  const shown = (hovered === null ? undefined : sorted[hovered]) ?? summary.last;
  return (
    <div className={styles.chart} data-state={plotState}>
      <div className={styles.readout} data-hovered={hovered === null ? undefined : ''}>
        <span className={styles.readoutValue}>
          {hidden ? <HiddenAmount label={hiddenLabel} /> : <Num>{formatValue(shown.value)}</Num>}
        </span>
        <Num className={styles.readoutTime}>{formatTime(shown.time)}</Num>
      </div>
      <div
        ref={hostRef}
        className={styles.plot}
        role="img"
        aria-label={label}
        dir="ltr"
        style={{ blockSize: height }}
      />
      <SeriesSummaryTable
        caption={label}
        summary={summary}
        labels={summaryLabels}
        formatValue={hidden ? () => hiddenLabel : formatValue}
        formatTime={formatTime}
      />
    </div>
  );
}
