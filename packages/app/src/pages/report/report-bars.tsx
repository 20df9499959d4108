import Big from 'big.js';
import { useLingui } from '@lingui/react/macro';
import type { ReportDay } from '@exchange/api';
import { dayText, pnlText, toneOf } from './report-format.ts';
import styles from './report-page.module.css';

/** Props of {@link DailyPnlBars}. */
export interface DailyPnlBarsProps {
  days: readonly ReportDay[];
  coin: string;
  /** A bar was chosen: the day's start (ms). */
  onSelect: (date: number) => void;
}

/**
 * The daily PnL bar chart: one bar per UTC day, up from the zero line for a gain and down for a
 * loss, each a button (its day and PnL as its name) that opens the day in detail. The list is its
 * own accessible table: every bar is read with its day and value.
 */
export function DailyPnlBars({ days, coin, onSelect }: DailyPnlBarsProps) {
  const { t } = useLingui();
  const largest = days.reduce((max, day) => {
    const size = new Big(day.pnl).abs();
    return size.gt(max) ? size : max;
  }, new Big(0));
  return (
    <ol className={styles.bars} aria-label={t`Daily PnL`}>
      {days.map((day) => {
        // The bar's share of its half of the plot, a float for drawing only.
        const share = largest.eq(0) ? 0 : new Big(day.pnl).abs().div(largest).times(100).toNumber();
        const day_ = dayText(day.date);
        const value = pnlText(day.pnl, coin);
        return (
          <li key={day.date} className={styles.barItem}>
            <button
              type="button"
              className={styles.bar}
              data-tone={toneOf(day.pnl)}
              aria-label={t`${day_}: ${value}`}
              title={`${day_} ${value}`}
              onClick={() => {
                onSelect(day.date);
              }}
            >
              <span
                className={styles.barFill}
                style={{ blockSize: `${Math.max(share, 1) / 2}%` }}
              />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
