import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SpotPair } from '@exchange/api';
import { useAppServices, useAuth } from '../../app-services.tsx';
import { useSiteConfig } from '../../config/use-site-config.ts';
import { spotPairsQuery } from '../../queries/pairs.query.ts';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import { ChartPanel } from '../../trading/chart-panel/chart-panel.tsx';
import { tradingPairOf } from '../../trading/trading-pair.ts';
import { TradingPageTitle } from '../../trading/trading-page/trading-page-parts.tsx';
import { TradingBookPanel, TradingTradesPanel } from '../../trading/trading-page/trading-grid.tsx';
import { tradingPageFallback } from '../../trading/trading-page/trading-page-fallback.tsx';
import { TradingPairHeader } from '../../trading/trading-page/trading-pair-header.tsx';
import { useTradingDocumentTitle } from '../../trading/trading-page/use-trading-document-title.ts';
import { useTradingPairHeader } from '../../trading/trading-page/use-trading-pair-header.ts';
import { useSpotDatafeed } from './data/use-spot-datafeed.ts';
import { usePlaceOrder } from './data/use-place-order.ts';
import { useSpotMarket } from './data/use-spot-market.ts';
import { useSpotUserEvents } from './data/use-spot-user-events.ts';
import { useTradeBalances } from './data/use-trade-balances.ts';
import { OrderForm } from './order-form/order-form.tsx';
import { SpotOrders } from './orders/spot-orders.tsx';
import type { TradingRouteProps } from '../../trading/trading-page/symbol-search.ts';
import styles from '../../trading/trading-page/trading-grid.module.css';

export type SpotTradePageProps = TradingRouteProps;

/**
 * Picks the pair the URL names, or the first pair when it names none or an unknown one.
 *
 * @example pairFor(pairs, 'NOPE')?.symbol // pairs[0].symbol
 */
export function pairFor(pairs: readonly SpotPair[], symbol: string | undefined): SpotPair | null {
  return pairs.find((pair) => pair.symbol === symbol) ?? pairs[0] ?? null;
}

/**
 * /spot-trade: the pair list decides the pair (an unknown `?symbol=` is replaced by the first
 * pair), then the trading view: header, chart, order book, trades, order form and orders.
 */
export function SpotTradePage({ symbol, onSymbolChange }: SpotTradePageProps) {
  const { t } = useLingui();
  const section = t(PAGE_TITLES.spotTrading);
  const { api } = useAppServices();
  const pairs = useQuery(spotPairsQuery(api));
  const pair = pairFor(pairs.data ?? [], symbol);

  useEffect(() => {
    if (pair !== null && pair.symbol !== symbol) onSymbolChange(pair.symbol, { replace: true });
  }, [pair, symbol, onSymbolChange]);

  const fallback = tradingPageFallback({
    title: section,
    pairs,
    found: pair !== null,
    loading: <Trans>Loading the market…</Trans>,
    failed: <Trans>The spot market could not be loaded.</Trans>,
    none: <Trans>No spot pairs are open for trading yet.</Trans>,
  });
  // A pair comes from the list, so the list is there once the page has one.
  if (fallback !== null || pair === null || pairs.data === undefined) return fallback;
  return (
    <SpotTradeView
      pair={pair}
      pairs={pairs.data}
      onSymbolChange={(next) => {
        onSymbolChange(next, { replace: false });
      }}
    />
  );
}

interface SpotTradeViewProps {
  pair: SpotPair;
  pairs: readonly SpotPair[];
  onSymbolChange: (symbol: string) => void;
}

function SpotTradeView({ pair, pairs, onSymbolChange }: SpotTradeViewProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const signedIn = user !== null;
  const { siteName } = useSiteConfig();
  // The page's edge: the shared widgets take the product-neutral pair, not the SpotPair.
  const trading = useMemo(() => tradingPairOf(pair), [pair]);
  const { header, last } = useTradingPairHeader({
    market: 'spot',
    pair,
    pairs,
    trading,
    listLabel: t`Spot pairs`,
    onSymbolChange,
  });
  const { direction, connection, timeZone: timezone } = header;
  const market = useSpotMarket(pair.symbol);
  const balances = useTradeBalances(pair.symbol, signedIn);
  const placeOrder = usePlaceOrder();
  const [picked, setPicked] = useState<{ price: string; nonce: number } | null>(null);
  useSpotUserEvents();
  // Issue 15: an outage must show. Not live = every price on the page may be out of date.
  const stale = connection.state !== 'live';

  const datafeed = useSpotDatafeed();

  const section = t(PAGE_TITLES.spotTrading);
  useTradingDocumentTitle(pair.name, section, siteName);

  return (
    <main className={styles.page}>
      <TradingPageTitle>{section}</TradingPageTitle>
      <div className={styles.header}>
        <TradingPairHeader {...header} />
      </div>
      <div className={styles.chartArea}>
        <ChartPanel
          pair={trading}
          datafeed={datafeed}
          timezone={timezone}
          storageKey={`spot-chart:${user === null ? 'guest' : String(user.id)}`}
          onSymbolChange={onSymbolChange}
        />
      </div>
      <TradingBookPanel
        pair={trading}
        store={market.book}
        lastPrice={last}
        lastDirection={direction}
        stale={stale}
        onPriceClick={(price) => {
          setPicked((current) => ({ price, nonce: (current?.nonce ?? 0) + 1 }));
        }}
      />
      <section className={styles.form} aria-label={t`Place an order`}>
        <OrderForm
          key={pair.symbol}
          pair={pair}
          lastPrice={last}
          balances={balances}
          signedIn={signedIn}
          pickedPrice={picked}
          onSubmit={placeOrder}
          getOrderBook={() => {
            const book = market.book.getSnapshot();
            return book.status === 'ready' ? { asks: book.asks, bids: book.bids } : null;
          }}
        />
      </section>
      <TradingTradesPanel pair={trading} store={market.trades} timeZone={timezone} stale={stale} />
      <div className={styles.orders}>
        <SpotOrders symbol={pair.symbol} pair={pair} signedIn={signedIn} />
      </div>
    </main>
  );
}
