import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Select, VISUALLY_HIDDEN } from '@exchange/design-system';
import { PanelStatus } from '../panel-status/panel-status.tsx';
import {
  AGGREGATION_FACTORS,
  aggregationStep,
  sideRows,
  spreadOf,
  stepDecimals,
  withDepth,
  type AggregationFactor,
} from './aggregate.ts';
import { BookSide } from './book-side.tsx';
import { BookViewToggle, type BookView } from './book-view-toggle.tsx';
import type { OrderBookStore } from './order-book-store.ts';
import { SpreadLine } from './spread-line.tsx';
import styles from './order-book.module.css';

/**
 * Rows per side when both sides show; a single side shows twice as many, in the same height.
 * Rows are 24 px tall, the WCAG 2.2 minimum target size (2.5.8), as each row is a button.
 */
export const ROWS_PER_SIDE = 10;

/** Props of {@link OrderBook}. */
export interface OrderBookProps {
  store: OrderBookStore;
  /** The pair's price precision (TradingPair.pricePrecision): tick = 10^-pricePrecision. */
  pricePrecision: number;
  /** The pair's amount precision (TradingPair.sizePrecision): step = 10^-sizePrecision. */
  sizePrecision: number;
  baseCoin: string;
  quoteCoin: string;
  /** For the spread line (live ticker last price). */
  lastPrice: string | null;
  lastDirection?: 'up' | 'down' | null;
  /** Fills the order form; the price has exactly `pricePrecision` decimals. */
  onPriceClick: (price: string) => void;
  /** The view shown first (stories, a remembered choice); the toggle changes it. */
  initialView?: BookView;
  /** The aggregation chosen first, as a factor of the tick; the select changes it. */
  initialAggregation?: AggregationFactor;
  /** The feed is not live (issue 15): prices are muted and said to be possibly out of date. */
  stale?: boolean;
}

/**
 * The order book (handicap): asks above, bids below, depth bars, the spread line with the last
 * price, a view toggle and price aggregation. Renders as often as its store publishes (the default
 * store: an animation frame at most ten times a second), however fast the store is fed, writes
 * only the figures that moved, and keeps the same number of rows in every state (no layout shift).
 *
 * @example
 * <OrderBook store={bookStore} pricePrecision={2} sizePrecision={4} baseCoin="BTC"
 *   quoteCoin="USDT" lastPrice={ticker.last} onPriceClick={(price) => pick(price)} />
 */
export function OrderBook({
  store,
  pricePrecision,
  sizePrecision,
  baseCoin,
  quoteCoin,
  lastPrice,
  lastDirection = null,
  onPriceClick,
  initialView = 'both',
  initialAggregation = '1',
  stale = false,
}: OrderBookProps) {
  const { t } = useLingui();
  const book = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [view, setView] = useState<BookView>(initialView);
  const [factor, setFactor] = useState<AggregationFactor>(initialAggregation);

  // Rows are memoised on a stable callback; the latest onPriceClick is read at click time.
  const onPriceClickRef = useRef(onPriceClick);
  useEffect(() => {
    onPriceClickRef.current = onPriceClick;
  }, [onPriceClick]);
  const pick = useCallback((price: string) => {
    onPriceClickRef.current(price);
  }, []);

  const count = view === 'both' ? ROWS_PER_SIDE : ROWS_PER_SIDE * 2;
  const step = aggregationStep(pricePrecision, factor);
  const [askRows, bidRows] = useMemo(() => {
    const asks = view === 'bids' ? [] : sideRows(book.asks, step, 'ask', count);
    const bids = view === 'asks' ? [] : sideRows(book.bids, step, 'bid', count);
    const [withAsks = [], withBids = []] = withDepth(asks, bids);
    return [withAsks, withBids];
  }, [book, step, count, view]);
  const spread = useMemo(() => spreadOf(book.asks, book.bids), [book]);

  const side = {
    count,
    priceDecimals: stepDecimals(pricePrecision, factor),
    pricePrecision,
    sizePrecision,
    onPick: pick,
  };
  // The header and column titles change only with the view, step or pair: kept as the same
  // elements, React skips them (the Radix select included) on every book update.
  const header = useMemo(
    () => (
      <>
        <header className={styles.header}>
          <h2 className={styles.title}>{t`Order book`}</h2>
          <BookViewToggle view={view} onChange={setView} />
          <Select
            size="sm"
            aria-label={t`Price aggregation`}
            options={AGGREGATION_FACTORS.map((value) => ({
              value,
              label: aggregationStep(pricePrecision, value),
            }))}
            value={factor}
            onChange={setFactor}
          />
        </header>
        <div className={styles.columns} aria-hidden="true">
          {(
            [
              ['price', t`Price (${quoteCoin})`],
              ['amount', t`Amount (${baseCoin})`],
              ['total', t`Total (${baseCoin})`],
            ] as const
          ).map(([key, text]) => (
            <span key={key} title={text}>
              {text}
            </span>
          ))}
        </div>
      </>
    ),
    [t, view, factor, pricePrecision, baseCoin, quoteCoin],
  );
  const status =
    book.status === 'ready' && askRows.length === 0 && bidRows.length === 0 ? 'empty' : book.status;

  return (
    <section
      className={styles.book}
      data-state={status}
      data-view={view}
      data-stale={stale ? '' : undefined}
    >
      {header}
      {stale ? <p className={VISUALLY_HIDDEN}>{t`Prices may be out of date.`}</p> : null}
      <div className={styles.body}>
        {view === 'bids' ? null : <BookSide side="ask" rows={askRows} label={t`Asks`} {...side} />}
        <SpreadLine
          lastPrice={lastPrice}
          lastDirection={lastDirection}
          spread={spread}
          pricePrecision={pricePrecision}
          quoteCoin={quoteCoin}
        />
        {view === 'asks' ? null : <BookSide side="bid" rows={bidRows} label={t`Bids`} {...side} />}
        <PanelStatus
          status={status}
          labels={{
            loading: t`Loading order book`,
            empty: t`No orders yet`,
            errorTitle: t`The order book is unavailable`,
            errorDescription: t`It will come back when the connection does.`,
          }}
        />
      </div>
    </section>
  );
}
