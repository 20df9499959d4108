import { useState, type SyntheticEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoinNetwork, RechargeWithdraw } from '@exchange/api';
import { Button, Checkbox, Field, NumericInput, withUnit } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { useDemoMode } from '../../../auth-form/demo-code-notice.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { FUNDING_QUERY_KEYS } from '../../../queries/funding.query.ts';
import { coinAmount } from '../shared/coin-amount.ts';
import { refusalOf } from '../shared/refusal.ts';
import { simulatedAmount } from './deposit-status.ts';
import styles from './funding-page.module.css';

/** Decimals a simulated deposit may have (the ledger keeps 18; the chain's coins use fewer). */
const SIMULATED_DECIMALS = 8;

/**
 * Demo servers only (the config's `demo_mode`; renders nothing elsewhere): send a deposit of
 * the chosen coin on the chosen network over the demo chain (POST /demo/deposit). It appears in
 * the recent deposits below at 0 confirmations and confirms block by block; with "Make it fail"
 * the chain drops it at its next block, to see a failed deposit.
 */
export function SimulateDeposit({
  coin,
  network,
}: {
  coin: RechargeWithdraw;
  network: CoinNetwork;
}) {
  const demo = useDemoMode();
  if (!demo) return null;
  return (
    <SimulateDepositForm
      key={`${String(coin.coin_id)}-${network.network}`}
      coin={coin}
      network={network}
    />
  );
}

function SimulateDepositForm({ coin, network }: { coin: RechargeWithdraw; network: CoinNetwork }) {
  const { t, i18n } = useLingui();
  const { api, toaster } = useAppServices();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(() => simulatedAmount(network.min_deposit));
  const [fail, setFail] = useState(false);
  const coinName = coin.coin_name;

  const send = useMutation({
    mutationFn: (body: { coin_id: number; network: string; amount: string; fail: boolean }) =>
      api.request('demoDeposit', { body }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      const sent = withUnit(coinAmount(result.data.amount), result.data.coin_name);
      toaster.success(t`Deposit of ${sent} sent. It appears below and confirms block by block.`);
      await queryClient.invalidateQueries({ queryKey: FUNDING_QUERY_KEYS.deposits });
    },
  });
  const refusal = refusalOf(send.data);
  const formError =
    refusal.form ??
    refusal.fields.network ??
    refusal.fields.coin_id ??
    (send.error ? callErrorMessage(send.error, i18n).text : null);
  const empty = amount.trim() === '';

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (empty) return;
    send.mutate({ coin_id: coin.coin_id, network: network.network, amount: amount.trim(), fail });
  };

  return (
    <section className={styles.card} aria-labelledby="simulate-deposit">
      <h2 id="simulate-deposit" className={styles.sectionTitle}>
        <Trans>Simulate a deposit</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>
          This is a demo exchange: no chain sends coins to the address above. Send a pretend deposit
          of {coinName} on {network.name} instead.
        </Trans>
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.row}>
          <div className={styles.grow}>
            <Field label={t`Amount`} error={refusal.fields.amount}>
              {(control) => (
                <NumericInput
                  {...control}
                  value={amount}
                  precision={SIMULATED_DECIMALS}
                  inputMode="decimal"
                  suffix={coinName}
                  onChange={(next) => {
                    setAmount(next);
                    send.reset();
                  }}
                />
              )}
            </Field>
          </div>
          <Button type="submit" disabled={empty || send.isPending}>
            {send.isPending ? <Trans>Sending…</Trans> : <Trans>Simulate a deposit</Trans>}
          </Button>
        </div>
        <Checkbox
          label={t`Make it fail (the chain drops it at the next block)`}
          checked={fail}
          onCheckedChange={setFail}
        />
        {formError === null ? null : (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
      </form>
    </section>
  );
}
