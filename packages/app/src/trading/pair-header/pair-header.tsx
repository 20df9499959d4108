import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TickerStats } from '@exchange/api';
import type { Ticker } from '@exchange/api/socket';
import {
  formatAmount,
  formatSignedPercent,
  Num,
  StarIcon,
  VISUALLY_HIDDEN,
} from '@exchange/design-system';
import { trendOf } from '../../markets/market-rows.ts';
import type { TradingPair } from '../trading-pair.ts';
import type { PriceDirection } from './use-price-direction.ts';
import styles from './pair-header.module.css';

/**
 * The pair's 24 h statistics: the live ticker when there is one, else the pair list's values
 * (`listed`: any product's pair, they all carry the same 24 h fields).
 */
export function pairStats(listed: TickerStats, ticker: Ticker | undefined) {
  return {
    last: ticker?.last ?? listed.last_price,
    changePercent: ticker?.changePercent ?? listed.change_24h,
    high: ticker?.high ?? listed.high_24h,
    low: ticker?.low ?? listed.low_24h,
    volume: ticker?.volume ?? listed.volume_24h,
    turnover: ticker?.quoteVolume ?? listed.turnover_24h,
  };
}

export interface PairHeaderProps {
  pair: TradingPair;
  /** The pair list's 24 h statistics, shown until the live ticker arrives. */
  listed: TickerStats;
  /** The pair's live ticker, if the feed has sent one. */
  ticker: Ticker | undefined;
  /** Which way the last price last moved (colours it). */
  direction: PriceDirection;
  /** The pair switcher (its trigger shows the pair name). */
  switcher: ReactNode;
  /** Whether the pair is a favourite, and how to toggle it. */
  favorite: boolean;
  onToggleFavorite: () => void;
  /** The live feed's status pill (trade pages: ConnectionIndicator), at the row's end. */
  status?: ReactNode;
  /** The feed is not live: prices look muted and screen readers hear they may be out of date. */
  stale?: boolean;
}

/**
 * A trading page's header row: pair (with the switcher), favourite star, last price coloured by
 * its last move, 24 h change, high, low, volume (base) and turnover (quote), all live; the feed's
 * status at the end, and the prices muted while they may be stale (issue 15).
 *
 * @example <PairHeader pair={tradingPairOf(pair)} listed={pair} ticker={tickers.get(pair.symbol)} direction="up" switcher={…} favorite={false} onToggleFavorite={…} />
 */
export function PairHeader({
  pair,
  listed,
  ticker,
  direction,
  switcher,
  favorite,
  onToggleFavorite,
  status,
  stale = false,
}: PairHeaderProps) {
  const { t } = useLingui();
  const stats = pairStats(listed, ticker);
  const trend = trendOf(stats.changePercent);
  const name = pair.name;
  const base = pair.baseCoin;
  const quote = pair.quoteCoin;
  return (
    <section className={styles.header} aria-label={t`${name} market`}>
      <div className={styles.pair}>
        <button
          type="button"
          className={styles.star}
          aria-pressed={favorite}
          aria-label={t`Favourite ${name}`}
          onClick={onToggleFavorite}
        >
          <StarIcon filled={favorite} />
        </button>
        {switcher}
      </div>
      <dl className={styles.stats} data-stale={stale ? '' : undefined}>
        <div className={styles.stat}>
          <dt className={VISUALLY_HIDDEN}>{t`Last price`}</dt>
          <dd className={styles.last} data-direction={direction ?? undefined} aria-live="off">
            <Num>{formatAmount(stats.last, pair.pricePrecision)}</Num>
          </dd>
        </div>
        <Stat label={t`24h change`} tone={trend}>
          <Num>{formatSignedPercent(stats.changePercent)}</Num>
        </Stat>
        <Stat label={t`24h high`}>
          <Num>{formatAmount(stats.high, pair.pricePrecision)}</Num>
        </Stat>
        <Stat label={t`24h low`}>
          <Num>{formatAmount(stats.low, pair.pricePrecision)}</Num>
        </Stat>
        <Stat label={t`24h volume (${base})`}>
          <Num>{formatAmount(stats.volume, pair.sizePrecision)}</Num>
        </Stat>
        <Stat label={t`24h turnover (${quote})`}>
          <Num>{formatAmount(stats.turnover, 2)}</Num>
        </Stat>
      </dl>
      {stale ? <p className={VISUALLY_HIDDEN}>{t`Prices may be out of date.`}</p> : null}
      {status === undefined ? null : <div className={styles.status}>{status}</div>}
    </section>
  );
}

function Stat({
  label,
  tone = 'flat',
  children,
}: {
  label: string;
  tone?: 'rise' | 'fall' | 'flat';
  children: ReactNode;
}) {
  return (
    <div className={styles.stat}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value} data-tone={tone}>
        {children}
      </dd>
    </div>
  );
}
