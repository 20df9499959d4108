import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OptionOrder, OptionPair } from '@exchange/api';
import { formatAmount, Num, useTheme } from '@exchange/design-system';
import { useAuth } from '../../../app-services.tsx';
import { ChartPanel } from '../../../trading/chart-panel/chart-panel.tsx';
import { themeColors } from '../../../trading/chart-panel/theme-colors.ts';
import type { TradingPair } from '../../../trading/trading-pair.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { useSpotDatafeed } from '../../spot-trade/data/use-spot-datafeed.ts';
import { optionLines } from './option-lines.ts';
import styles from './option-chart.module.css';

/** The tokens of the rise and fall colours the lines are painted in, and their dark values. */
const DIRECTION_TOKENS = {
  up: ['--ex-color-rise', '#2ebd85'],
  down: ['--ex-color-fall', '#f6465d'],
} as const;

export interface OptionChartProps {
  pair: OptionPair;
  trading: TradingPair;
  /** The caller's open options (every pair's; this pair's are drawn). */
  openOrders: readonly OptionOrder[];
  /** The latest option index tick's price; null before the first. */
  indexPrice: string | null;
  /** The countdown of an expiry ("0:42"): a new function each second re-labels the lines. */
  timeLeft: (settleAt: number) => string;
  onSymbolChange: (symbol: string) => void;
  /** A fixed clock for stories (the chart's first page). */
  clock?: (() => number) | undefined;
}

/**
 * The option pair's chart: the spot market's candles of the same symbol (options are priced off
 * the spot index), with the live option index above it and each open option's entry drawn as a
 * line labelled with its direction, entry and time left.
 */
export function OptionChart({
  pair,
  trading,
  openOrders,
  indexPrice,
  timeLeft,
  onSymbolChange,
  clock,
}: OptionChartProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const { theme } = useTheme();
  const { timezone } = useDateTimeOptions();
  const datafeed = useSpotDatafeed();
  const up = t`Up`;
  const down = t`Down`;
  const precision = pair.price_precision;
  const lines = useMemo(() => {
    const colors = themeColors(theme, DIRECTION_TOKENS);
    return optionLines(openOrders, pair.symbol, {
      up,
      down,
      upColor: colors.up,
      downColor: colors.down,
      formatPrice: (price) => formatAmount(price, precision),
      timeLeft,
    });
  }, [openOrders, pair.symbol, up, down, precision, theme, timeLeft]);

  return (
    <div className={styles.chart}>
      <p className={styles.index}>
        <span className={styles.indexLabel}>
          <Trans>Option index</Trans>
        </span>
        <span className={styles.indexValue}>
          <Num>{formatAmount(indexPrice ?? pair.last_price, precision)}</Num>
        </span>
      </p>
      <ChartPanel
        pair={trading}
        datafeed={datafeed}
        timezone={timezone}
        storageKey={`option-chart:${user === null ? 'guest' : String(user.id)}`}
        onSymbolChange={onSymbolChange}
        priceLines={lines}
        {...(clock === undefined ? {} : { now: clock })}
      />
    </div>
  );
}
