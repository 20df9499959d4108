import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractPair } from '@exchange/api';
import { useContractPairs } from '../../queries/contract.query.ts';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import { tradingPageFallback } from '../../trading/trading-page/trading-page-fallback.tsx';
import { ContractTradeView } from './contract-trade-view.tsx';
import type { TradingRouteProps } from '../../trading/trading-page/symbol-search.ts';
import styles from './contract-trade-page.module.css';

export interface ContractTradePageProps extends TradingRouteProps {
  /** A fixed clock for stories (the chart's first page, the funding countdown). */
  now?: () => number;
}

/**
 * Picks the contract the URL names, or the first one when it names none or an unknown one.
 *
 * @example contractFor(pairs, 'NOPE')?.symbol // pairs[0].symbol
 */
export function contractFor(
  pairs: readonly ContractPair[],
  symbol: string | undefined,
): ContractPair | null {
  return pairs.find((pair) => pair.symbol === symbol) ?? pairs[0] ?? null;
}

/**
 * /contract-trade: the contract list decides the pair (an unknown `?symbol=` is replaced by the
 * first one), then the trading view: header with mark, index and funding, chart or analysis,
 * order book, trades, order form and the positions panel.
 */
export function ContractTradePage({ symbol, onSymbolChange, now }: ContractTradePageProps) {
  const { t } = useLingui();
  const section = t(PAGE_TITLES.futuresTrading);
  const pairs = useContractPairs();
  const pair = contractFor(pairs.data ?? [], symbol);

  useEffect(() => {
    if (pair !== null && pair.symbol !== symbol) onSymbolChange(pair.symbol, { replace: true });
  }, [pair, symbol, onSymbolChange]);

  const fallback = tradingPageFallback({
    title: section,
    pairs,
    found: pair !== null,
    loading: <Trans>Loading the futures market…</Trans>,
    failed: <Trans>The futures market could not be loaded.</Trans>,
    none: <Trans>No contracts are open for trading yet.</Trans>,
    classes: { page: styles.page, chartArea: styles.chartArea },
  });
  // A pair comes from the list, so the list is there once the page has one.
  if (fallback !== null || pair === null || pairs.data === undefined) return fallback;
  return (
    <ContractTradeView
      pair={pair}
      pairs={pairs.data}
      now={now}
      onSymbolChange={(next) => {
        onSymbolChange(next, { replace: false });
      }}
    />
  );
}
