import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OptionPair } from '@exchange/api';
import { formatCountdown } from '@exchange/design-system';
import { useAuth } from '../../app-services.tsx';
import { useSiteConfig } from '../../config/use-site-config.ts';
import {
  useOpenOption,
  useOptionIndex,
  useOptionOrders,
  useOptionTimes,
} from '../../queries/option.query.ts';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import { useNow } from '../../clock/use-now.tsx';
import { tradingPairOf, type TradingPair } from '../../trading/trading-pair.ts';
import { TradingPageTitle } from '../../trading/trading-page/trading-page-parts.tsx';
import { TradingPairHeader } from '../../trading/trading-page/trading-pair-header.tsx';
import { useTradingDocumentTitle } from '../../trading/trading-page/use-trading-document-title.ts';
import { useTradingPairHeader } from '../../trading/trading-page/use-trading-pair-header.ts';
import { useTradeBalances } from '../spot-trade/data/use-trade-balances.ts';
import { OptionChart } from './chart/option-chart.tsx';
import { OptionHistoryPanel } from './history/option-history-panel.tsx';
import { OptionPairList } from './option-pair-list.tsx';
import { OptionOrderForm } from './order/option-order-form.tsx';
import { SettledNoticeLine } from './order/settled-notice-line.tsx';
import { useOptionSettled } from './order/use-option-settled.ts';
import grid from '../../trading/trading-page/trading-grid.module.css';
import styles from './option-trade-page.module.css';

/** The open options the chart draws: one page of the most the wire gives. */
const CHART_ORDERS = { state: 'open', page: 1, limit: 100 } as const;

/**
 * An option pair as the shared trading widgets take it: a stake's decimals stand for the size's
 * (options have no base-coin amounts).
 */
export function optionTradingPair(pair: OptionPair): TradingPair {
  return tradingPairOf({ ...pair, size_precision: pair.amount_precision });
}

export interface OptionTradeViewProps {
  pair: OptionPair;
  pairs: readonly OptionPair[];
  onSymbolChange: (symbol: string) => void;
  /** A fixed clock for stories (the chart's first page). */
  clock?: (() => number) | undefined;
}

/** The option trading layout of one pair (the pair list has loaded). */
export function OptionTradeView({ pair, pairs, onSymbolChange, clock }: OptionTradeViewProps) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const signedIn = user !== null;
  const { siteName } = useSiteConfig();
  const trading = useMemo(() => optionTradingPair(pair), [pair]);
  // Option pairs are the spot pairs: their live prices are the spot tickers.
  const { header } = useTradingPairHeader({
    market: 'spot',
    pair,
    pairs,
    trading,
    listLabel: t`Option pairs`,
    onSymbolChange,
  });
  const { rows } = header;
  const lastPrices = useMemo(() => new Map(rows.map((row) => [row.symbol, row.last])), [rows]);
  const index = useOptionIndex(pair.symbol);
  const times = useOptionTimes(pair.symbol);
  const openOrders = useOptionOrders(CHART_ORDERS, signedIn);
  const balances = useTradeBalances(pair.symbol, signedIn);
  const open = useOpenOption();
  const settled = useOptionSettled(pairs);
  const now = useNow();
  const timeLeft = useCallback(
    (settleAt: number) => formatCountdown(settleAt - now, i18n.locale),
    [now, i18n.locale],
  );

  const section = t(PAGE_TITLES.optionTrading);
  useTradingDocumentTitle(pair.name, section, siteName);

  return (
    <main className={styles.page}>
      <TradingPageTitle>{section}</TradingPageTitle>
      <div className={grid.header}>
        <TradingPairHeader {...header} />
        <OptionPairList
          pairs={pairs}
          current={pair.symbol}
          lastPrices={lastPrices}
          onSelect={onSymbolChange}
        />
      </div>
      <div className={styles.chartArea}>
        <OptionChart
          pair={pair}
          trading={trading}
          openOrders={openOrders.data?.list ?? []}
          indexPrice={index?.price ?? null}
          timeLeft={timeLeft}
          onSymbolChange={onSymbolChange}
          clock={clock}
        />
      </div>
      <section className={styles.form} aria-label={t`Open an option`}>
        <OptionOrderForm
          key={pair.symbol}
          pair={pair}
          times={times.data ?? []}
          available={balances?.quote ?? null}
          signedIn={signedIn}
          onOpen={open.mutateAsync}
        />
        <SettledNoticeLine notice={settled} />
      </section>
      <div className={styles.history}>
        <OptionHistoryPanel symbol={pair.symbol} signedIn={signedIn} />
      </div>
    </main>
  );
}
