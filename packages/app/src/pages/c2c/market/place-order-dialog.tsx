import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ad, C2cOrder } from '@exchange/api';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Field,
  formatCoinAmount,
  Modal,
  NumericInput,
  Select,
  Switch,
} from '@exchange/design-system';
import {
  c2cOrderAmounts,
  checkC2cOrder,
  FIAT_DECIMALS,
  maxOrderFiat,
  type C2cOrderProblem,
} from '@exchange/formulas';
import { useAppServices } from '../../../app-services.tsx';
import { useC2cOrderAction, useC2cPaymentMethods } from '../../../queries/c2c.query.ts';
import { walletQuery } from '../../../queries/wallet.query.ts';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../../contract-trade/order-form/order-refusal.ts';
import { fiatAmount } from '../c2c-format.ts';
import { useC2cLabels } from '../use-c2c-labels.ts';
import styles from '../c2c-page.module.css';

/** Props of {@link PlaceOrderDialog}. */
export interface PlaceOrderDialogProps {
  /** The ad ordered from; null closes the dialog. */
  ad: Ad | null;
  onClose: () => void;
  onPlaced: (order: C2cOrder) => void;
}

/**
 * Placing an order on an ad: the amount in fiat or in coin (a switch), the other computed as the
 * server books it (@exchange/formulas), the ad's limits and availability checked before sending,
 * the advertiser's terms and the pay window. On success the order view opens.
 */
export function PlaceOrderDialog({ ad, onClose, onPlaced }: PlaceOrderDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={ad !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        ad === null
          ? t`Place an order`
          : ad.side === 'sell'
            ? t`Buy ${ad.coin_name} from ${ad.advertiser.nickname}`
            : t`Sell ${ad.coin_name} to ${ad.advertiser.nickname}`
      }
      closeLabel={t`Close`}
      width={480}
    >
      {ad === null ? null : <PlaceOrderForm key={ad.id} ad={ad} onPlaced={onPlaced} />}
    </Modal>
  );
}

function PlaceOrderForm({ ad, onPlaced }: { ad: Ad; onPlaced: (order: C2cOrder) => void }) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const labels = useC2cLabels();
  const place = useC2cOrderAction();
  // Selling into a buy ad: the coins come from spot, and the buyer pays to one of the caller's
  // methods the ad takes.
  const selling = ad.side === 'buy';
  const spot = useQuery({ ...walletQuery(api, 'spot'), enabled: selling });
  const methods = useC2cPaymentMethods(selling);
  const usable = (methods.data ?? []).filter((method) => ad.payment_kinds.includes(method.kind));
  const [chosenMethod, setChosenMethod] = useState<number | undefined>(undefined);
  const methodId = chosenMethod ?? usable[0]?.id;
  // Unknown until the wallet has loaded: the server checks it anyway.
  const balance =
    selling && spot.data !== undefined
      ? (spot.data.list.find((row) => row.coin_name === ad.coin_name)?.balance ?? '0')
      : undefined;
  const [amount, setAmount] = useState('');
  const [inCoin, setInCoin] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const amountIn = inCoin ? 'coin' : 'fiat';
  const unit = inCoin ? ad.coin_name : ad.fiat;
  const problem =
    amount === ''
      ? null
      : checkC2cOrder({
          amount,
          amountIn,
          price: ad.price,
          coinDecimals: ad.coin_precision,
          ad,
          ...(balance === undefined ? {} : { balance }),
        });
  const amounts =
    amount !== '' && (problem === null || problem.kind !== 'not_a_number')
      ? c2cOrderAmounts(amount, amountIn, ad.price, ad.coin_precision)
      : null;
  const most = maxOrderFiat(ad, ad.price).toFixed();

  const describe = (found: C2cOrderProblem): string => {
    switch (found.kind) {
      case 'not_a_number':
        return t`Enter an amount above zero.`;
      case 'precision':
        return t`At most ${String(found.decimals)} decimals.`;
      case 'too_small':
        return t`Too small to trade.`;
      case 'below_min':
        return t`The least this ad takes is ${fiatAmount(found.min_fiat, ad.fiat)}.`;
      case 'above_max':
        return t`The most this ad takes is ${fiatAmount(found.max_fiat, ad.fiat)}.`;
      case 'above_available':
        return t`More than the ${formatCoinAmount(found.available, ad.coin_name)} available.`;
      case 'insufficient':
        return t`More than your ${formatCoinAmount(found.balance, ad.coin_name)} in spot.`;
    }
  };

  const amountError =
    refusal.fields.amount ??
    (problem !== null ? describe(problem) : attempted ? t`Enter an amount.` : undefined);

  const submit = () => {
    setAttempted(true);
    setRefusal(NO_REFUSAL);
    if (amount === '' || problem !== null || place.isPending) return;
    if (selling && methodId === undefined) return;
    place
      .mutateAsync({
        route: 'c2cPlaceOrder',
        body: {
          ad_id: ad.id,
          amount,
          amount_in: amountIn,
          ...(selling ? { payment_method_id: methodId } : {}),
        },
      })
      .then(onPlaced, (error: unknown) => {
        setRefusal(refusalOfError(error, i18n, ['amount', 'payment_method_id']));
      });
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <dl className={styles.preview}>
        <dt>{t`Price`}</dt>
        <dd>{formatCoinAmount(ad.price, ad.fiat)}</dd>
        <dt>{t`Limits`}</dt>
        <dd>{`${fiatAmount(ad.min_fiat, ad.fiat)} – ${fiatAmount(most, ad.fiat)}`}</dd>
        <dt>{t`Available`}</dt>
        <dd>{formatCoinAmount(ad.available, ad.coin_name)}</dd>
        <dt>{t`Pay within`}</dt>
        <dd>{t`${String(ad.pay_window_minutes)} minutes`}</dd>
      </dl>
      <Switch
        checked={inCoin}
        onCheckedChange={(checked) => {
          setInCoin(checked);
          setAmount('');
          setAttempted(false);
          setRefusal(NO_REFUSAL);
        }}
        label={t`Enter the amount in ${ad.coin_name}`}
      />
      <Field
        label={ad.side === 'sell' ? t`I pay` : t`I sell`}
        error={amountError}
        hint={
          amounts === null
            ? undefined
            : inCoin
              ? t`You pay ${fiatAmount(amounts.fiat.toFixed(), ad.fiat)}`
              : t`You receive ${formatCoinAmount(amounts.coin.toFixed(), ad.coin_name)}`
        }
      >
        {(control) => (
          <NumericInput
            {...control}
            precision={inCoin ? ad.coin_precision : FIAT_DECIMALS}
            value={amount}
            suffix={unit}
            onChange={(value) => {
              setAmount(value);
              setRefusal(NO_REFUSAL);
            }}
          />
        )}
      </Field>
      {!selling ? null : methods.isPending ? null : usable.length === 0 ? (
        <p className={styles.error} role="alert">
          {t`Add a payment method this ad takes (${ad.payment_kinds.map(labels.kind).join(', ')}) before selling.`}
        </p>
      ) : (
        <Field label={t`Receive the payment to`} error={refusal.fields.payment_method_id}>
          {(control) => (
            <Select
              id={control.id}
              options={usable.map((method) => ({
                value: String(method.id),
                label: `${labels.kind(method.kind)} · ${method.account}`,
              }))}
              value={methodId === undefined ? undefined : String(methodId)}
              onChange={(value) => {
                setChosenMethod(Number(value));
              }}
            />
          )}
        </Field>
      )}
      {amounts === null ? null : (
        <dl className={styles.preview} aria-label={t`Order`}>
          <dt>{ad.side === 'sell' ? t`You pay` : t`You receive`}</dt>
          <dd>{fiatAmount(amounts.fiat.toFixed(), ad.fiat)}</dd>
          <dt>{ad.side === 'sell' ? t`You receive` : t`You sell`}</dt>
          <dd>{formatCoinAmount(amounts.coin.toFixed(), ad.coin_name)}</dd>
        </dl>
      )}
      {ad.terms === '' ? null : (
        <>
          <h3 className={styles.subtitle}>
            <Trans>Advertiser's terms</Trans>
          </h3>
          <p className={styles.terms}>{ad.terms}</p>
        </>
      )}
      {refusal.form === null ? null : (
        <p className={styles.error} role="alert">
          {refusal.form}
        </p>
      )}
      <Button type="submit" loading={place.isPending}>
        {ad.side === 'sell' ? t`Buy ${ad.coin_name}` : t`Sell ${ad.coin_name}`}
      </Button>
    </form>
  );
}
