import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { DecimalInput } from '../format/format-amount.ts';
import { sparklinePoints, sparklineTrend, type SparklineTrend } from './sparkline-points.ts';
import styles from './sparkline.module.css';

/** Props of {@link Sparkline}. */
export interface SparklineProps {
  /** The series, oldest first: decimal strings from the wire or big.js values. */
  values: readonly DecimalInput[];
  /** The colour; by default the series' own direction (last against first). */
  trend?: SparklineTrend;
  /** Size in CSS pixels (the drawing scales to it; it never changes the layout). */
  width?: number;
  height?: number;
  /**
   * The text alternative, read by screen readers in place of the drawing (which is
   * `aria-hidden`), e.g. "24h low 62,001.50, high 64,500.99". Translate it in the app.
   */
  label?: string;
}

/**
 * A small line chart of a series without axes (a market's last 24 h), drawn as one SVG polyline:
 * no chart library. Rising series use the rise colour token, falling ones the fall token (they
 * follow the user's up/down colour choice); `data-state` is `rise`, `fall`, `flat` or `empty`
 * (fewer than two values: an empty box of the same size, so nothing shifts when data arrives).
 * Time runs left to right in both directions of text, as on every price chart.
 *
 * @example <Sparkline values={bars.map((bar) => bar.close)} label={t`24h low ${low}, high ${high}`} />
 */
export function Sparkline({ values, trend, width = 96, height = 32, label }: SparklineProps) {
  const points = sparklinePoints(values, width, height, 1.5);
  const state = points === '' ? 'empty' : (trend ?? sparklineTrend(values));
  return (
    <span
      className={styles.sparkline}
      data-state={state}
      style={{ inlineSize: width, blockSize: height }}
    >
      <svg
        className={styles.svg}
        width={width}
        height={height}
        viewBox={`0 0 ${String(width)} ${String(height)}`}
        aria-hidden="true"
        focusable="false"
      >
        {points === '' ? null : (
          <polyline
            points={points}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        )}
      </svg>
      {label === undefined ? null : <VisuallyHidden.Root>{label}</VisuallyHidden.Root>}
    </span>
  );
}
