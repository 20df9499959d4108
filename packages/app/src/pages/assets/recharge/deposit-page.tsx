import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, isolateLtr, Spinner, withUnit } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { coinsQuery } from '../../../queries/wallet.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { coinAmount } from '../shared/coin-amount.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { CoinNetworkPicker } from './coin-network-picker.tsx';
import { chosenCoin, chosenNetwork } from './coin-network.ts';
import { DepositAddress } from './deposit-address.tsx';
import { RecentDeposits } from './recent-deposits.tsx';
import { SimulateDeposit } from './simulate-deposit.tsx';
import styles from './funding-page.module.css';

export interface DepositPageProps {
  /** The coin named in the URL (`?coin=USDC`); the first coin when unknown or absent. */
  coin: string | undefined;
  onCoinChange: (coin: string) => void;
}

/**
 * /assets/recharge: choose a coin and a network (each showing its confirmations and minimum),
 * then the address with its QR code, copy buttons and, where the network needs one, the memo
 * with a warning; on a demo server a "Simulate a deposit" form; below, the user's recent
 * deposits of the coin with their live status.
 */
export function DepositPage({ coin: coinName, onCoinChange }: DepositPageProps) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const coins = useQuery(coinsQuery(api));
  const [networkCode, setNetworkCode] = useState<string | undefined>(undefined);
  const coin = chosenCoin(coins.data ?? [], coinName);
  const network = chosenNetwork(coin, networkCode, 'deposit');
  const state = coins.isPending ? 'loading' : coins.isError ? 'error' : coin ? 'ready' : 'empty';

  const coinLabel = coin?.coin_name ?? '';
  let body;
  if (coins.isPending) body = <Spinner label={i18n._(PAGE_TITLES.deposit)} />;
  else if (coins.isError)
    body = (
      <LoadFailed
        message={callErrorMessage(coins.error, i18n).text}
        onRetry={() => {
          void coins.refetch();
        }}
      />
    );
  else if (coin === undefined)
    body = <EmptyState title={<Trans>No coin takes deposits yet.</Trans>} />;
  else
    body = (
      <>
        <section className={styles.card}>
          <CoinNetworkPicker
            coins={coins.data}
            coin={coin}
            network={network}
            purpose="deposit"
            onCoinChange={(next) => {
              setNetworkCode(undefined);
              onCoinChange(next);
            }}
            onNetworkChange={setNetworkCode}
            describeNetwork={(item) => {
              const confirmations = String(item.confirmations);
              const minimum = isolateLtr(withUnit(coinAmount(item.min_deposit), coin.coin_name));
              return t`Confirmations: ${confirmations} · Minimum deposit: ${minimum}`;
            }}
          />
          {network ? (
            <DepositAddress
              key={`${String(coin.coin_id)}-${network.network}`}
              coin={coin}
              network={network}
            />
          ) : (
            <p className={styles.hint} role="status">
              <Trans>Deposits of {coinLabel} are paused on every network.</Trans>
            </p>
          )}
        </section>
        {network ? <SimulateDeposit coin={coin} network={network} /> : null}
        <RecentDeposits coin={coin} />
      </>
    );

  return (
    <main className={styles.page} data-state={state}>
      <h1 className={styles.title}>{i18n._(PAGE_TITLES.deposit)}</h1>
      {body}
    </main>
  );
}
