import type { ReactNode } from 'react';
import type { OrderBookStore } from '../order-book/order-book-store.ts';
import { OrderBook } from '../order-book/order-book.tsx';
import type { TradesStore } from '../recent-trades/trades-store.ts';
import type { PriceDirection } from '../pair-header/use-price-direction.ts';
import { RecentTrades } from '../recent-trades/recent-trades.tsx';
import type { TradingPair } from '../trading-pair.ts';
import { TradingPageStatus, TradingPageTitle } from './trading-page-parts.tsx';
import grid from './trading-grid.module.css';

// The cells of the trading pages' grid (trading-grid.module.css) that every product fills the
// same way: the loading layout, the order book and the tape. The header, chart, form and the
// orders panel below are each product's own.

/**
 * Class names a page adds to the grid's (the contract page: tabs in the chart, narrow screens;
 * the option page: its own cells).
 */
export interface TradingGridClasses {
  page?: string;
  chartArea?: string;
  /** The empty panels after the chart, for a grid with other cells than the book and the tape. */
  panels?: readonly (string | undefined)[];
}

const GRID_PANELS = [grid.book, grid.form, grid.trades, grid.orders];

/**
 * The trading layout's empty panels while the pair list loads, not a short message: nothing
 * moves when it arrives.
 *
 * @example <TradingGridLoading title={section}><Trans>Loading the market…</Trans></TradingGridLoading>
 */
export function TradingGridLoading({
  title,
  classes = {},
  children,
}: {
  title: string;
  classes?: TradingGridClasses;
  /** What the chart area says meanwhile. */
  children: ReactNode;
}) {
  return (
    <main className={classes.page ?? grid.page} aria-busy="true">
      <TradingPageTitle>{title}</TradingPageTitle>
      <div className={grid.header} />
      <div className={classes.chartArea ?? grid.chartArea}>
        <TradingPageStatus role="status">{children}</TradingPageStatus>
      </div>
      {(classes.panels ?? GRID_PANELS).map((panel, index) => (
        // A page's panels are fixed, never reordered: their places are their keys.
        <div key={index} className={panel} />
      ))}
    </main>
  );
}

/** What the book and the tape show of the live market and its connection. */
interface MarketPanelProps {
  pair: TradingPair;
  /** The feed is not live (issue 15): prices are muted and said to be possibly out of date. */
  stale: boolean;
}

/** The order book's cell: a clicked price goes to the order form. */
export function TradingBookPanel({
  pair,
  stale,
  store,
  lastPrice,
  lastDirection,
  onPriceClick,
}: MarketPanelProps & {
  store: OrderBookStore;
  lastPrice: string | null;
  lastDirection: PriceDirection;
  onPriceClick: (price: string) => void;
}) {
  return (
    <div className={grid.book}>
      <OrderBook
        key={pair.symbol}
        store={store}
        pricePrecision={pair.pricePrecision}
        sizePrecision={pair.sizePrecision}
        baseCoin={pair.baseCoin}
        quoteCoin={pair.quoteCoin}
        lastPrice={lastPrice}
        lastDirection={lastDirection}
        stale={stale}
        onPriceClick={onPriceClick}
      />
    </div>
  );
}

/** The tape's cell: the pair's latest trades, twelve rows. */
export function TradingTradesPanel({
  pair,
  stale,
  store,
  timeZone,
}: MarketPanelProps & { store: TradesStore; timeZone: string | undefined }) {
  return (
    <div className={grid.trades}>
      <RecentTrades
        store={store}
        pricePrecision={pair.pricePrecision}
        sizePrecision={pair.sizePrecision}
        baseCoin={pair.baseCoin}
        quoteCoin={pair.quoteCoin}
        {...(timeZone === undefined ? {} : { timeZone })}
        rows={12}
        stale={stale}
      />
    </div>
  );
}
