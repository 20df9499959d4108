import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { EarnProduct } from '@exchange/api';
import { useAuth } from '../../app-services.tsx';
import { useEarnUserEvents } from '../../queries/earn.query.ts';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import { EarningsSummary } from './earnings/earnings-summary.tsx';
import { HoldingsTable } from './earnings/holdings-table.tsx';
import { EarnProducts, type EarnProductFilters } from './products/earn-products.tsx';
import { SubscribeDialog } from './subscribe/subscribe-dialog.tsx';
import styles from './finance-page.module.css';

/**
 * /finance (issue 21): the earn products with their filters and the subscribe dialog, and for a
 * signed-in user "My earnings" (what is held, yesterday's and total interest, the cumulative
 * interest chart) and the holdings with Redeem. A visitor who chooses Subscribe goes to login.
 * Balance events keep every figure current.
 */
export function FinancePage() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const signedIn = user !== null;
  const navigate = useNavigate();
  useEarnUserEvents();
  const [filters, setFilters] = useState<EarnProductFilters>({ held: false });
  const [chosen, setChosen] = useState<EarnProduct | null>(null);

  return (
    <main className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{i18n._(PAGE_TITLES.earn)}</h1>
        {signedIn ? (
          <Link to="/order/finance" className={styles.link}>
            {t`Earn records`}
          </Link>
        ) : null}
      </div>
      {signedIn ? (
        <section className={styles.section} aria-labelledby="earn-mine-title">
          <h2 id="earn-mine-title" className={styles.subtitle}>
            {t`My earnings`}
          </h2>
          <EarningsSummary />
          <HoldingsTable />
        </section>
      ) : null}
      <EarnProducts
        filters={filters}
        onFiltersChange={setFilters}
        signedIn={signedIn}
        onSubscribe={(product) => {
          if (signedIn) setChosen(product);
          else void navigate({ to: '/user/login' });
        }}
      />
      <SubscribeDialog
        product={chosen}
        onClose={() => {
          setChosen(null);
        }}
      />
    </main>
  );
}
