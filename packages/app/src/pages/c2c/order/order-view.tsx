import { Trans, useLingui } from '@lingui/react/macro';
import type { C2cOrder, PaymentMethod } from '@exchange/api';
import {
  Badge,
  Button,
  CopyButton,
  formatCoinAmount,
  formatCountdown,
  formatDateTime,
  Spinner,
} from '@exchange/design-system';
import { useC2cOrder } from '../../../queries/c2c.query.ts';
import { useNow } from '../../../clock/use-now.tsx';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { fiatAmount } from '../c2c-format.ts';
import { useC2cLabels } from '../use-c2c-labels.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderChat } from './order-chat.tsx';
import styles from '../c2c-page.module.css';

/** Props of {@link OrderView}. */
export interface OrderViewProps {
  id: number;
  onBack: () => void;
}

/**
 * One C2C order (`/c2c?order={id}`): the status with the pay countdown (or the appeal's), the
 * amounts, price and counterparty; for the buyer the seller's payment details with copy buttons;
 * the actions the caller may take now; and the chat.
 */
export function OrderView({ id, onBack }: OrderViewProps) {
  const { t } = useLingui();
  const order = useC2cOrder(id);
  const back = (
    <Button variant="text" onClick={onBack}>
      <Trans>Back to C2C</Trans>
    </Button>
  );
  if (order.data !== undefined)
    return (
      <>
        <div>{back}</div>
        <div className={styles.order}>
          <OrderDetails order={order.data} />
          <OrderChat order={order.data} />
        </div>
      </>
    );
  if (order.isPending)
    return (
      <div className={styles.state}>
        <Spinner label={t`Loading the order`} />
      </div>
    );
  return (
    <div className={styles.state} role="alert">
      <p>{t`The order could not be loaded.`}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            void order.refetch();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
        {back}
      </div>
    </div>
  );
}

function OrderDetails({ order }: { order: C2cOrder }) {
  const { t, i18n } = useLingui();
  const labels = useC2cLabels();
  const now = useNow();
  const timeOptions = useDateTimeOptions();
  const buyer = order.side === 'buy';
  const title = buyer
    ? t`Buy ${order.coin_name} from ${order.counterparty.nickname}`
    : t`Sell ${order.coin_name} to ${order.counterparty.nickname}`;
  const tone =
    order.status === 'completed'
      ? 'success'
      : order.status === 'cancelled'
        ? 'neutral'
        : order.status === 'appealing'
          ? 'danger'
          : 'warning';
  return (
    <section className={styles.panel} aria-labelledby="c2c-order-title">
      <div className={styles.status}>
        <h2 id="c2c-order-title" className={styles.subtitle}>
          {title}
        </h2>
        <Badge tone={tone}>{labels.orderStatus(order)}</Badge>
      </div>
      {order.status === 'unpaid' ? (
        <p className={styles.note}>
          {buyer
            ? t`Pay the seller within the time left, then mark the order as paid.`
            : t`Waiting for the buyer to pay.`}{' '}
          <span className={styles.countdown} role="timer" aria-label={t`Time left to pay`}>
            {formatCountdown(order.pay_deadline - now, i18n.locale)}
          </span>
        </p>
      ) : null}
      {order.status === 'paid' ? (
        <p className={styles.note}>
          {buyer
            ? t`Waiting for the seller to confirm your payment and release the coins.`
            : t`The buyer says they paid. Check your account, then release.`}{' '}
          {order.appeal_after !== null && now < order.appeal_after
            ? t`You may appeal in ${formatCountdown(order.appeal_after - now, i18n.locale)}.`
            : null}
        </p>
      ) : null}
      {order.status === 'appealing' ? (
        <p className={styles.note}>
          {t`The order is under appeal and frozen until the support team decides.`}
        </p>
      ) : null}
      <dl className={styles.preview}>
        <dt>{t`Order number`}</dt>
        <dd>{String(order.id)}</dd>
        <dt>{buyer ? t`You pay` : t`You receive`}</dt>
        <dd>{fiatAmount(order.fiat_amount, order.fiat)}</dd>
        <dt>{buyer ? t`You receive` : t`You sell`}</dt>
        <dd>{formatCoinAmount(order.amount, order.coin_name)}</dd>
        <dt>{t`Price`}</dt>
        <dd>{formatCoinAmount(order.price, order.fiat)}</dd>
        <dt>{t`Counterparty`}</dt>
        <dd>{order.counterparty.nickname}</dd>
        <dt>{t`Created`}</dt>
        <dd>{formatDateTime(order.created_at, timeOptions)}</dd>
      </dl>
      {buyer && order.payment_methods.length > 0 && order.status !== 'cancelled' ? (
        <>
          <h3 className={styles.subtitle}>
            {order.status === 'unpaid' ? t`Pay to one of these accounts` : t`Paid to`}
          </h3>
          {order.payment_methods.map((method) => (
            <MethodDetails key={method.id} method={method} />
          ))}
        </>
      ) : null}
      <OrderActions order={order} now={now} />
    </section>
  );
}

function MethodDetails({ method }: { method: PaymentMethod }) {
  const { t } = useLingui();
  const labels = useC2cLabels();
  const rows: [string, string][] = [
    [t`Account holder`, method.holder_name],
    [method.kind === 'bank_transfer' ? t`Account number` : t`Account`, method.account],
    ...(method.kind === 'bank_transfer'
      ? ([
          [t`Bank`, method.bank_name],
          [t`Branch`, method.bank_branch],
        ] as [string, string][])
      : []),
  ];
  return (
    <div className={styles.method} aria-label={labels.kind(method.kind)} role="group">
      <strong>{labels.kind(method.kind)}</strong>
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} className={styles.detail}>
            <span className={styles.muted}>{label}</span>
            <span>
              {value}{' '}
              <CopyButton
                text={value}
                label={t`Copy ${label}`}
                copiedMessage={t`Copied`}
                failedMessage={t`Could not copy`}
              />
            </span>
          </div>
        ))}
    </div>
  );
}
