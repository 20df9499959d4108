import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OrderSide } from '@exchange/api';
import { EmptyState, Spinner, Tabs } from '@exchange/design-system';
import { useAuth } from '../../app-services.tsx';
import { callErrorMessage } from '../../errors/call-error-message.ts';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import { LoadFailed } from '../assets/shared/load-failed.tsx';
import { OtcDesk } from './otc-desk.tsx';
import { useOtcCoins } from './otc.query.ts';
import { useOtcTitle } from './use-otc-title.ts';
import styles from './otc-page.module.css';

/**
 * /otc-trade (issue 24, SPEC.md section 2): block trades with the desk, named by the
 * `site_otc_name` setting. Buy or sell on tabs; a quote priced from the index with a spread that
 * widens with the size, valid for 10 seconds; accepting in time trades at exactly that price
 * against spot. Its header entry stays hidden (SPEC.md section 2, Header).
 */
export function OtcTradePage() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const title = useOtcTitle(PAGE_TITLES.otcTrading);
  const coins = useOtcCoins();
  const [side, setSide] = useState<OrderSide>('buy');
  const state =
    coins.isError && coins.data === undefined
      ? 'error'
      : coins.data === undefined
        ? 'loading'
        : coins.data.length === 0
          ? 'empty'
          : 'ready';
  const desk = (deskSide: OrderSide) =>
    coins.data === undefined ? null : (
      <OtcDesk side={deskSide} coins={coins.data} signedIn={user !== null} />
    );
  return (
    <main className={styles.page} data-state={state}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        <Link to="/otc-trade/order" className={styles.link}>
          {t`Your trades`}
        </Link>
      </div>
      <p className={styles.intro}>
        {t`Large amounts at one price: the desk quotes from the index with a spread that grows with the size, and the quote stands for 10 seconds.`}
      </p>
      {state === 'error' ? (
        <LoadFailed
          message={callErrorMessage(coins.error, i18n).text}
          onRetry={() => void coins.refetch()}
        />
      ) : state === 'loading' ? (
        <Spinner label={t`Loading the desk…`} />
      ) : state === 'empty' ? (
        <EmptyState title={t`The desk quotes no coin at the moment.`} />
      ) : (
        <Tabs
          label={t`Side`}
          variant="pill"
          value={side}
          onValueChange={(value) => {
            setSide(value === 'sell' ? 'sell' : 'buy');
          }}
          items={[
            { value: 'buy', label: t`Buy`, content: desk('buy') },
            { value: 'sell', label: t`Sell`, content: desk('sell') },
          ]}
        />
      )}
    </main>
  );
}
