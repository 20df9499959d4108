import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OptionOrder, OptionPair } from '@exchange/api';
import { formatAmount, Num, useTheme } from '@exchange/design-system';
import { useAppServices, useAuth } from '../../../app-services.tsx';
import { useLive } from '../../../live/live-context.tsx';
import { spotPairsQuery } from '../../../queries/pairs.query.ts';
import { ChartPanel } from '../../../trading/chart-panel/chart-panel.tsx';
import type { TradingPair } from '../../../trading/trading-pair.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { createSpotDatafeed } from '../../spot-trade/data/spot-datafeed.ts';
import { optionLines } from './option-lines.ts';
import styles from './option-chart.module.css';

/** The theme's rise and fall colours (the canvas cannot paint a CSS variable), read per theme. */
function directionColors(theme: string): { up: string; down: string } {
  const style =
    typeof document === 'undefined' || theme === ''
      ? null
      : getComputedStyle(document.documentElement);
  const read = (token: string, fallback: string) =>
    style?.getPropertyValue(token).trim() || fallback;
  return { up: read('--ex-color-rise', '#2ebd85'), down: read('--ex-color-fall', '#f6465d') };
}

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
  const { api } = useAppServices();
  const { user } = useAuth();
  const { bus } = useLive();
  const queryClient = useQueryClient();
  const { theme } = useTheme();
  const { timezone } = useDateTimeOptions();
  const datafeed = useMemo(
    () =>
      createSpotDatafeed(api, { bus }, { getPairs: () => queryClient.query(spotPairsQuery(api)) }),
    [api, bus, queryClient],
  );
  const up = t`Up`;
  const down = t`Down`;
  const precision = pair.price_precision;
  const lines = useMemo(() => {
    const colors = directionColors(theme);
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
