import type { SyntheticEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AddressBookEntry, CoinNetwork, RechargeWithdraw } from '@exchange/api';
import {
  Button,
  isolateLtr,
  NO_VALUE,
  Num,
  Select,
  TextInput,
  withUnit,
} from '@exchange/design-system';
import { CoinNetworkPicker } from '../recharge/coin-network-picker.tsx';
import { coinAmount } from '../shared/coin-amount.ts';
import { maxAmount, receiveAmount, type WithdrawDraft } from './withdraw-rules.ts';
import styles from '../recharge/funding-page.module.css';

/** The messages shown next to each field: the form's own checks or the server's 422. */
export interface WithdrawFieldErrors {
  address?: string;
  memo?: string;
  amount?: string;
  /** A refusal that named no field. */
  form?: string;
}

export interface WithdrawFormProps {
  coins: readonly RechargeWithdraw[];
  coin: RechargeWithdraw;
  network: CoinNetwork | undefined;
  draft: WithdrawDraft;
  addressBook: readonly AddressBookEntry[];
  /** Withdrawals are locked for 24 hours after a security change: Continue is off. */
  locked?: boolean;
  errors: WithdrawFieldErrors;
  onCoinChange: (coinName: string) => void;
  onNetworkChange: (network: string) => void;
  onDraftChange: (change: Partial<Pick<WithdrawDraft, 'address' | 'memo' | 'amount'>>) => void;
  onSubmit: () => void;
}

/**
 * The withdrawal's first step: coin and network, the address (typed or from the address book),
 * the memo where the network needs one, the amount with Max, and what the network takes and
 * leaves (fee, amount received, minimum, 24-hour limit left).
 */
export function WithdrawForm({
  coins,
  coin,
  network,
  draft,
  addressBook,
  locked = false,
  errors,
  onCoinChange,
  onNetworkChange,
  onDraftChange,
  onSubmit,
}: WithdrawFormProps) {
  const { t } = useLingui();
  const unit = coin.coin_name;
  const saved = addressBook.filter(
    (entry) => entry.coin_id === coin.coin_id && entry.network === network?.network,
  );
  const receive = network ? receiveAmount(draft.amount, network) : '';
  const available =
    draft.available === undefined ? NO_VALUE : withUnit(coinAmount(draft.available), unit);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t`Withdrawal`}>
      <CoinNetworkPicker
        coins={coins}
        coin={coin}
        network={network}
        purpose="withdraw"
        onCoinChange={onCoinChange}
        onNetworkChange={onNetworkChange}
        describeNetwork={(item) => {
          const fee = isolateLtr(withUnit(coinAmount(item.withdraw_fee), unit));
          return t`Fee ${fee}`;
        }}
      />
      {network === undefined ? (
        <p className={styles.hint} role="status">
          <Trans>Withdrawals of {unit} are paused on every network.</Trans>
        </p>
      ) : (
        <>
          <div className={styles.row}>
            <div className={styles.grow}>
              <TextInput
                label={t`Address`}
                autoComplete="off"
                spellCheck={false}
                value={draft.address}
                error={errors.address}
                onChange={(event) => {
                  onDraftChange({ address: event.target.value });
                }}
              />
            </div>
            {saved.length > 0 ? (
              <Select
                aria-label={t`Address book`}
                placeholder={t`Address book`}
                value={saved.find((entry) => entry.address === draft.address)?.address}
                onChange={(address) => {
                  const entry = saved.find((item) => item.address === address);
                  if (entry) onDraftChange({ address: entry.address, memo: entry.memo });
                }}
                options={saved.map((entry) => ({ value: entry.address, label: entry.label }))}
              />
            ) : null}
          </div>
          {network.memo_required ? (
            <TextInput
              label={t`Memo (tag)`}
              autoComplete="off"
              value={draft.memo}
              error={errors.memo}
              hint={t`The receiving platform needs this memo to credit you.`}
              onChange={(event) => {
                onDraftChange({ memo: event.target.value });
              }}
            />
          ) : null}
          <TextInput
            label={t`Amount`}
            inputMode="decimal"
            autoComplete="off"
            value={draft.amount}
            error={errors.amount}
            hint={
              <Trans>
                Available: <Num>{available}</Num>
              </Trans>
            }
            suffix={
              <Button
                variant="text"
                size="sm"
                disabled={draft.available === undefined}
                onClick={() => {
                  if (draft.available !== undefined)
                    onDraftChange({ amount: maxAmount(draft.available, draft.limitLeft, network) });
                }}
              >
                <Trans>Max</Trans>
              </Button>
            }
            onChange={(event) => {
              onDraftChange({ amount: event.target.value });
            }}
          />
          <dl className={styles.summary}>
            <dt>
              <Trans>Network fee</Trans>
            </dt>
            <dd>
              <Num>{withUnit(coinAmount(network.withdraw_fee), unit)}</Num>
            </dd>
            <dt>
              <Trans>You receive</Trans>
            </dt>
            <dd data-testid="receive-amount">
              <Num>{receive === '' ? NO_VALUE : withUnit(coinAmount(receive), unit)}</Num>
            </dd>
            <dt>
              <Trans>Minimum withdrawal</Trans>
            </dt>
            <dd>
              <Num>{withUnit(coinAmount(network.min_withdraw), unit)}</Num>
            </dd>
            {draft.limitLeft === undefined ? null : (
              <>
                <dt>
                  <Trans>24-hour limit left</Trans>
                </dt>
                <dd>
                  <Num>{withUnit(coinAmount(draft.limitLeft), unit)}</Num>
                </dd>
              </>
            )}
          </dl>
          {errors.form === undefined ? null : (
            <p className={styles.formError} role="alert">
              {errors.form}
            </p>
          )}
          <div className={styles.buttons}>
            <Button type="submit" disabled={locked}>
              <Trans>Continue</Trans>
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
