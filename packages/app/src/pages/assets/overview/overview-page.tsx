import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCoinAmount, NO_VALUE, Num, withUnit } from '@exchange/design-system';
import { useAppServices, useAuth } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { assetsQuery } from '../../../queries/assets.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { TransferButton } from '../transfer/transfer-button.tsx';
import { quoteValue } from '../shared/coin-amount.ts';
import { HideAmountsToggle } from '../shared/hide-amounts-toggle.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { masked, useHideAmounts } from '../shared/use-hide-amounts.ts';
import { useQuoteName } from '../shared/use-quote-name.ts';
import { OverviewHistory } from './overview-history.tsx';
import { OverviewSplit } from './overview-split.tsx';
import pageStyles from '../shared/assets-page.module.css';
import styles from './overview.module.css';

/**
 * /assets/overview: total assets in the quote coin (`site_quote_name1`) with the BTC
 * equivalent and the hide-amounts eye, quick actions (Deposit, Withdraw, Transfer, Trade), the
 * split across the spot, futures and earn accounts as a ring with figures, and the last 30 days
 * of total value.
 */
export function OverviewPage() {
  const { i18n } = useLingui();
  const { api } = useAppServices();
  const { token } = useAuth();
  const quoteName = useQuoteName();
  const [hidden, setHidden] = useHideAmounts();
  const assets = useQuery({ ...assetsQuery(api, token ?? ''), enabled: token !== null });
  const total = assets.data
    ? withUnit(quoteValue(assets.data.total_assets_usdt), quoteName)
    : NO_VALUE;
  const btc = assets.data ? formatCoinAmount(assets.data.total_assets_btc, 'BTC') : NO_VALUE;
  const btcShown = masked(btc, hidden);
  const state = assets.isError ? 'error' : assets.isPending ? 'loading' : 'ready';

  return (
    <main className={pageStyles.page} data-state={state}>
      <h1 className={pageStyles.title}>{i18n._(PAGE_TITLES.assetsOverview)}</h1>
      <section className={styles.hero} aria-labelledby="total-assets">
        <div className={pageStyles.summary}>
          <p className={pageStyles.caption}>
            <span id="total-assets">
              <Trans>Total assets ({quoteName})</Trans>
            </span>
            <HideAmountsToggle hidden={hidden} onChange={setHidden} />
          </p>
          {assets.isError ? (
            <LoadFailed
              message={callErrorMessage(assets.error, i18n).text}
              onRetry={() => {
                void assets.refetch();
              }}
            />
          ) : (
            <>
              <p className={pageStyles.total} data-testid="total-assets">
                <Num>{masked(total, hidden)}</Num>
              </p>
              <p className={styles.equivalent}>
                <Trans>
                  ≈ <Num>{btcShown}</Num>
                </Trans>
              </p>
            </>
          )}
        </div>
        <nav className={pageStyles.actions} aria-label={i18n._(PAGE_TITLES.assetsOverview)}>
          <Link to="/assets/recharge" className={pageStyles.buttonLink}>
            <Trans>Deposit</Trans>
          </Link>
          <Link to="/assets/withdraw" className={pageStyles.buttonLinkSecondary}>
            <Trans>Withdraw</Trans>
          </Link>
          <TransferButton preset={{ from: 'spot', to: 'futures' }}>
            <Trans>Transfer</Trans>
          </TransferButton>
          <Link to="/spot-trade" className={pageStyles.buttonLinkSecondary}>
            <Trans>Trade</Trans>
          </Link>
        </nav>
      </section>
      <div className={styles.pictures}>
        <section className={styles.panel} aria-labelledby="split-title">
          <h2 id="split-title" className={styles.panelTitle}>
            <Trans>By account</Trans>
          </h2>
          <OverviewSplit hidden={hidden} quoteName={quoteName} />
        </section>
        <section className={styles.panel} aria-labelledby="history-title">
          <h2 id="history-title" className={styles.panelTitle}>
            <Trans>Last 30 days</Trans>
          </h2>
          <OverviewHistory hidden={hidden} quoteName={quoteName} />
        </section>
      </div>
    </main>
  );
}
