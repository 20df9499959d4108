import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import {
  formatAmount,
  formatCompact,
  formatSignedPercent,
  Num,
  Sparkline,
  VISUALLY_HIDDEN,
} from '@exchange/design-system';
import { trendOf, type MarketRow } from '../../markets/market-rows.ts';
import { HOME_CARD_ROWS } from './home-cards.ts';
import styles from './market-card.module.css';

export interface MarketCardProps {
  title: string;
  /** `loading` draws placeholder rows of the same height: nothing moves when data arrives. */
  state: 'loading' | 'ready';
  rows: readonly MarketRow[];
  /** Price decimals by symbol (the pair list's `price_precision`). */
  precision: ReadonlyMap<string, number>;
  /** The last 24 h of each pair, oldest first, ending at the live price; [] while loading. */
  sparklines: ReadonlyMap<string, readonly string[]>;
  /** Shows each pair's 24 h quote turnover under its name (the "Highest volume" card). */
  showTurnover?: boolean;
}

/** One of the home page's market cards: up to three pairs, each a link into spot trading. */
export function MarketCard({
  title,
  state,
  rows,
  precision,
  sparklines,
  showTurnover = false,
}: MarketCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} data-state={state}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      {state === 'loading' ? (
        <ul className={styles.rows} aria-hidden="true">
          {Array.from({ length: HOME_CARD_ROWS }, (_, index) => (
            <li key={index} className={styles.skeletonRow}>
              <span className={styles.skeletonName} />
              <span className={styles.skeletonSpark} />
              <span className={styles.skeletonFigures} />
            </li>
          ))}
        </ul>
      ) : (
        <ol className={styles.rows}>
          {rows.map((row) => {
            const trend = trendOf(row.changePercent);
            const decimals = precision.get(row.symbol) ?? 2;
            const low = formatAmount(row.low, decimals);
            const high = formatAmount(row.high, decimals);
            const turnover = formatCompact(row.turnover);
            return (
              <li key={row.symbol}>
                <Link
                  to="/spot-trade"
                  search={{ symbol: row.symbol }}
                  className={styles.row}
                  data-trend={trend}
                >
                  <span className={styles.pair}>
                    {row.logo ? (
                      <img src={row.logo} alt="" width={20} height={20} className={styles.logo} />
                    ) : null}
                    <span className={styles.names}>
                      {/* "BTC/USDT" read as one word; the quote coin quieter, as on the market page. */}
                      <span className={styles.name}>
                        {row.baseCoin}
                        <span className={styles.quote}>/{row.quoteCoin}</span>
                      </span>
                      {showTurnover ? (
                        <span className={styles.detail}>
                          {/* The card's title says what the number is; readers hear it too. */}
                          <span className={VISUALLY_HIDDEN}>{t`24h turnover`} </span>
                          <Num>{turnover}</Num>
                        </span>
                      ) : null}
                    </span>
                  </span>
                  <Sparkline
                    values={sparklines.get(row.symbol) ?? []}
                    trend={trend}
                    width={56}
                    height={28}
                    label={t`24h low ${low}, high ${high}`}
                  />
                  <span className={styles.figures}>
                    <Num className={styles.last}>{formatAmount(row.last, decimals)}</Num>
                    <Num className={styles.change}>{formatSignedPercent(row.changePercent)}</Num>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
