import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OptionPair } from '@exchange/api';
import { useOptionPairs } from '../../queries/option.query.ts';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import {
  TradingPageLoadError,
  TradingPageMessage,
  TradingPageStatus,
  TradingPageTitle,
} from '../../trading/trading-page/trading-page-parts.tsx';
import { OptionTradeView } from './option-trade-view.tsx';
import styles from './option-trade-page.module.css';

export interface OptionTradePageProps {
  /** The `?symbol=` of the URL, unvalidated. */
  symbol: string | undefined;
  /** Show another pair; `replace` when correcting an unknown symbol (no history entry). */
  onSymbolChange: (symbol: string, options: { replace: boolean }) => void;
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

  if (pairs.isPending) {
    // The trading layout's empty panels: nothing moves when the pairs arrive.
    return (
      <main className={styles.page} aria-busy="true">
        <TradingPageTitle>{section}</TradingPageTitle>
        <div className={styles.header} />
        <div className={styles.chartArea}>
          <TradingPageStatus role="status">
            <Trans>Loading the options market…</Trans>
          </TradingPageStatus>
        </div>
        <div className={styles.form} />
        <div className={styles.history} />
      </main>
    );
  }
  if (pairs.isError && !pairs.data) {
    return (
      <TradingPageLoadError
        title={section}
        onRetry={() => {
          void pairs.refetch();
        }}
      >
        <Trans>The options market could not be loaded.</Trans>
      </TradingPageLoadError>
    );
  }
  if (pair === null) {
    return (
      <TradingPageMessage title={section}>
        <TradingPageStatus>
          <Trans>No option pairs are open for trading yet.</Trans>
        </TradingPageStatus>
      </TradingPageMessage>
    );
  }
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
