import { useState } from 'react';
import Big from 'big.js';
import { useLingui } from '@lingui/react/macro';
import type { MarginBracket, Position } from '@exchange/api';
import { Button, Modal, NO_VALUE, withUnit } from '@exchange/design-system';
import { positiveDecimal } from '@exchange/formulas';
import { useAppServices } from '../../../app-services.tsx';
import { DecimalField } from '../../../trading/order-form/decimal-field.tsx';
import { sanitizeDecimalInput } from '../../../trading/order-form/decimal-input.ts';
import { formatPrice, type PairFormat } from '../../../trading/orders/order-format.ts';
import { DialogFacts } from './position-dialog-facts.tsx';
import { formatMoney } from './position-formats.ts';
import {
  checkMarginChange,
  decimalForInput,
  liquidationAfterMargin,
  maxRemovableMargin,
  type MarginProblem,
} from './position-math.ts';
import { NO_REFUSAL, refusalOfError, type OrderRefusal } from '../order-form/order-refusal.ts';
import type { PositionActions } from './use-position-actions.ts';
import { useSideLabel } from './use-position-labels.ts';
import styles from './positions.module.css';

export type MarginAction = 'add' | 'remove';

/** Props of {@link MarginDialog}. */
export interface MarginDialogProps {
  /** An isolated position. */
  position: Position;
  format: PairFormat;
  brackets: readonly MarginBracket[];
  /** The futures account's available balance; undefined while unknown. */
  available: string | undefined;
  initialAction: MarginAction;
  onDone: () => void;
  update: PositionActions['update'];
}

/** Margin amounts carry the quote coin's 8 wire decimals at most. */
const MARGIN_DECIMALS = 8;

/**
 * Add margin to an isolated position or take some back (position_update). Shows the largest
 * amount either way (the available balance; the margin less the initial margin at entry) and the
 * liquidation price the new margin gives, from the formulas' liquidationPrice.
 *
 * @example <MarginDialog position={p} format={f} brackets={pair.brackets} available="900" initialAction="add" update={update} onDone={hide} />
 */
export function MarginDialog({
  position,
  format,
  brackets,
  available,
  initialAction,
  onDone,
  update,
}: MarginDialogProps) {
  const { t, i18n } = useLingui();
  const { toaster } = useAppServices();
  const sideLabel = useSideLabel();
  const [action, setAction] = useState<MarginAction>(initialAction);
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);

  const removable = maxRemovableMargin(position);
  const most = action === 'add' ? available : removable;
  const problem = checkMarginChange(action, amount, { removable, available });
  const problemText = (value: MarginProblem | null): string | undefined => {
    switch (value) {
      case null:
        return undefined;
      case 'amount_required':
        return t`Enter an amount`;
      case 'over_removable':
        return t`The margin may not go below the initial margin`;
      case 'over_available':
        return t`Not enough available margin`;
      default:
        return value satisfies never;
    }
  };
  const error = (attempted ? problemText(problem) : undefined) ?? refusal.fields.margin_amount;
  const entered = positiveDecimal(amount);
  const delta = entered === null ? null : action === 'add' ? entered : entered.neg();
  const newLiquidation =
    delta === null ? null : liquidationAfterMargin(position, brackets, delta.toFixed());
  const price = (value: string) => (new Big(value).eq(0) ? NO_VALUE : formatPrice(value, format));

  const submit = async () => {
    setAttempted(true);
    if (problem !== null) return;
    setSending(true);
    setRefusal(NO_REFUSAL);
    try {
      await update({ position_id: position.id, margin_action: action, margin_amount: amount });
      toaster.success(
        action === 'add'
          ? t`Margin added to ${format.name}`
          : t`Margin removed from ${format.name}`,
      );
      onDone();
    } catch (failure) {
      setRefusal(refusalOfError(failure, i18n, ['margin_amount']));
    } finally {
      setSending(false);
    }
  };

  const actions: readonly { value: MarginAction; label: string }[] = [
    { value: 'add', label: t`Add margin` },
    { value: 'remove', label: t`Remove margin` },
  ];

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !sending) onDone();
      }}
      title={t`Adjust margin: ${format.name} ${sideLabel(position.side)}`}
      description={t`Only an isolated position's margin can change.`}
      onConfirm={() => {
        void submit();
      }}
      confirmLabel={t`Confirm`}
      cancelLabel={t`Cancel`}
      closeLabel={t`Close`}
      confirmLoading={sending}
    >
      <div className={styles.form}>
        <div className={styles.percents} role="group" aria-label={t`Margin change`}>
          {actions.map((item) => (
            <Button
              key={item.value}
              variant={action === item.value ? 'confirm' : 'secondary'}
              size="sm"
              aria-pressed={action === item.value}
              onClick={() => {
                setAction(item.value);
                setRefusal(NO_REFUSAL);
              }}
            >
              {item.label}
            </Button>
          ))}
        </div>
        <DecimalField
          label={t`Amount`}
          suffix={format.quote}
          value={amount}
          error={error}
          onChange={(text) => {
            setAmount(sanitizeDecimalInput(text, amount, MARGIN_DECIMALS));
            setRefusal(NO_REFUSAL);
          }}
          onBlur={() => undefined}
        />
        <Button
          variant="text"
          size="sm"
          disabled={most === undefined || new Big(most).lte(0)}
          onClick={() => {
            if (most !== undefined) setAmount(decimalForInput(most, MARGIN_DECIMALS));
            setRefusal(NO_REFUSAL);
          }}
        >
          {t`Max`}
        </Button>
        <DialogFacts
          items={[
            [t`Margin`, withUnit(formatMoney(position.margin), format.quote)],
            [
              action === 'add' ? t`Max addable` : t`Max removable`,
              most === undefined ? NO_VALUE : withUnit(formatMoney(most), format.quote),
            ],
            [t`Liquidation price`, price(position.liquidation_price)],
            [
              t`Liquidation price after`,
              newLiquidation === null ? NO_VALUE : price(newLiquidation),
            ],
          ]}
        />
        {refusal.form === null ? null : (
          <p className={styles.refusal} role="alert">
            {refusal.form}
          </p>
        )}
      </div>
    </Modal>
  );
}
