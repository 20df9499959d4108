import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OptionPair } from '@exchange/api';
import { useOptionPairs } from '../../queries/option.query.ts';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import { tradingPageFallback } from '../../trading/trading-page/trading-page-fallback.tsx';
import { OptionTradeView } from './option-trade-view.tsx';
import type { TradingRouteProps } from '../../trading/trading-page/symbol-search.ts';
import styles from './option-trade-page.module.css';

export interface OptionTradePageProps extends TradingRouteProps {
  /** A fixed clock for stories (the chart's first page). */
  now?: () => number;
}

/**
 * Picks the option pair the URL names, or else the first one open for trading (the first of
 * all when every pair is suspended).
 *
 * @example optionPairFor(pairs, 'NOPE')?.symbol // the first trading pair's symbol
 */
export function optionPairFor(
  pairs: readonly OptionPair[],
  symbol: string | undefined,
): OptionPair | null {
  return (
    pairs.find((pair) => pair.symbol === symbol) ??
    pairs.find((pair) => pair.status === 'trading') ??
    pairs[0] ??
    null
  );
}

/**
 * /option-trade: the option pair list decides the pair (an unknown `?symbol=` is replaced),
 * then the trading view: pair header and list, the chart with the live index and the open
 * options' entries, the order component (duration, stake, Up and Down) and the history
 * component (open options and settled ones).
 */
export function OptionTradePage({ symbol, onSymbolChange, now }: OptionTradePageProps) {
  const { t } = useLingui();
  const section = t(PAGE_TITLES.optionTrading);
  const pairs = useOptionPairs();
  const pair = optionPairFor(pairs.data ?? [], symbol);

  useEffect(() => {
    if (pair !== null && pair.symbol !== symbol) onSymbolChange(pair.symbol, { replace: true });
  }, [pair, symbol, onSymbolChange]);

  const fallback = tradingPageFallback({
    title: section,
    pairs,
    found: pair !== null,
    loading: <Trans>Loading the options market…</Trans>,
    failed: <Trans>The options market could not be loaded.</Trans>,
    none: <Trans>No option pairs are open for trading yet.</Trans>,
    classes: {
      page: styles.page,
      chartArea: styles.chartArea,
      panels: [styles.form, styles.history],
    },
  });
  // A pair comes from the list, so the list is there once the page has one.
  if (fallback !== null || pair === null || pairs.data === undefined) return fallback;
  return (
    <OptionTradeView
      pair={pair}
      pairs={pairs.data}
      clock={now}
      onSymbolChange={(next) => {
        onSymbolChange(next, { replace: false });
      }}
    />
  );
}
