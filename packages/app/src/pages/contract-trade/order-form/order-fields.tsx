import type { Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TriggerBy } from '@exchange/api';
import { Checkbox, Select } from '@exchange/design-system';
import { DecimalField } from '../../../trading/order-form/decimal-field.tsx';
import type { SizeUnit } from './contract-order-math.ts';
import { FormHint } from '../../../trading/order-form/form-notices.tsx';
import styles from './contract-order-form.module.css';

/** Props of {@link SizeField}. */
export interface SizeFieldProps {
  value: string;
  unit: SizeUnit;
  baseCoin: string;
  quoteCoin: string;
  error: string | undefined;
  onChange: (text: string) => void;
  onBlur: () => void;
  onUnitChange: (unit: SizeUnit) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The size field with its unit switch: typed in the base coin (BTC) or in the quote coin (USDT),
 * the switch converting what is typed at the order's price.
 *
 * @example <SizeField value="0.1" unit="base" baseCoin="BTC" quoteCoin="USDT" error={undefined} onChange={setSize} onBlur={touch} onUnitChange={setUnit} />
 */
export function SizeField({
  value,
  unit,
  baseCoin,
  quoteCoin,
  error,
  onChange,
  onBlur,
  onUnitChange,
  ref,
}: SizeFieldProps) {
  const { t } = useLingui();
  const units: readonly { value: SizeUnit; label: string }[] = [
    { value: 'base', label: baseCoin },
    { value: 'quote', label: quoteCoin },
  ];
  return (
    <div className={styles.row}>
      <DecimalField
        label={t`Size`}
        value={value}
        suffix={unit === 'base' ? baseCoin : quoteCoin}
        error={error}
        ref={ref}
        onChange={onChange}
        onBlur={onBlur}
      />
      <div className={styles.units} role="group" aria-label={t`Size unit`}>
        {units.map((item) => (
          <button
            key={item.value}
            type="button"
            className={styles.unit}
            aria-pressed={unit === item.value}
            onClick={() => {
              if (unit !== item.value) onUnitChange(item.value);
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Props of {@link TriggerField}. */
export interface TriggerFieldProps {
  value: string;
  by: TriggerBy;
  quoteCoin: string;
  error: string | undefined;
  onChange: (text: string) => void;
  onBlur: () => void;
  onByChange: (by: TriggerBy) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A stop order's trigger price and the price it watches (mark or last).
 *
 * @example <TriggerField value="65000" by="mark" quoteCoin="USDT" error={undefined} onChange={setTrigger} onBlur={touch} onByChange={setBy} />
 */
export function TriggerField({
  value,
  by,
  quoteCoin,
  error,
  onChange,
  onBlur,
  onByChange,
  ref,
}: TriggerFieldProps) {
  const { t } = useLingui();
  return (
    <div className={styles.row}>
      <DecimalField
        label={t`Trigger price`}
        value={value}
        suffix={quoteCoin}
        error={error}
        ref={ref}
        onChange={onChange}
        onBlur={onBlur}
      />
      <Select<TriggerBy>
        aria-label={t`Trigger by`}
        value={by}
        onChange={onByChange}
        options={[
          { value: 'mark', label: t`Mark` },
          { value: 'last', label: t`Last` },
        ]}
      />
    </div>
  );
}

/** Time in force a trader picks for a limit order (post-only is its own box). */
export type PickedTimeInForce = 'gtc' | 'ioc' | 'fok';

/** Props of {@link LimitOptions}. */
export interface LimitOptionsProps {
  timeInForce: PickedTimeInForce;
  postOnly: boolean;
  onTimeInForceChange: (value: PickedTimeInForce) => void;
  onPostOnlyChange: (value: boolean) => void;
}

/**
 * A limit order's time in force (GTC, IOC, FOK) and post-only (which only rests on the book, so
 * it replaces the time in force while ticked).
 *
 * @example <LimitOptions timeInForce="gtc" postOnly={false} onTimeInForceChange={setTif} onPostOnlyChange={setPostOnly} />
 */
export function LimitOptions({
  timeInForce,
  postOnly,
  onTimeInForceChange,
  onPostOnlyChange,
}: LimitOptionsProps) {
  const { t } = useLingui();
  return (
    <div className={styles.options}>
      <Select<PickedTimeInForce>
        aria-label={t`Time in force`}
        size="sm"
        value={timeInForce}
        disabled={postOnly}
        onChange={onTimeInForceChange}
        options={[
          { value: 'gtc', label: t`GTC: good till cancelled` },
          { value: 'ioc', label: t`IOC: immediate or cancel` },
          { value: 'fok', label: t`FOK: fill or kill` },
        ]}
      />
      <Checkbox label={t`Post-only`} checked={postOnly} onCheckedChange={onPostOnlyChange} />
    </div>
  );
}

/** Props of {@link TpSlFields}. */
export interface TpSlFieldsProps {
  enabled: boolean;
  takeProfit: string;
  stopLoss: string;
  quoteCoin: string;
  errors: { takeProfit: string | undefined; stopLoss: string | undefined };
  onEnabledChange: (enabled: boolean) => void;
  onTakeProfitChange: (text: string) => void;
  onStopLossChange: (text: string) => void;
  onBlur: (field: 'take_profit' | 'stop_loss') => void;
  takeProfitRef?: Ref<HTMLInputElement>;
  stopLossRef?: Ref<HTMLInputElement>;
}

/**
 * Take-profit and stop-loss trigger prices attached to an opening order: once it fills, the
 * position closes at market when the mark price reaches either.
 *
 * @example <TpSlFields enabled takeProfit="70000" stopLoss="" quoteCoin="USDT" errors={{ takeProfit: undefined, stopLoss: undefined }} … />
 */
export function TpSlFields({
  enabled,
  takeProfit,
  stopLoss,
  quoteCoin,
  errors,
  onEnabledChange,
  onTakeProfitChange,
  onStopLossChange,
  onBlur,
  takeProfitRef,
  stopLossRef,
}: TpSlFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <Checkbox label={t`TP/SL`} checked={enabled} onCheckedChange={onEnabledChange} />
      {enabled ? (
        <>
          <DecimalField
            label={t`Take profit`}
            value={takeProfit}
            suffix={quoteCoin}
            error={errors.takeProfit}
            ref={takeProfitRef}
            onChange={onTakeProfitChange}
            onBlur={() => {
              onBlur('take_profit');
            }}
          />
          <DecimalField
            label={t`Stop loss`}
            value={stopLoss}
            suffix={quoteCoin}
            error={errors.stopLoss}
            ref={stopLossRef}
            onChange={onStopLossChange}
            onBlur={() => {
              onBlur('stop_loss');
            }}
          />
          <FormHint>
            <Trans>Triggered by the mark price; closes the position at market.</Trans>
          </FormHint>
        </>
      ) : null}
    </>
  );
}
