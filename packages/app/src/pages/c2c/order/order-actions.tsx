import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { C2cOrder } from '@exchange/api';
import {
  AlertDialog,
  Button,
  Field,
  formatCoinAmount,
  Modal,
  Select,
  TextInput,
} from '@exchange/design-system';
import { BUY_CANCELS_PER_DAY } from '@exchange/formulas';
import { useAuth } from '../../../app-services.tsx';
import {
  useC2cOrderAction,
  type AppealReason,
  type C2cOrderAction,
} from '../../../queries/c2c.query.ts';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../../contract-trade/order-form/order-refusal.ts';
import { fiatAmount } from '../c2c-format.ts';
import { APPEAL_REASONS, useC2cLabels } from '../use-c2c-labels.ts';
import styles from '../c2c-page.module.css';

type Dialog = 'paid' | 'release' | 'cancel' | 'appeal' | null;

/**
 * What the caller may do with the order now: the buyer marks it paid (choosing the method used)
 * or cancels it while unpaid; the seller releases once paid (the authenticator code when bound);
 * either side appeals a paid order once `appeal_after` has passed. Each asks for confirmation.
 */
export function OrderActions({ order, now }: { order: C2cOrder; now: number }) {
  const { t, i18n } = useLingui();
  const labels = useC2cLabels();
  const { user } = useAuth();
  const action = useC2cOrderAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [methodId, setMethodId] = useState(order.payment_methods[0]?.id);
  const [googleCode, setGoogleCode] = useState('');
  const [reason, setReason] = useState<AppealReason>('paid_not_released');
  const [description, setDescription] = useState('');
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const buyer = order.side === 'buy';
  const bound = user?.is_google2fa === true;
  const appealable =
    order.status === 'paid' && order.appeal_after !== null && now >= order.appeal_after;

  const open = (next: Dialog) => {
    setRefusal(NO_REFUSAL);
    setDialog(next);
  };
  const run = (next: C2cOrderAction, shown: readonly string[]) => {
    setRefusal(NO_REFUSAL);
    action.mutateAsync(next).then(
      () => {
        setDialog(null);
      },
      (error: unknown) => {
        setRefusal(refusalOfError(error, i18n, shown));
      },
    );
  };
  const formError =
    refusal.form === null ? null : (
      <p className={styles.error} role="alert">
        {refusal.form}
      </p>
    );
  const close = (openNow: boolean) => {
    if (!openNow) setDialog(null);
  };

  return (
    <div className={styles.actions}>
      {buyer && order.status === 'unpaid' ? (
        <>
          <Button
            onClick={() => {
              open('paid');
            }}
          >
            <Trans>I have paid</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              open('cancel');
            }}
          >
            <Trans>Cancel order</Trans>
          </Button>
        </>
      ) : null}
      {!buyer && order.status === 'paid' ? (
        <Button
          onClick={() => {
            open('release');
          }}
        >
          <Trans>Release</Trans>
        </Button>
      ) : null}
      {appealable ? (
        <Button
          variant="secondary"
          onClick={() => {
            open('appeal');
          }}
        >
          <Trans>Appeal</Trans>
        </Button>
      ) : null}

      <Modal
        open={dialog === 'paid'}
        onOpenChange={close}
        title={t`Confirm payment`}
        closeLabel={t`Close`}
        confirmLabel={t`I have paid`}
        cancelLabel={t`Not yet`}
        confirmLoading={action.isPending}
        confirmDisabled={methodId === undefined}
        onConfirm={() => {
          if (methodId !== undefined)
            run({ route: 'c2cMarkPaid', body: { id: order.id, payment_method_id: methodId } }, [
              'payment_method_id',
            ]);
        }}
      >
        <div className={styles.form}>
          <p className={styles.warning}>
            {t`Confirm only after you have sent ${fiatAmount(order.fiat_amount, order.fiat)} to ${order.counterparty.nickname}. Marking an unpaid order as paid can get your account restricted.`}
          </p>
          <Field label={t`Paid with`} error={refusal.fields.payment_method_id}>
            {(control) => (
              <Select
                id={control.id}
                options={order.payment_methods.map((method) => ({
                  value: String(method.id),
                  label: `${labels.kind(method.kind)} · ${method.account}`,
                }))}
                value={methodId === undefined ? undefined : String(methodId)}
                onChange={(value) => {
                  setMethodId(Number(value));
                }}
              />
            )}
          </Field>
          {formError}
        </div>
      </Modal>

      <Modal
        open={dialog === 'release'}
        onOpenChange={close}
        title={t`Release ${formatCoinAmount(order.amount, order.coin_name)}?`}
        closeLabel={t`Close`}
        confirmLabel={t`Release`}
        cancelLabel={t`Not yet`}
        confirmLoading={action.isPending}
        confirmDisabled={bound && !/^\d{6}$/.test(googleCode)}
        onConfirm={() => {
          run(
            {
              route: 'c2cRelease',
              body: { id: order.id, ...(bound ? { google_code: googleCode } : {}) },
            },
            ['google_code'],
          );
        }}
      >
        <div className={styles.form}>
          <p className={styles.warning}>
            {t`Check your own account first: release only once ${fiatAmount(order.fiat_amount, order.fiat)} from ${order.counterparty.nickname} has arrived. Released coins cannot be taken back.`}
          </p>
          {bound ? (
            <TextInput
              label={t`Authenticator code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={googleCode}
              error={refusal.fields.google_code}
              onChange={(event) => {
                setGoogleCode(event.target.value.replace(/\D/g, ''));
              }}
            />
          ) : null}
          {formError}
        </div>
      </Modal>

      <AlertDialog
        open={dialog === 'cancel'}
        onOpenChange={close}
        title={t`Cancel this order?`}
        description={t`The seller's coins go back to them. Cancelling ${String(BUY_CANCELS_PER_DAY)} orders in one day (UTC) suspends buying until the next day. Do not cancel if you have already paid.`}
        actionLabel={t`Cancel order`}
        cancelLabel={t`Keep the order`}
        actionVariant="danger"
        onAction={() => {
          run({ route: 'c2cCancel', body: { id: order.id } }, []);
        }}
      />
      {dialog === null ? formError : null}

      <Modal
        open={dialog === 'appeal'}
        onOpenChange={close}
        title={t`Appeal`}
        closeLabel={t`Close`}
        confirmLabel={t`Submit appeal`}
        cancelLabel={t`Back`}
        confirmLoading={action.isPending}
        confirmDisabled={description.trim().length < 10}
        onConfirm={() => {
          run({ route: 'c2cAppeal', body: { id: order.id, reason, description } }, [
            'reason',
            'description',
          ]);
        }}
      >
        <div className={styles.form}>
          <p className={styles.note}>
            {t`The order is frozen until the support team decides. Keep your proof of payment.`}
          </p>
          <Field label={t`Reason`} error={refusal.fields.reason}>
            {(control) => (
              <Select
                id={control.id}
                options={APPEAL_REASONS.map((value) => ({ value, label: labels.reason(value) }))}
                value={reason}
                onChange={setReason}
              />
            )}
          </Field>
          <Field
            label={t`What happened`}
            hint={t`At least 10 characters.`}
            error={refusal.fields.description}
          >
            {(control) => (
              <textarea
                {...control}
                className={styles.textarea}
                maxLength={1000}
                value={description}
                onChange={(event) => {
                  setDescription(event.target.value);
                }}
              />
            )}
          </Field>
          {formError}
        </div>
      </Modal>
    </div>
  );
}
