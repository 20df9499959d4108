import { useId, useState, type SyntheticEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Field, Modal, Select, TextInput } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { FUNDING_QUERY_KEYS } from '../../../queries/funding.query.ts';
import { coinsQuery } from '../../../queries/wallet.query.ts';
import { refusalOf } from '../shared/refusal.ts';
import { ADDRESS_PROBLEMS } from './address-problem-message.ts';
import { addressProblems, PROBLEM_FIELD, type AddressField } from './address-rules.ts';
import styles from './address-book.module.css';

/** The request field each form field is sent as (the server names these in its errors). */
const WIRE_FIELD: Record<AddressField, string> = {
  coin: 'coin_id',
  network: 'network',
  address: 'address',
  memo: 'memo',
  label: 'label',
};

/**
 * Adds an address to the withdrawal address book (POST /wallet/address): coin, network, the
 * address, its memo/tag where the network needs one, and a label. Checked before sending; the
 * server's refusal (a wrong format for the network, a duplicate) shows next to its field.
 * Mount it only while open so each opening starts empty.
 */
export function AddAddressDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { api, toaster } = useAppServices();
  const queryClient = useQueryClient();
  const formId = useId();
  const coins = useQuery(coinsQuery(api));
  const [coinName, setCoinName] = useState<string | undefined>(undefined);
  const [networkCode, setNetworkCode] = useState<string | undefined>(undefined);
  const [address, setAddress] = useState('');
  const [memo, setMemo] = useState('');
  const [label, setLabel] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const withdrawable = (coins.data ?? []).filter((coin) =>
    coin.networks.some((network) => network.withdraw_enabled),
  );
  const coin = withdrawable.find((entry) => entry.coin_name === coinName);
  const networks = (coin?.networks ?? []).filter((network) => network.withdraw_enabled);
  const network = networks.find((entry) => entry.network === networkCode);
  const memoRequired = network?.memo_required === true;

  const add = useMutation({
    mutationFn: (body: {
      coin_id: number;
      network: string;
      address: string;
      memo?: string;
      label: string;
    }) => api.request('addAddress', { body }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      toaster.success(t`Address saved: ${result.data.label}`);
      onClose();
      await queryClient.invalidateQueries({ queryKey: FUNDING_QUERY_KEYS.addressBook });
    },
  });

  const problems = addressProblems({
    coinId: coin?.coin_id,
    network: network?.network,
    memoRequired,
    address,
    memo,
    label,
  });
  const refusal = refusalOf(add.data);
  const errorOf = (field: AddressField): string | undefined => {
    const problem = submitted
      ? problems.find((entry) => PROBLEM_FIELD[entry] === field)
      : undefined;
    return problem === undefined
      ? refusal.fields[WIRE_FIELD[field]]
      : i18n._(ADDRESS_PROBLEMS[problem]);
  };
  const formError = refusal.form ?? (add.error ? callErrorMessage(add.error, i18n).text : null);

  const edited = () => {
    setSubmitted(false);
    add.reset();
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.length > 0 || coin === undefined || network === undefined) return;
    add.mutate({
      coin_id: coin.coin_id,
      network: network.network,
      address: address.trim(),
      ...(memoRequired ? { memo: memo.trim() } : {}),
      label: label.trim(),
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Add a withdrawal address`}
      closeLabel={t`Close`}
      width={480}
      footer={
        <>
          <Button variant="cancel" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={add.isPending}>
            <Trans>Save address</Trans>
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={t`Add a withdrawal address`}
        data-state={
          add.isPending ? 'submitting' : submitted && problems.length > 0 ? 'invalid' : 'editing'
        }
      >
        <Field label={t`Coin`} error={errorOf('coin')}>
          {(control) => (
            <Select
              id={control.id}
              options={withdrawable.map((entry) => ({
                value: entry.coin_name,
                label: entry.coin_name,
              }))}
              value={coinName}
              placeholder={coins.isPending ? t`Loading…` : t`Choose a coin`}
              onChange={(next) => {
                setCoinName(next);
                setNetworkCode(undefined);
                edited();
              }}
            />
          )}
        </Field>
        <Field label={t`Network`} error={errorOf('network')}>
          {(control) => (
            <Select
              id={control.id}
              options={networks.map((entry) => ({
                value: entry.network,
                label: entry.name === '' ? entry.network : entry.name,
              }))}
              value={networkCode}
              disabled={coin === undefined}
              placeholder={t`Choose a network`}
              onChange={(next) => {
                setNetworkCode(next);
                edited();
              }}
            />
          )}
        </Field>
        <TextInput
          label={t`Address`}
          value={address}
          autoComplete="off"
          spellCheck={false}
          error={errorOf('address')}
          onChange={(event) => {
            setAddress(event.target.value);
            edited();
          }}
        />
        {memoRequired ? (
          <TextInput
            label={t`Memo / tag`}
            value={memo}
            autoComplete="off"
            hint={t`Without the memo the receiving exchange cannot credit the funds.`}
            error={errorOf('memo')}
            onChange={(event) => {
              setMemo(event.target.value);
              edited();
            }}
          />
        ) : null}
        <TextInput
          label={t`Label`}
          value={label}
          error={errorOf('label')}
          onChange={(event) => {
            setLabel(event.target.value);
            edited();
          }}
        />
        {formError === null ? null : (
          <p className={styles.alert} role="alert">
            {formError}
          </p>
        )}
      </form>
    </Modal>
  );
}
