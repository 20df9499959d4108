import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MarketTable } from '../market/market-table.tsx';
import { sortRows, type MarketRow } from '../market/market-rows.ts';
import styles from './home-page.module.css';

/** How many pairs of each market the home page shows: the main ones, by 24 h turnover. */
export const HOME_PAIR_COUNT = 6;

export interface HomeMarketsProps {
  spot: readonly MarketRow[];
  contract: readonly MarketRow[];
  status: 'loading' | 'error' | 'ready';
}

/** The home page's live tickers: the main spot and futures pairs, each linking into trading. */
export function HomeMarkets({ spot, contract, status }: HomeMarketsProps) {
  const { t } = useLingui();
  if (status === 'loading') {
    return (
      <div className={styles.placeholder}>
        <p className={styles.status} role="status">
          <Trans>Loading markets…</Trans>
        </p>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.placeholder}>
        <p className={styles.status} role="alert">
          <Trans>The markets could not be loaded. Try again later.</Trans>
        </p>
      </div>
    );
  }
  const main = (rows: readonly MarketRow[]) =>
    sortRows(rows, 'turnover', 'descending').slice(0, HOME_PAIR_COUNT);
  return (
    <div className={styles.markets}>
      {spot.length + contract.length === 0 ? (
        <p className={styles.status}>
          <Trans>No markets are open yet.</Trans>
        </p>
      ) : (
        <>
          {spot.length > 0 ? <MarketTable caption={t`Spot markets`} rows={main(spot)} /> : null}
          {contract.length > 0 ? (
            <MarketTable caption={t`Futures markets`} rows={main(contract)} />
          ) : null}
        </>
      )}
      <Link to="/market" className={styles.more}>
        <Trans>View all markets</Trans>
      </Link>
    </div>
  );
}
