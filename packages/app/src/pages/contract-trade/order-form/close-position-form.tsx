import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractCloseBody, ContractPair, Position } from '@exchange/api';
import {
  formatAmount,
  formatCoinAmount,
  isolateLtr,
  Num,
  PercentSlider,
  Tabs,
  VISUALLY_HIDDEN,
  withUnit,
} from '@exchange/design-system';
import { wireDecimal } from '@exchange/formulas';
import { DecimalField } from '../../../trading/order-form/decimal-field.tsx';
import { MarketPriceField } from '../../../trading/order-form/market-price-field.tsx';
import { sanitizeDecimalInput } from '../../../trading/order-form/decimal-input.ts';
import { newClientOrderId } from '../../spot-trade/data/client-order-id.ts';
import { checkCloseOrder, type CloseField } from './open-order-checks.ts';
import { percentOfMax, sizeForPercent } from './contract-order-math.ts';
import { NO_REFUSAL, refusalOfError, type OrderRefusal } from './order-refusal.ts';
import { FormAlert } from '../../../trading/order-form/form-notices.tsx';
import { SideSubmitButton } from '../../../trading/order-form/side-submit-button.tsx';
import styles from './contract-order-form.module.css';

/** Props of {@link ClosePositionForm}. */
export interface ClosePositionFormProps {
  pair: ContractPair;
  /** The symbol's position; undefined when none is held. */
  position: Position | undefined;
  markPrice: string;
  onClose: (body: ContractCloseBody) => Promise<unknown>;
}

const SHOWN: readonly CloseField[] = ['price', 'amount'];

/**
 * The Close tab: closes all or part of the symbol's position (contract_close) at market or at a
 * limit price, the amount up to the position's size (the slider is a percent of it).
 *
 * @example <ClosePositionForm pair={btc} position={position} markPrice="64000" onClose={close} />
 */
export function ClosePositionForm({ pair, position, markPrice, onClose }: ClosePositionFormProps) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<'limit' | 'market'>('market');
  const [price, setPrice] = useState('');
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const [announcement, setAnnouncement] = useState('');
  const priceRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  if (position === undefined) {
    const name = pair.name;
    return (
      <p className={styles.empty}>
        <Trans>No open position on {name}.</Trans>
      </p>
    );
  }

  const base = pair.base_coin;
  const quote = pair.quote_coin;
  const held = withUnit(formatAmount(position.amount, pair.size_precision), base);
  const problems = checkCloseOrder({ pair, position, type, price, amount, markPrice, i18n });
  const errorOf = (field: CloseField) =>
    refusal.fields[field] ??
    (attempted ? problems.find((problem) => problem.field === field)?.message : undefined);
  const edited = () => {
    setRefusal(NO_REFUSAL);
    setAnnouncement('');
  };

  const submit = () => {
    if (sending) return;
    setAttempted(true);
    edited();
    const first = problems[0];
    if (first !== undefined) {
      (first.field === 'price' ? priceRef : amountRef).current?.focus();
      return;
    }
    const body: ContractCloseBody = {
      position_id: position.id,
      type,
      amount: wireDecimal(amount),
      client_order_id: newClientOrderId(),
      ...(type === 'limit' ? { price: wireDecimal(price) } : {}),
    };
    const closed = isolateLtr(formatCoinAmount(body.amount, base));
    setSending(true);
    onClose(body).then(
      () => {
        setAmount('');
        setAttempted(false);
        setSending(false);
        setAnnouncement(t`Close order placed: ${closed}.`);
      },
      (error: unknown) => {
        setRefusal(refusalOfError(error, i18n, SHOWN));
        setSending(false);
      },
    );
  };

  const form = (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className={styles.previewLine}>
        <span>{position.side === 'long' ? t`Long position` : t`Short position`}</span>
        <Num>{held}</Num>
      </p>
      {type === 'limit' ? (
        <DecimalField
          label={t`Price`}
          value={price}
          suffix={quote}
          error={errorOf('price')}
          ref={priceRef}
          onChange={(text) => {
            edited();
            setPrice(sanitizeDecimalInput(text, price, pair.price_precision));
          }}
          onBlur={() => undefined}
        />
      ) : (
        <MarketPriceField />
      )}
      <DecimalField
        label={t`Amount to close`}
        value={amount}
        suffix={base}
        error={errorOf('amount')}
        ref={amountRef}
        onChange={(text) => {
          edited();
          setAmount(sanitizeDecimalInput(text, amount, pair.size_precision));
        }}
        onBlur={() => undefined}
      />
      <PercentSlider
        label={t`Amount (% of position)`}
        marksLabel={t`Quick amounts`}
        value={percentOfMax(amount, position.amount)}
        onValueChange={(next) => {
          edited();
          setAmount(
            sizeForPercent({
              percent: next,
              maxSize: position.amount,
              unit: 'base',
              price: null,
              sizePrecision: pair.size_precision,
            }),
          );
        }}
      />
      <FormAlert message={refusal.form} />
      <SideSubmitButton
        type="submit"
        tone={position.side === 'long' ? 'fall' : 'rise'}
        loading={sending}
      >
        {position.side === 'long' ? t`Close long` : t`Close short`}
      </SideSubmitButton>
      <p className={VISUALLY_HIDDEN} role="status">
        {announcement}
      </p>
    </form>
  );

  return (
    <Tabs
      label={t`Close order type`}
      variant="pill"
      value={type}
      onValueChange={(next) => {
        setType(next === 'limit' ? 'limit' : 'market');
        setAttempted(false);
        edited();
      }}
      items={[
        {
          value: 'market',
          label: t({ message: 'Market', context: 'order type' }),
          content: form,
        },
        { value: 'limit', label: t`Limit`, content: form },
      ]}
    />
  );
}
