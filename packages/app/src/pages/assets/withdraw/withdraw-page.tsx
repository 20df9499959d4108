import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Withdrawal } from '@exchange/api';
import { EmptyState, isolateLtr, Spinner, withUnit } from '@exchange/design-system';
import { useAppServices, useAuth } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { addressBookQuery, FUNDING_QUERY_KEYS } from '../../../queries/funding.query.ts';
import { identityStatusQuery } from '../../../queries/identity.query.ts';
import { securityOverviewQuery } from '../../../queries/security.query.ts';
import { coinsQuery, invalidateBalances, walletQuery } from '../../../queries/wallet.query.ts';
import { withdrawQuotaQuery } from '../../../queries/withdraw-quota.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { chosenCoin, chosenNetwork } from '../recharge/coin-network.ts';
import { coinAmount } from '../shared/coin-amount.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { refusalOf } from '../shared/refusal.ts';
import { WithdrawForm, type WithdrawFieldErrors } from './withdraw-form.tsx';
import { ADDRESS_REQUIRED, AMOUNT_PROBLEMS, MEMO_REQUIRED } from './withdraw-problem-message.ts';
import { withdrawProblems, type WithdrawDraft } from './withdraw-rules.ts';
import { IdentityLimitNote, WithdrawLockBanner, withdrawalsLocked } from './withdraw-security.tsx';
import { WithdrawVerify } from './withdraw-verify.tsx';
import { WithdrawalStatus } from './withdrawal-status.tsx';
import styles from '../recharge/funding-page.module.css';

export interface WithdrawPageProps {
  /** `?coin=`: the coin to withdraw; the first coin when unknown or absent. */
  coin: string | undefined;
  /** `?address=`: an address to prefill (the address book's "withdraw to this"). */
  address: string | undefined;
  onCoinChange: (coin: string) => void;
}

type Step = { kind: 'form' } | { kind: 'verify' } | { kind: 'done'; withdrawal: Withdrawal };

const SERVER_FIELDS = ['address', 'memo', 'amount'] as const;

function pick(
  errors: WithdrawFieldErrors,
  field: (typeof SERVER_FIELDS)[number],
): WithdrawFieldErrors {
  const message = errors[field];
  return message === undefined ? {} : { [field]: message };
}

/**
 * /assets/withdraw: the form (coin, network, address or address book, memo, amount with Max,
 * fee, amount received, minimum, 24-hour limit left), then the e-mail code, then the placed
 * withdrawal followed live. The server decides: its 422 field errors show next to their fields.
 * While a security change locks withdrawals (24 hours) a banner says why and until when and the
 * form cannot continue; the identity level's 24-hour limit shows with a link to raise it.
 */
export function WithdrawPage({ coin: coinName, address, onCoinChange }: WithdrawPageProps) {
  const { i18n } = useLingui();
  const { api } = useAppServices();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const coins = useQuery(coinsQuery(api));
  const spot = useQuery(walletQuery(api, 'spot'));
  const book = useQuery(addressBookQuery(api));
  // Issue 18: the 24-hour lock after a security change, and the identity level's limit.
  const security = useQuery(securityOverviewQuery(api));
  const identity = useQuery(identityStatusQuery(api));
  const locked = withdrawalsLocked(security.data);
  const [networkCode, setNetworkCode] = useState<string | undefined>(undefined);
  const [fields, setFields] = useState({ address: address ?? '', memo: '', amount: '' });
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<WithdrawFieldErrors>({});
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [googleCodeError, setGoogleCodeError] = useState<string | undefined>(undefined);
  const [step, setStep] = useState<Step>({ kind: 'form' });

  const coin = chosenCoin(coins.data ?? [], coinName);
  // "Withdraw to this" from the address book: the saved entry says which network.
  const prefilled = book.data?.find(
    (entry) => entry.coin_id === coin?.coin_id && entry.address === address,
  );
  const network = chosenNetwork(coin, networkCode ?? prefilled?.network, 'withdraw');
  const memo =
    fields.memo === '' && prefilled && fields.address === prefilled.address
      ? prefilled.memo
      : fields.memo;
  const quota = useQuery({
    ...withdrawQuotaQuery(api, coin?.coin_id ?? 0, network?.network ?? ''),
    enabled: coin !== undefined && network !== undefined,
  });
  const balance = spot.data?.list.find((entry) => entry.coin_id === coin?.coin_id)?.balance;
  const draft: WithdrawDraft = {
    ...fields,
    memo,
    available: spot.data ? (balance ?? '0') : undefined,
    limitLeft: quota.data?.remaining,
  };

  const place = useMutation({
    mutationFn: ({
      emailCode,
      googleCode,
    }: {
      emailCode: string;
      googleCode: string | undefined;
    }) => {
      if (!coin || !network) throw new Error('No coin or network to withdraw on');
      return api.request('withdraw', {
        body: {
          coin_id: coin.coin_id,
          network: network.network,
          address: draft.address.trim(),
          memo: network.memo_required ? draft.memo.trim() : undefined,
          amount: draft.amount.trim(),
          email_code: emailCode,
          google_code: googleCode,
        },
      });
    },
    onSuccess: async (result) => {
      if (result.ok) {
        setStep({ kind: 'done', withdrawal: result.data });
        await Promise.all([
          invalidateBalances(queryClient),
          queryClient.invalidateQueries({ queryKey: FUNDING_QUERY_KEYS.withdrawals }),
        ]);
        return;
      }
      const refusal = refusalOf(result);
      if (refusal.fields.email_code !== undefined || refusal.fields.google_code !== undefined) {
        setCodeError(refusal.fields.email_code);
        setGoogleCodeError(refusal.fields.google_code);
        return;
      }
      const errors: WithdrawFieldErrors = {};
      for (const field of SERVER_FIELDS)
        if (refusal.fields[field] !== undefined) errors[field] = refusal.fields[field];
      const other = Object.entries(refusal.fields).find(
        ([field]) => !(SERVER_FIELDS as readonly string[]).includes(field),
      );
      errors.form = refusal.form ?? other?.[1];
      setServerErrors(errors);
      setStep({ kind: 'form' });
    },
  });

  const problemText = (): WithdrawFieldErrors => {
    if (!checked || !network || !coin) return {};
    const problems = withdrawProblems(draft, network);
    const unit = coin.coin_name;
    // Values go in a descriptor built apart: the catalog extractor reads a literal passed to
    // i18n._() as a message of its own.
    const amount = problems.amount && {
      ...AMOUNT_PROBLEMS[problems.amount],
      values: {
        min: isolateLtr(withUnit(coinAmount(network.min_withdraw), unit)),
        fee: isolateLtr(withUnit(coinAmount(network.withdraw_fee), unit)),
        precision: network.withdraw_precision,
      },
    };
    return {
      ...(problems.address ? { address: i18n._(ADDRESS_REQUIRED) } : {}),
      ...(problems.memo ? { memo: i18n._(MEMO_REQUIRED) } : {}),
      ...(amount ? { amount: i18n._(amount) } : {}),
    };
  };

  const state =
    coins.isPending || spot.isPending
      ? 'loading'
      : coins.isError || spot.isError
        ? 'error'
        : coin
          ? step.kind
          : 'empty';
  const failed = coins.error ?? spot.error;

  let body;
  if (coins.isPending || spot.isPending) body = <Spinner label={i18n._(PAGE_TITLES.withdraw)} />;
  else if (failed)
    body = (
      <LoadFailed
        message={callErrorMessage(failed, i18n).text}
        onRetry={() => {
          void coins.refetch();
          void spot.refetch();
        }}
      />
    );
  else if (!coin || !coins.data)
    body = <EmptyState title={<Trans>No coin can be withdrawn yet.</Trans>} />;
  else if (step.kind === 'done')
    body = (
      <WithdrawalStatus
        placed={step.withdrawal}
        onAnother={() => {
          setFields({ address: '', memo: '', amount: '' });
          setChecked(false);
          setStep({ kind: 'form' });
        }}
      />
    );
  else if (step.kind === 'verify' && network)
    body = (
      <section className={styles.card}>
        <WithdrawVerify
          coinName={coin.coin_name}
          network={network}
          draft={draft}
          email={user?.email ?? ''}
          needsAuthenticator={user?.is_google2fa === true}
          submitting={place.isPending}
          codeError={codeError}
          googleCodeError={googleCodeError}
          onBack={() => {
            setStep({ kind: 'form' });
          }}
          onConfirm={(codes) => {
            setCodeError(undefined);
            setGoogleCodeError(undefined);
            place.mutate(codes);
          }}
        />
      </section>
    );
  else
    body = (
      <section className={styles.card}>
        <WithdrawForm
          coins={coins.data}
          coin={coin}
          network={network}
          draft={draft}
          addressBook={book.data ?? []}
          locked={locked}
          errors={{ ...serverErrors, ...problemText() }}
          onCoinChange={(next) => {
            setNetworkCode(undefined);
            setServerErrors({});
            onCoinChange(next);
          }}
          onNetworkChange={(next) => {
            setNetworkCode(next);
            setServerErrors({});
          }}
          onDraftChange={(change) => {
            setFields((previous) => ({ ...previous, memo: draft.memo, ...change }));
            // A field the reader edits drops the server's word on it (and the form's).
            setServerErrors((previous) => ({
              ...('address' in change ? {} : pick(previous, 'address')),
              ...('memo' in change ? {} : pick(previous, 'memo')),
              ...('amount' in change ? {} : pick(previous, 'amount')),
            }));
          }}
          onSubmit={() => {
            setChecked(true);
            if (!locked && network && Object.keys(withdrawProblems(draft, network)).length === 0)
              setStep({ kind: 'verify' });
          }}
        />
        <IdentityLimitNote identity={identity.data} />
      </section>
    );

  return (
    <main className={styles.page} data-state={state}>
      <h1 className={styles.title}>{i18n._(PAGE_TITLES.withdraw)}</h1>
      {step.kind === 'done' ? null : <WithdrawLockBanner overview={security.data} />}
      {body}
    </main>
  );
}
