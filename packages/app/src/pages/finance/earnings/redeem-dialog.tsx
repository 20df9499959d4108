import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Big from 'big.js';
import type { EarnPosition } from '@exchange/api';
import {
  Button,
  Field,
  formatCoinAmount,
  Modal,
  NumericInput,
  useToast,
} from '@exchange/design-system';
import { earnRedemption, wireDecimal } from '@exchange/formulas';
import { useEarnRedeem } from '../../../queries/earn.query.ts';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../../contract-trade/order-form/order-refusal.ts';
import { useEarnLabels } from '../use-earn-labels.ts';
import styles from '../finance-page.module.css';

/** Props of {@link RedeemDialog}. */
export interface RedeemDialogProps {
  /** The position to redeem; null closes the dialog. */
  position: EarnPosition | null;
  onClose: () => void;
}

/**
 * Redeeming a position: flexible, any part of the principal, back to spot at once; locked before
 * maturity, the whole principal, and the dialog first says how much interest that forfeits.
 */
export function RedeemDialog({ position, onClose }: RedeemDialogProps) {
  const { t } = useLingui();
  const labels = useEarnLabels();
  return (
    <Modal
      open={position !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        position === null
          ? t`Redeem`
          : t`Redeem ${position.coin_name} ${labels.term(position.type, position.duration_days)}`
      }
      closeLabel={t`Close`}
      width={440}
    >
      {position === null ? null : <RedeemForm position={position} onDone={onClose} />}
    </Modal>
  );
}

function RedeemForm({ position, onDone }: { position: EarnPosition; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const redeem = useEarnRedeem();
  const locked = position.type === 'locked';
  const [amount, setAmount] = useState(locked ? position.amount : '');
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const coin = position.coin_name;
  const valid = amount !== '' && Number.isFinite(Number(amount)) && new Big(amount).gt(0);
  const over = valid && new Big(amount).gt(position.amount);
  const outcome = earnRedemption({
    type: position.type,
    amount: valid ? amount : '0',
    creditedInterest: position.forfeit_on_redeem,
  });
  const amountError =
    refusal.fields.amount ??
    (over ? t`At most ${formatCoinAmount(position.amount, coin)} is held.` : undefined);

  const submit = () => {
    setRefusal(NO_REFUSAL);
    if (!valid || over || redeem.isPending) return;
    const body = { position_id: position.id, amount: wireDecimal(amount) };
    redeem.mutateAsync(body).then(
      (record) => {
        const text = formatCoinAmount(record.amount, coin);
        toast.success(t`Redeemed ${text} to spot.`);
        onDone();
      },
      (error: unknown) => {
        setRefusal(refusalOfError(error, i18n, ['amount']));
      },
    );
  };

  return (
    <form
      className={styles.dialogForm}
      noValidate
      data-state={redeem.isPending ? 'submitting' : 'editing'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field
        label={t`Amount`}
        error={amountError}
        hint={t`Held: ${formatCoinAmount(position.amount, coin)}`}
      >
        {(control) => (
          <div className={styles.amountRow}>
            <NumericInput
              {...control}
              value={amount}
              readOnly={locked}
              suffix={coin}
              onChange={(value) => {
                setAmount(value);
                setRefusal(NO_REFUSAL);
              }}
            />
            {locked ? null : (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => {
                  setAmount(position.amount);
                }}
              >
                <Trans>Max</Trans>
              </Button>
            )}
          </div>
        )}
      </Field>
      <dl className={styles.preview} aria-label={t`Preview`}>
        <dt>{t`Back to spot`}</dt>
        <dd>{formatCoinAmount(outcome.returned, coin)}</dd>
        {locked ? (
          <>
            <dt>{t`Interest forfeited`}</dt>
            <dd>{formatCoinAmount(outcome.forfeited, coin)}</dd>
          </>
        ) : null}
      </dl>
      {locked ? (
        <p className={styles.warning} role="alert">
          {t`Redeeming before maturity forfeits ${formatCoinAmount(outcome.forfeited, coin)} of interest earned so far. Only the principal comes back.`}
        </p>
      ) : null}
      {refusal.form === null ? null : (
        <p className={styles.error} role="alert">
          {refusal.form}
        </p>
      )}
      <div className={styles.dialogButtons}>
        <Button type="button" variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant={locked ? 'danger' : 'confirm'} loading={redeem.isPending}>
          {locked ? t`Redeem early` : t`Redeem`}
        </Button>
      </div>
    </form>
  );
}
