import { useRef, useState } from 'react';
import Big from 'big.js';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LaunchpadProject } from '@exchange/api';
import { Button, Field, formatCoinAmount, NumericInput, useToast } from '@exchange/design-system';
import { launchpadAllocation, wireDecimal } from '@exchange/formulas';
import { useAppServices } from '../../../app-services.tsx';
import { useLaunchpadCommit } from '../../../queries/launchpad.query.ts';
import { balanceText, walletQuery } from '../../../queries/wallet.query.ts';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../../contract-trade/order-form/order-refusal.ts';
import styles from '../subscribe-page.module.css';

/**
 * The most the caller may commit now: min(spot available, what the per-user cap leaves),
 * truncated to the commitment's precision, never below zero.
 *
 * @example commitMax(project, '500') // '500' when the cap leaves more
 */
export function commitMax(project: LaunchpadProject, available: string): string {
  const capLeft = new Big(project.user_cap).minus(project.user_committed);
  const most = capLeft.lt(available) ? capLeft : new Big(available);
  return most.lte(0) ? '0' : most.round(project.amount_precision, Big.roundDown).toFixed();
}

/**
 * Committing quote coin to a project in its subscribing phase: the amount (Max = min(spot
 * available, cap left)), checked before sending as the server checks it, and the pro-rata
 * estimate of the tokens and refund if the total stayed what it is now. Each Commit is one
 * attempt with its own `client_order_id`; a refusal shows the server's words under the amount.
 */
export function CommitForm({ project }: { project: LaunchpadProject }) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const toast = useToast();
  const commit = useLaunchpadCommit();
  const spot = useQuery(walletQuery(api, 'spot'));
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const amountRef = useRef<HTMLInputElement>(null);
  const quote = project.quote_coin;
  const available =
    spot.data?.list.find((row) => row.coin_name === project.quote_coin)?.balance ?? '0';
  const max = commitMax(project, available);
  const valid = amount !== '' && Number.isFinite(Number(amount)) && new Big(amount).gt(0);
  // Until the spot wallet has loaded, its balance is unknown, not zero: nothing is judged against it.
  const problem =
    !valid || spot.isPending
      ? null
      : new Big(amount).lt(project.min_commit)
        ? t`The least you may commit is ${formatCoinAmount(project.min_commit, quote)}.`
        : new Big(amount).gt(available)
          ? t`More than your available ${formatCoinAmount(available, quote)}.`
          : new Big(amount).gt(max)
            ? t`Over the per-user cap: at most ${formatCoinAmount(max, quote)} more.`
            : null;
  const mine = new Big(project.user_committed).plus(valid ? amount : '0');
  const total = new Big(project.total_committed).plus(valid ? amount : '0');
  const estimate = launchpadAllocation(mine, total, {
    price: project.price,
    supply: project.supply,
    tokenPrecision: project.token_precision,
  });

  const amountError =
    refusal.fields.amount ??
    (problem !== null && (attempted || amount !== '')
      ? problem
      : attempted && !valid
        ? t`Enter an amount.`
        : undefined);

  const submit = () => {
    setAttempted(true);
    setRefusal(NO_REFUSAL);
    if (!valid || problem !== null || commit.isPending || spot.isPending) return;
    const body = { project_id: project.id, amount: wireDecimal(amount) };
    commit.mutateAsync(body).then(
      () => {
        const text = formatCoinAmount(body.amount, quote);
        toast.success(t`Committed ${text}.`);
        setAmount('');
        setAttempted(false);
      },
      (error: unknown) => {
        const refused = refusalOfError(error, i18n, ['amount']);
        setRefusal(refused);
        // Back to the field the server refused. The Commit button was disabled while sending,
        // which dropped focus; left there, the dialog's focus trap put it on the whole dialog.
        if (refused.fields.amount !== undefined) amountRef.current?.focus();
      },
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      data-state={commit.isPending ? 'submitting' : 'editing'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field
        label={t`Amount to commit`}
        error={amountError}
        hint={t`Available in spot: ${balanceText(spot, available, quote)}`}
      >
        {(control) => (
          <div className={styles.amountRow}>
            <NumericInput
              {...control}
              ref={amountRef}
              precision={project.amount_precision}
              value={amount}
              placeholder={t`At least ${formatCoinAmount(project.min_commit, quote)}`}
              suffix={quote}
              onChange={(value) => {
                setAmount(value);
                setRefusal(NO_REFUSAL);
              }}
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={max === '0'}
              onClick={() => {
                setAmount(max);
                setRefusal(NO_REFUSAL);
              }}
            >
              <Trans>Max</Trans>
            </Button>
          </div>
        )}
      </Field>
      <p className={styles.note}>
        <Trans>
          When subscribing closes, each commitment gets min(commitment, commitment × offered value ÷
          total committed) worth of the token; the rest is refunded. The estimate below assumes the
          total stays as it is now.
        </Trans>
      </p>
      <dl className={styles.preview} aria-label={t`Estimate`}>
        <dt>{t`My commitment after this`}</dt>
        <dd>{formatCoinAmount(mine.toFixed(), quote)}</dd>
        <dt>{t`Estimated allocation`}</dt>
        <dd>{formatCoinAmount(estimate.allocated.toFixed(), project.token)}</dd>
        <dt>{t`Estimated refund`}</dt>
        <dd>{formatCoinAmount(estimate.refund.toFixed(), quote)}</dd>
      </dl>
      {refusal.form === null ? null : (
        <p className={styles.error} role="alert">
          {refusal.form}
        </p>
      )}
      <Button type="submit" loading={commit.isPending}>
        <Trans>Commit</Trans>
      </Button>
    </form>
  );
}
