import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PAY_WINDOWS, type OrderSide } from '@exchange/api';
import {
  Checkbox,
  Field,
  formatCoinAmount,
  Modal,
  NumericInput,
  Select,
} from '@exchange/design-system';
import {
  adPrice,
  checkC2cAd,
  coinToFiat,
  FIAT_DECIMALS,
  type C2cAdProblem,
} from '@exchange/formulas';
import { useAppServices } from '../../../app-services.tsx';
import { useC2cAdChange, useC2cIndex, useC2cPaymentMethods } from '../../../queries/c2c.query.ts';
import { coinsQuery } from '../../../queries/wallet.query.ts';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../../contract-trade/order-form/order-refusal.ts';
import { fiatAmount } from '../c2c-format.ts';
import { C2C_COINS, C2C_FIATS } from '../c2c-search.ts';
import { useC2cLabels } from '../use-c2c-labels.ts';
import styles from '../c2c-page.module.css';

const DECIMAL = /^\d+(\.\d+)?$/;
const EMPTY = { price_value: '', amount: '', min_fiat: '', max_fiat: '', terms: '' };
type Numbers = 'price_value' | 'amount' | 'min_fiat' | 'max_fiat';

/**
 * Publishing an ad: side, coin, fiat, a fixed price or a floating percentage of the index (the
 * price it gives now previewed), the amount, per-order limits, the caller's payment methods,
 * the pay window and the terms, checked as the server checks them (@exchange/formulas).
 */
export function PublishAdDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const labels = useC2cLabels();
  const publish = useC2cAdChange();
  const coins = useQuery(coinsQuery(api));
  const methods = useC2cPaymentMethods(open);
  const [side, setSide] = useState<OrderSide>('sell');
  const [coin, setCoin] = useState<string>('USDT');
  const [fiat, setFiat] = useState<string>('USD');
  const [priceType, setPriceType] = useState<'fixed' | 'floating'>('floating');
  const [fields, setFields] = useState(EMPTY);
  const [chosen, setChosen] = useState<number[]>([]);
  const [payWindow, setPayWindow] = useState('15');
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const coinRow = coins.data?.find((row) => row.coin_name === coin);
  // The coin's amounts in C2C go as far as its withdrawals do; the server has the last word.
  const coinDecimals = Math.max(0, ...(coinRow?.networks.map((n) => n.withdraw_precision) ?? []));
  const index = useC2cIndex(coinRow?.coin_id, fiat);
  const indexPrice = index.data?.price ?? null;
  const problem = checkC2cAd(
    { price_type: priceType, ...fields },
    { index: indexPrice, coinDecimals },
  );
  const price = DECIMAL.test(fields.price_value)
    ? adPrice(priceType, fields.price_value, indexPrice)
    : null;

  const describe = (found: C2cAdProblem): string => {
    switch (found.kind) {
      case 'not_a_number':
        return t`Enter a number above zero.`;
      case 'precision':
        return t`At most ${String(found.decimals)} decimals.`;
      case 'out_of_range':
        return t`Between ${found.min} and ${found.max}.`;
      case 'below_min':
        return t`At least the minimum, ${found.min_fiat}.`;
      case 'above_total':
        return t`At most what the whole amount costs, ${found.total}.`;
      case 'insufficient':
        return t`More than your ${found.balance} in spot.`;
    }
  };
  const errorOf = (field: Numbers) =>
    refusal.fields[field] ??
    (problem?.field === field && (attempted || fields[field] !== '')
      ? describe(problem)
      : undefined);
  const number = (field: Numbers, label: string, suffix: string, precision: number) => (
    <Field label={label} error={errorOf(field)}>
      {(control) => (
        <NumericInput
          {...control}
          precision={precision}
          value={fields[field]}
          suffix={suffix}
          onChange={(value) => {
            setFields({ ...fields, [field]: value });
            setRefusal(NO_REFUSAL);
          }}
        />
      )}
    </Field>
  );
  const close = () => {
    setFields(EMPTY);
    setChosen([]);
    setAttempted(false);
    setRefusal(NO_REFUSAL);
    onClose();
  };
  const select = <V extends string>(
    label: string,
    value: V,
    options: readonly { value: V; label: string }[],
    onChange: (value: V) => void,
  ) => (
    <Field label={label}>
      {(control) => <Select id={control.id} options={options} value={value} onChange={onChange} />}
    </Field>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t`Publish an ad`}
      closeLabel={t`Close`}
      confirmLabel={t`Publish`}
      cancelLabel={t`Cancel`}
      confirmLoading={publish.isPending}
      width={560}
      onConfirm={() => {
        setAttempted(true);
        setRefusal(NO_REFUSAL);
        if (problem !== null || chosen.length === 0 || coinRow === undefined) return;
        publish
          .mutateAsync({
            kind: 'publish',
            body: {
              side,
              coin_id: coinRow.coin_id,
              fiat,
              price_type: priceType,
              ...fields,
              terms: fields.terms.trim() === '' ? undefined : fields.terms.trim(),
              payment_method_ids: chosen.join(','),
              pay_window_minutes: Number(payWindow),
            },
          })
          .then(close, (error: unknown) => {
            setRefusal(
              refusalOfError(error, i18n, [
                'price_value',
                'amount',
                'min_fiat',
                'max_fiat',
                'payment_method_ids',
              ]),
            );
          });
      }}
    >
      <div className={styles.form}>
        {select(
          t`I want to`,
          side,
          [
            { value: 'sell', label: labels.side('sell') },
            { value: 'buy', label: labels.side('buy') },
          ],
          setSide,
        )}
        <div className={styles.row}>
          {select(
            t`Coin`,
            coin,
            C2C_COINS.map((name) => ({ value: name, label: name })),
            setCoin,
          )}
          {select(
            t`Fiat`,
            fiat,
            C2C_FIATS.map((name) => ({ value: name, label: name })),
            setFiat,
          )}
        </div>
        {select(
          t`Price type`,
          priceType,
          [
            { value: 'floating', label: t`Floating (percent of the index)` },
            { value: 'fixed', label: t`Fixed` },
          ],
          setPriceType,
        )}
        {number(
          'price_value',
          priceType === 'fixed' ? t`Price` : t`Percent of the index`,
          priceType === 'fixed' ? fiat : '%',
          FIAT_DECIMALS,
        )}
        <p className={styles.note}>
          {indexPrice === null
            ? t`Index price loading…`
            : t`Index ${formatCoinAmount(indexPrice, fiat)} · your price ${price === null ? '–' : formatCoinAmount(price.toFixed(), fiat)}`}
        </p>
        {number('amount', t`Total amount`, coin, coinDecimals)}
        <div className={styles.row}>
          {number('min_fiat', t`Order minimum`, fiat, FIAT_DECIMALS)}
          {number('max_fiat', t`Order maximum`, fiat, FIAT_DECIMALS)}
        </div>
        <fieldset className={styles.form}>
          <legend>{t`Payment methods`}</legend>
          {(methods.data ?? []).map((method) => (
            <Checkbox
              key={method.id}
              label={`${labels.kind(method.kind)} · ${method.account}`}
              checked={chosen.includes(method.id)}
              onCheckedChange={(checked) => {
                setChosen(
                  checked ? [...chosen, method.id] : chosen.filter((id) => id !== method.id),
                );
              }}
            />
          ))}
          {attempted && chosen.length === 0 ? (
            <p className={styles.error}>{t`Choose at least one payment method.`}</p>
          ) : null}
          {refusal.fields.payment_method_ids === undefined ? null : (
            <p className={styles.error}>{refusal.fields.payment_method_ids}</p>
          )}
        </fieldset>
        {select(
          t`Pay window`,
          payWindow,
          PAY_WINDOWS.map((minutes) => ({
            value: String(minutes),
            label: t`${String(minutes)} minutes`,
          })),
          setPayWindow,
        )}
        <Field label={t`Terms`}>
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              maxLength={1000}
              value={fields.terms}
              onChange={(event) => {
                setFields({ ...fields, terms: event.target.value });
              }}
            />
          )}
        </Field>
        {side === 'sell' && price !== null && DECIMAL.test(fields.amount) ? (
          <p className={styles.note}>
            {t`Publishing freezes ${formatCoinAmount(fields.amount, coin)} from your spot account while the ad is open (worth about ${fiatAmount(coinToFiat(fields.amount, price).toFixed(), fiat)}).`}
          </p>
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
