import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, VISUALLY_HIDDEN } from '@exchange/design-system';
import type { MarketRow } from '../../markets/market-rows.ts';
import { HOME_CARDS, type HomeCardKey } from './home-cards.ts';
import { MarketCard } from './market-card.tsx';
import styles from './home-page.module.css';

/** What the market overview shows: the cards, their placeholders, nothing listed, or a failure. */
export type HomeMarketsState = 'loading' | 'error' | 'empty' | 'ready';

export interface HomeMarketsProps {
  state: HomeMarketsState;
  cards: Record<HomeCardKey, readonly MarketRow[]>;
  precision: ReadonlyMap<string, number>;
  sparklines: ReadonlyMap<string, readonly string[]>;
  /** Asks for the pair list again (the error state's Retry). */
  onRetry: () => void;
  retrying: boolean;
}

/**
 * The market at a glance: top gainers, top losers, highest 24 h turnover and new listings, each
 * a card of live pairs with a 24 h sparkline. Every state takes the cards' room, so the page
 * below never jumps.
 */
export function HomeMarkets({
  state,
  cards,
  precision,
  sparklines,
  onRetry,
  retrying,
}: HomeMarketsProps) {
  const { t } = useLingui();
  const titles: Record<HomeCardKey, string> = {
    gainers: t`Top gainers`,
    losers: t`Top losers`,
    volume: t`Highest volume`,
    listings: t`New listings`,
  };
  return (
    <section className={styles.markets} aria-labelledby="home-markets-title" data-state={state}>
      <div className={styles.sectionHead}>
        <h2 id="home-markets-title" className={styles.sectionTitle}>
          <Trans>Markets</Trans>
        </h2>
        <Link to="/market" className={styles.more}>
          <Trans>View all markets</Trans>
        </Link>
      </div>
      {state === 'loading' || state === 'ready' ? (
        <div className={styles.cards} aria-busy={state === 'loading'}>
          {state === 'loading' ? (
            <p className={VISUALLY_HIDDEN} role="status">
              <Trans>Loading markets…</Trans>
            </p>
          ) : null}
          {HOME_CARDS.map((key) => (
            <MarketCard
              key={key}
              title={titles[key]}
              state={state}
              rows={cards[key]}
              precision={precision}
              sparklines={sparklines}
              showTurnover={key === 'volume'}
            />
          ))}
        </div>
      ) : (
        <div className={styles.cardsPlaceholder}>
          {state === 'empty' ? (
            <EmptyState title={t`No markets are open yet.`} />
          ) : (
            <div role="alert" className={styles.failure}>
              <p>
                <Trans>The markets could not be loaded.</Trans>
              </p>
              <Button variant="secondary" loading={retrying} onClick={onRetry}>
                <Trans>Retry</Trans>
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
