import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useAppServices } from '../../app-services.tsx';
import { useTickers } from '../../live/use-tickers.ts';
import { contractPairsQuery, spotPairsQuery } from '../../queries/pairs.query.ts';
import { toMarketRows } from '../market/market-rows.ts';
import { HomeMarkets } from './home-markets.tsx';
import styles from './home-page.module.css';

/** The landing page: the hero, the way into trading, and the main pairs live. */
export function HomePage() {
  const { api } = useAppServices();
  const spotPairs = useQuery(spotPairsQuery(api));
  const contractPairs = useQuery(contractPairsQuery(api));
  const spotTickers = useTickers('trade');
  const contractTickers = useTickers('contract');
  const status =
    spotPairs.isPending || contractPairs.isPending
      ? 'loading'
      : spotPairs.isError && contractPairs.isError
        ? 'error'
        : 'ready';
  return (
    <main className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          <Trans>Trade crypto with confidence</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>Spot, futures and options markets with live prices.</Trans>
        </p>
        <div className={styles.ctas}>
          <Link to="/spot-trade" className={styles.cta}>
            <Trans>Trade spot</Trans>
          </Link>
          <Link to="/contract-trade" className={styles.ctaSecondary}>
            <Trans>Trade futures</Trans>
          </Link>
        </div>
      </section>
      <HomeMarkets
        status={status}
        spot={toMarketRows('spot', spotPairs.data ?? [], spotTickers)}
        contract={toMarketRows('contract', contractPairs.data ?? [], contractTickers)}
      />
    </main>
  );
}
