import { useId, useState, type SyntheticEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_TYPES, type AccountType } from '@exchange/api';
import {
  Button,
  Field,
  Modal,
  NO_VALUE,
  Num,
  NumericInput,
  Select,
  withUnit,
} from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import {
  invalidateBalances,
  transferAvailableQuery,
  walletQuery,
} from '../../../queries/wallet.query.ts';
import { coinAmount } from '../shared/coin-amount.ts';
import { refusalOf } from '../shared/refusal.ts';
import { useAccountLabels } from '../shared/use-account-labels.ts';
import { TRANSFER_PROBLEMS } from './transfer-problem-message.ts';
import { otherSide, TRANSFER_DECIMALS, transferProblem } from './transfer-rules.ts';
import styles from './transfer-dialog.module.css';

/** Where a transfer dialog starts: the accounts and the coin (by name) chosen for the user. */
export interface TransferPreset {
  from?: AccountType;
  to?: AccountType;
  coin?: string;
}

/** Props of {@link TransferDialog}. */
export interface TransferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset?: TransferPreset;
}

/**
 * Moves a coin between the user's spot, futures and earn accounts (POST /wallet/transfer): from
 * and to with a swap button, the coin, the amount with Max (GET /wallet/transfer_available).
 * On success every balance query is refetched, so every balance on screen follows at once.
 * Mount it only while open (or give it a `key`) so each opening starts from its preset.
 *
 * @example <TransferDialog open={open} onOpenChange={setOpen} preset={{ from: 'spot', to: 'futures' }} />
 */
export function TransferDialog({ open, onOpenChange, preset = {} }: TransferDialogProps) {
  const { t, i18n } = useLingui();
  const { api, toaster } = useAppServices();
  const queryClient = useQueryClient();
  const labels = useAccountLabels();
  const formId = useId();
  const initialFrom = preset.from ?? 'spot';
  const [from, setFrom] = useState<AccountType>(initialFrom);
  const [to, setTo] = useState<AccountType>(
    preset.to !== undefined && preset.to !== initialFrom
      ? preset.to
      : initialFrom === 'futures'
        ? 'spot'
        : 'futures',
  );
  const [coinName, setCoinName] = useState<string | undefined>(preset.coin);
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const wallet = useQuery({ ...walletQuery(api, from), enabled: open });
  const coins = wallet.data?.list ?? [];
  const coin =
    coins.find((entry) => entry.coin_name === coinName) ??
    (coinName === undefined ? coins[0] : undefined);
  const available = useQuery({
    ...transferAvailableQuery(api, coin?.coin_id ?? 0, from),
    enabled: open && coin !== undefined,
  });
  const availableAmount =
    available.data !== undefined &&
    available.data.coin_id === coin?.coin_id &&
    available.data.from === from
      ? available.data.available
      : undefined;

  const transfer = useMutation({
    mutationFn: (body: { coin_id: number; from: AccountType; to: AccountType; amount: string }) =>
      api.request('transfer', { body }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      const done = result.data;
      toaster.success(
        t`Transferred ${withUnit(coinAmount(done.amount), done.coin_name)} from ${labels[done.from]} to ${labels[done.to]}.`,
      );
      onOpenChange(false);
      await invalidateBalances(queryClient);
    },
    onError: () => invalidateBalances(queryClient),
  });

  const problem = transferProblem({ coinId: coin?.coin_id, amount, available: availableAmount });
  const refusal = refusalOf(transfer.data);
  const shownProblem = submitted && problem !== null ? i18n._(TRANSFER_PROBLEMS[problem]) : null;
  const coinError =
    shownProblem !== null && problem === 'coinRequired' ? shownProblem : refusal.fields.coin_id;
  const amountError =
    shownProblem !== null && problem !== 'coinRequired' ? shownProblem : refusal.fields.amount;
  const formError =
    refusal.form ??
    refusal.fields.from ??
    refusal.fields.to ??
    (transfer.error ? callErrorMessage(transfer.error, i18n).text : null);

  const accountOptions = ACCOUNT_TYPES.map((account) => ({
    value: account,
    label: labels[account],
  }));

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem !== null || coin === undefined) return;
    transfer.mutate({ coin_id: coin.coin_id, from, to, amount: amount.trim() });
  };

  const edited = () => {
    setSubmitted(false);
    transfer.reset();
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Transfer`}
      closeLabel={t`Close`}
      footer={
        <>
          <Button
            variant="cancel"
            onClick={() => {
              onOpenChange(false);
            }}
          >
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={transfer.isPending}>
            <Trans>Confirm</Trans>
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={t`Transfer`}
        data-state={transfer.isPending ? 'submitting' : 'editing'}
      >
        <div className={styles.accounts}>
          <Field label={t`From`}>
            {(control) => (
              <Select
                id={control.id}
                options={accountOptions}
                value={from}
                onChange={(next) => {
                  setTo(otherSide(next, from, to));
                  setFrom(next);
                  edited();
                }}
              />
            )}
          </Field>
          <button
            type="button"
            className={styles.swap}
            aria-label={t`Swap accounts`}
            onClick={() => {
              setFrom(to);
              setTo(from);
              edited();
            }}
          >
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="none">
              <path d="M4 7h12l-3-3M16 13H4l3 3" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
          <Field label={t`To`}>
            {(control) => (
              <Select
                id={control.id}
                options={accountOptions}
                value={to}
                onChange={(next) => {
                  setFrom(otherSide(next, to, from));
                  setTo(next);
                  edited();
                }}
              />
            )}
          </Field>
        </div>
        <Field label={t`Coin`} error={coinError}>
          {(control) => (
            <Select
              id={control.id}
              options={coins.map((entry) => ({ value: entry.coin_name, label: entry.coin_name }))}
              value={coin?.coin_name}
              placeholder={wallet.isPending ? t`Loading…` : t`Choose a coin`}
              onChange={(next) => {
                setCoinName(next);
                setAmount('');
                edited();
              }}
            />
          )}
        </Field>
        <Field label={t`Amount`} error={amountError}>
          {(control) => (
            <NumericInput
              {...control}
              value={amount}
              precision={TRANSFER_DECIMALS}
              inputMode="decimal"
              onChange={(next) => {
                setAmount(next);
                edited();
              }}
              suffix={
                <span className={styles.suffix}>
                  {coin?.coin_name ?? ''}
                  <button
                    type="button"
                    className={styles.max}
                    disabled={availableAmount === undefined}
                    onClick={() => {
                      if (availableAmount === undefined) return;
                      setAmount(availableAmount);
                      edited();
                    }}
                  >
                    <Trans>Max</Trans>
                  </button>
                </span>
              }
            />
          )}
        </Field>
        <p className={styles.available}>
          <Trans>Available to transfer</Trans>{' '}
          <Num>
            {availableAmount === undefined || coin === undefined
              ? NO_VALUE
              : withUnit(coinAmount(availableAmount), coin.coin_name)}
          </Num>
        </p>
        {formError ? (
          <p className={styles.alert} role="alert">
            {formError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
