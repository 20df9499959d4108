import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_METHOD_KINDS, type PaymentMethod, type PaymentMethodKind } from '@exchange/api';
import {
  AlertDialog,
  Button,
  EmptyState,
  Field,
  Modal,
  Select,
  Spinner,
  TextInput,
  useToast,
} from '@exchange/design-system';
import { useC2cPaymentMethodChange, useC2cPaymentMethods } from '../../../queries/c2c.query.ts';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../../contract-trade/order-form/order-refusal.ts';
import { useC2cLabels } from '../use-c2c-labels.ts';
import styles from '../c2c-page.module.css';

const EMPTY = { holder_name: '', account: '', bank_name: '', bank_branch: '' };

/**
 * The caller's payment methods: each with its details and Delete (the server refuses while an
 * open ad or order uses it), and Add: a bank transfer (holder, account, bank, branch) or a
 * wallet (holder and the wallet's e-mail or tag).
 */
export function PaymentTab() {
  const { t } = useLingui();
  const labels = useC2cLabels();
  const methods = useC2cPaymentMethods();
  const change = useC2cPaymentMethodChange();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);

  const list = methods.isPending ? (
    <div className={styles.state}>
      <Spinner label={t`Loading payment methods`} />
    </div>
  ) : methods.isError ? (
    <div className={styles.state} role="alert">
      <p>{t`The payment methods could not be loaded.`}</p>
    </div>
  ) : methods.data.length === 0 ? (
    <EmptyState title={t`No payment methods yet`} />
  ) : (
    <ul className={styles.ads} aria-label={t`My payment methods`}>
      {methods.data.map((method) => (
        <li key={method.id} className={styles.method} aria-label={labels.kind(method.kind)}>
          <strong>{labels.kind(method.kind)}</strong>
          <span>{method.holder_name}</span>
          <span className={styles.detail}>
            <span>{method.account}</span>
            <Button
              variant="text"
              size="sm"
              aria-label={t`Delete ${labels.kind(method.kind)} ${method.account}`}
              onClick={() => {
                setDeleting(method);
              }}
            >
              <Trans>Delete</Trans>
            </Button>
          </span>
          {method.kind === 'bank_transfer' ? (
            <span className={styles.muted}>
              {[method.bank_name, method.bank_branch].filter((part) => part !== '').join(' · ')}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.form}>
      <div>
        <Button
          onClick={() => {
            setAdding(true);
          }}
        >
          <Trans>Add a payment method</Trans>
        </Button>
      </div>
      {list}
      <AddMethodDialog
        open={adding}
        onClose={() => {
          setAdding(false);
        }}
      />
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete this payment method?`}
        description={t`Ads and orders can no longer use it. A method an open ad or order uses cannot be deleted.`}
        actionLabel={t`Delete`}
        cancelLabel={t`Keep it`}
        actionVariant="danger"
        onAction={() => {
          if (deleting === null) return;
          change.mutateAsync({ kind: 'delete', id: deleting.id }).then(
            () => {
              toast.success(t`Payment method deleted.`);
            },
            () => {
              // The client toasts the refusal (SPEC.md section 8).
            },
          );
        }}
      />
    </div>
  );
}

function AddMethodDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const labels = useC2cLabels();
  const change = useC2cPaymentMethodChange();
  const [kind, setKind] = useState<PaymentMethodKind>('bank_transfer');
  const [fields, setFields] = useState(EMPTY);
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const bank = kind === 'bank_transfer';
  const missing =
    fields.holder_name.trim().length < 2 ||
    fields.account.trim().length < 3 ||
    (bank && fields.bank_name.trim() === '');
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setFields({ ...fields, [name]: event.target.value });
  };
  const close = () => {
    setFields(EMPTY);
    setRefusal(NO_REFUSAL);
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t`Add a payment method`}
      closeLabel={t`Close`}
      confirmLabel={t`Add`}
      cancelLabel={t`Cancel`}
      confirmDisabled={missing}
      confirmLoading={change.isPending}
      onConfirm={() => {
        setRefusal(NO_REFUSAL);
        change
          .mutateAsync({
            kind: 'add',
            body: {
              kind,
              holder_name: fields.holder_name.trim(),
              account: fields.account.trim(),
              ...(bank
                ? { bank_name: fields.bank_name.trim(), bank_branch: fields.bank_branch.trim() }
                : {}),
            },
          })
          .then(close, (error: unknown) => {
            setRefusal(
              refusalOfError(error, i18n, ['holder_name', 'account', 'bank_name', 'bank_branch']),
            );
          });
      }}
    >
      <div className={styles.form}>
        <Field label={t`Type`}>
          {(control) => (
            <Select
              id={control.id}
              options={PAYMENT_METHOD_KINDS.map((value) => ({ value, label: labels.kind(value) }))}
              value={kind}
              onChange={setKind}
            />
          )}
        </Field>
        <TextInput
          label={t`Account holder`}
          value={fields.holder_name}
          maxLength={64}
          error={refusal.fields.holder_name}
          onChange={set('holder_name')}
        />
        <TextInput
          label={bank ? t`Account number or IBAN` : t`E-mail or tag of the wallet`}
          value={fields.account}
          maxLength={64}
          error={refusal.fields.account}
          onChange={set('account')}
        />
        {bank ? (
          <>
            <TextInput
              label={t`Bank`}
              value={fields.bank_name}
              maxLength={64}
              error={refusal.fields.bank_name}
              onChange={set('bank_name')}
            />
            <TextInput
              label={t`Branch`}
              value={fields.bank_branch}
              maxLength={64}
              error={refusal.fields.bank_branch}
              onChange={set('bank_branch')}
            />
          </>
        ) : null}
        {refusal.form === null ? null : (
          <p className={styles.error} role="alert">
            {refusal.form}
          </p>
        )}
      </div>
    </Modal>
  );
}
