import { EmptyState } from '../empty-state/empty-state.tsx';
import { formatPercent, NO_VALUE } from '../format/format-number.ts';
import { Num } from '../num/num.tsx';
import { HiddenAmount } from '../hidden-amount/hidden-amount.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { allocate, type AllocationSlice } from './allocation.ts';
import styles from './allocation-chart.module.css';

/** Props of {@link AllocationChart}. */
export interface AllocationChartProps {
  /** The parts, in the order the ring and the legend show them. */
  slices: readonly AllocationSlice[];
  /** Accessible name of the whole picture, translated ("Assets by account"). */
  label: string;
  /** Formats a slice's value or the total, unit included (a design-system formatter). */
  formatValue: (value: string) => string;
  /** Hide-amounts mode: every figure shows as `****`; the ring and the shares stay. */
  hidden?: boolean;
  /** Read by screen readers in place of a hidden figure, translated ("Hidden"). */
  hiddenLabel?: string;
  /** Name of the total row, translated ("Total"). */
  totalLabel: string;
  loading?: boolean;
  /** Announced while loading, translated. */
  loadingLabel?: string;
  /** Shown when there is no slice at all, translated. */
  emptyLabel?: string;
}

/** Ring geometry in the SVG's own units: radius and thickness inside a 120 × 120 box. */
const RADIUS = 50;
const THICKNESS = 16;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * How a whole splits into parts (the overview's spot / futures / finance accounts): a ring, with
 * a legend beside it giving each part's figure and percentage and the total. The ring is
 * decoration (`aria-hidden`); the legend is the text. A whole of zero shows the empty track and
 * `—` for every share; `hidden` masks the figures but keeps the shares. Each slice takes the next
 * of five token colours; `data-state` is `loading`, `empty`, `zero` or `filled`.
 *
 * @example
 * <AllocationChart label={t`Assets by account`} totalLabel={t`Total`} hidden={hide}
 *   slices={[{ key: 'spot', label: t`Spot`, value: spot }, …]}
 *   formatValue={(v) => withUnit(formatAmount(v, 2), 'USDC')} />
 */
export function AllocationChart({
  slices,
  label,
  formatValue,
  hidden = false,
  hiddenLabel = 'Hidden',
  totalLabel,
  loading = false,
  loadingLabel,
  emptyLabel,
}: AllocationChartProps) {
  if (loading || slices.length === 0) {
    return (
      <div className={styles.placeholder} data-state={loading ? 'loading' : 'empty'}>
        {loading ? (
          <Spinner label={loadingLabel} />
        ) : (
          <EmptyState size="compact" title={emptyLabel} />
        )}
      </div>
    );
  }
  const { total, shares } = allocate(slices);
  const figure = (value: string) =>
    hidden ? <HiddenAmount label={hiddenLabel} /> : <Num>{formatValue(value)}</Num>;
  return (
    <div
      className={styles.chart}
      role="group"
      aria-label={label}
      data-state={shares.every((share) => share.percent === null) ? 'zero' : 'filled'}
      data-hidden={hidden ? '' : undefined}
    >
      <svg className={styles.ring} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="60" cy="60" r={RADIUS} strokeWidth={THICKNESS} />
        {shares.map((share, index) =>
          share.end > share.start ? (
            <circle
              key={share.key}
              className={styles.slice}
              data-colour={index % 5}
              cx="60"
              cy="60"
              r={RADIUS}
              strokeWidth={THICKNESS}
              strokeDasharray={`${String((share.end - share.start) * CIRCUMFERENCE)} ${String(CIRCUMFERENCE)}`}
              strokeDashoffset={-share.start * CIRCUMFERENCE}
            />
          ) : null,
        )}
      </svg>
      <ul className={styles.legend}>
        {shares.map((share, index) => (
          <li key={share.key} className={styles.item}>
            <span className={styles.swatch} data-colour={index % 5} aria-hidden="true" />
            <span className={styles.name}>{share.label}</span>
            <span className={styles.value}>{figure(share.value)}</span>
            <span className={styles.percent}>
              <Num>{share.percent === null ? NO_VALUE : formatPercent(share.percent)}</Num>
            </span>
          </li>
        ))}
        <li className={styles.total}>
          <span className={styles.name}>{totalLabel}</span>
          <span className={styles.value}>{figure(total)}</span>
        </li>
      </ul>
    </div>
  );
}
