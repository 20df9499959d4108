import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ContractPair } from '@exchange/api';
import { Tabs } from '@exchange/design-system';
import { useAuth } from '../../app-services.tsx';
import { useSiteConfig } from '../../config/use-site-config.ts';
import { useContractPositions } from '../../queries/contract.query.ts';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import { tradingPairOf } from '../../trading/trading-pair.ts';
import { TradingPageTitle } from '../../trading/trading-page/trading-page-parts.tsx';
import { TradingBookPanel, TradingTradesPanel } from '../../trading/trading-page/trading-grid.tsx';
import grid from '../../trading/trading-page/trading-grid.module.css';
import { TradingPairHeader } from '../../trading/trading-page/trading-pair-header.tsx';
import { useTradingDocumentTitle } from '../../trading/trading-page/use-trading-document-title.ts';
import { useTradingPairHeader } from '../../trading/trading-page/use-trading-pair-header.ts';
import { ContractAnalysis } from './analysis/contract-analysis.tsx';
import { ContractChart } from './chart/contract-chart.tsx';
import { useContractMark } from './data/use-contract-mark.ts';
import { useContractMarket } from './data/use-contract-market.ts';
import { useContractUserEvents } from './data/use-contract-user-events.ts';
import { ContractHeaderStrip } from './header/contract-header-strip.tsx';
import { ContractOrderForm } from './order-form/contract-order-form.tsx';
import { ContractPositionsPanel } from './positions/positions-panel.tsx';
import styles from './contract-trade-page.module.css';

export interface ContractTradeViewProps {
  pair: ContractPair;
  pairs: readonly ContractPair[];
  onSymbolChange: (symbol: string) => void;
  now?: (() => number) | undefined;
}

/** The trading layout of one contract (the pair list has loaded). */
export function ContractTradeView({ pair, pairs, onSymbolChange, now }: ContractTradeViewProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const signedIn = user !== null;
  const { siteName } = useSiteConfig();
  const trading = useMemo(() => tradingPairOf(pair), [pair]);
  const { header, last } = useTradingPairHeader({
    market: 'contract',
    pair,
    pairs,
    trading,
    listLabel: t`Perpetual contracts`,
    onSymbolChange,
  });
  const { direction, connection, timeZone: timezone } = header;
  const market = useContractMarket(pair.symbol);
  const mark = useContractMark(pair);
  const positions = useContractPositions(signedIn);
  const position = signedIn
    ? positions.data?.find((held) => held.symbol === pair.symbol)
    : undefined;
  // A price clicked in the book, kept with its symbol so another pair's form never gets it.
  const [picked, setPicked] = useState<{ symbol: string; price: string } | null>(null);
  const bookPrice = picked?.symbol === pair.symbol ? picked.price : undefined;
  const markPrices = useMemo(
    () => ({ [mark.symbol]: mark.markPrice }),
    [mark.symbol, mark.markPrice],
  );
  const [view, setView] = useState('chart');
  useContractUserEvents();
  const stale = connection.state !== 'live';

  const section = t(PAGE_TITLES.futuresTrading);
  useTradingDocumentTitle(pair.name, section, siteName);

  return (
    <main className={styles.page}>
      <TradingPageTitle>{section}</TradingPageTitle>
      <div className={grid.header}>
        <TradingPairHeader {...header} />
        <ContractHeaderStrip
          pair={pair}
          mark={mark}
          openInterest={pair.open_interest}
          stale={stale}
          {...(now === undefined ? {} : { clock: now })}
        />
      </div>
      <div className={styles.chartArea}>
        <Tabs
          label={t`Chart and analysis`}
          value={view}
          onValueChange={setView}
          items={[
            {
              value: 'chart',
              label: t`Chart`,
              content: (
                <ContractChart
                  pair={pair}
                  trading={trading}
                  position={position}
                  onSymbolChange={onSymbolChange}
                  {...(now === undefined ? {} : { now })}
                />
              ),
            },
            { value: 'analysis', label: t`Analysis`, content: <ContractAnalysis pair={pair} /> },
          ]}
        />
      </div>
      <TradingBookPanel
        pair={trading}
        store={market.book}
        lastPrice={last}
        lastDirection={direction}
        stale={stale}
        onPriceClick={(price) => {
          setPicked({ symbol: pair.symbol, price });
        }}
      />
      <section className={grid.form} aria-label={t`Place an order`}>
        <ContractOrderForm
          key={pair.symbol}
          pair={pair}
          markPrice={mark.markPrice}
          {...(bookPrice === undefined ? {} : { bookPrice })}
        />
      </section>
      <TradingTradesPanel pair={trading} store={market.trades} timeZone={timezone} stale={stale} />
      <div className={grid.orders}>
        <ContractPositionsPanel symbol={pair.symbol} pairs={pairs} markPrices={markPrices} />
      </div>
    </main>
  );
}
