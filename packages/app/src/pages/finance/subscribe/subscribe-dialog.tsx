import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EarnProduct } from '@exchange/api';
import {
  Button,
  Field,
  formatCoinAmount,
  formatDateTime,
  Modal,
  NumericInput,
  useToast,
} from '@exchange/design-system';
import { checkEarnSubscribe, earnSubscribable, wireDecimal } from '@exchange/formulas';
import { useAppServices } from '../../../app-services.tsx';
import { useEarnSubscribe } from '../../../queries/earn.query.ts';
import { balanceText, walletQuery } from '../../../queries/wallet.query.ts';
import { useNow } from '../../../clock/use-now.tsx';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../../contract-trade/order-form/order-refusal.ts';
import { aprText } from '../earn-format.ts';
import { useEarnLabels } from '../use-earn-labels.ts';
import { subscribeProblemMessage } from './subscribe-problem-message.ts';
import { subscribePreview } from './subscribe-preview.ts';
import styles from '../finance-page.module.css';

/** Props of {@link SubscribeDialog}. */
export interface SubscribeDialogProps {
  /** The product chosen; null closes the dialog. */
  product: EarnProduct | null;
  onClose: () => void;
}

/**
 * Subscribing to a product: the amount (Max = min(spot available, what the cap and the quota
 * leave)), checked as the server checks it, the estimated interest, the subscription, value and
 * redemption (flexible: any time) or maturity dates, and for a locked product the warning that
 * an early redemption forfeits its interest. Each Confirm is one attempt with its own
 * `client_order_id`; a refusal shows the server's words under the amount.
 */
export function SubscribeDialog({ product, onClose }: SubscribeDialogProps) {
  const { t } = useLingui();
  const labels = useEarnLabels();
  return (
    <Modal
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        product === null
          ? t`Subscribe`
          : t`Subscribe to ${product.coin_name} ${labels.term(product.type, product.duration_days)}`
      }
      closeLabel={t`Close`}
      width={480}
    >
      {product === null ? null : <SubscribeForm product={product} onDone={onClose} />}
    </Modal>
  );
}

function SubscribeForm({ product, onDone }: { product: EarnProduct; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const toast = useToast();
  const now = useNow();
  const timeOptions = useDateTimeOptions();
  const subscribe = useEarnSubscribe();
  const spot = useQuery(walletQuery(api, 'spot'));
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const coin = product.coin_name;
  const available = spot.data?.list.find((row) => row.coin_id === product.coin_id)?.balance ?? '0';
  const rules = {
    minAmount: product.min_amount,
    userCap: product.user_cap,
    userSubscribed: product.user_subscribed,
    totalQuota: product.total_quota,
    subscribedTotal: product.subscribed_total,
    available,
    precision: product.amount_precision,
  };
  const max = earnSubscribable(rules);
  const valid = amount !== '' && Number.isFinite(Number(amount));
  // Until the spot wallet has loaded, its balance is unknown, not zero: nothing is judged against it.
  const problem = valid && !spot.isPending ? checkEarnSubscribe(amount, rules) : null;
  const preview = subscribePreview(product, valid && problem === null ? amount : '0', now);
  const when = (ms: number) => formatDateTime(ms, timeOptions);

  const amountError =
    refusal.fields.amount ??
    (problem !== null && (attempted || amount !== '')
      ? subscribeProblemMessage(problem, coin, i18n)
      : attempted && !valid
        ? t`Enter an amount.`
        : undefined);

  const submit = () => {
    setAttempted(true);
    setRefusal(NO_REFUSAL);
    if (!valid || problem !== null || subscribe.isPending || spot.isPending) return;
    const body = { product_id: product.id, amount: wireDecimal(amount) };
    subscribe.mutateAsync(body).then(
      () => {
        const text = formatCoinAmount(body.amount, coin);
        toast.success(t`Subscribed ${text}.`);
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
      data-state={subscribe.isPending ? 'submitting' : 'editing'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field
        label={t`Amount`}
        error={amountError}
        hint={t`Available in spot: ${balanceText(spot, available, coin)}`}
      >
        {(control) => (
          <div className={styles.amountRow}>
            <NumericInput
              {...control}
              precision={product.amount_precision}
              value={amount}
              placeholder={t`At least ${formatCoinAmount(product.min_amount, coin)}`}
              suffix={coin}
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
      <dl className={styles.preview} aria-label={t`Preview`}>
        <dt>{t`Annual rate`}</dt>
        <dd>{aprText(product.apr)}</dd>
        <dt>
          {product.duration_days === null
            ? t`Estimated daily interest`
            : t`Estimated interest at maturity`}
        </dt>
        <dd>{formatCoinAmount(preview.interest, coin)}</dd>
        <dt>{t`Subscription date`}</dt>
        <dd>{when(preview.subscribedAt)}</dd>
        <dt>{t`Value date`}</dt>
        <dd>{when(preview.valueDate)}</dd>
        {preview.maturityDate === null ? (
          <>
            <dt>{t`Redemption`}</dt>
            <dd>{t`Any time, principal back at once`}</dd>
          </>
        ) : (
          <>
            <dt>{t`Maturity date`}</dt>
            <dd>{when(preview.maturityDate)}</dd>
          </>
        )}
      </dl>
      {product.type === 'locked' ? (
        <p className={styles.warning} role="note">
          <Trans>
            Redeeming before maturity returns the principal only: all interest earned so far is
            forfeited.
          </Trans>
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
        <Button type="submit" loading={subscribe.isPending}>
          <Trans>Confirm</Trans>
        </Button>
      </div>
    </form>
  );
}
