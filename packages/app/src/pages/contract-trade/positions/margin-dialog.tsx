import { useState } from 'react';
import Big from 'big.js';
import { useLingui } from '@lingui/react/macro';
import type { MarginBracket, Position } from '@exchange/api';
import { Button, NO_VALUE, withUnit } from '@exchange/design-system';
import { positiveDecimal } from '@exchange/formulas';
import { useAppServices } from '../../../app-services.tsx';
import { DecimalField } from '../../../trading/order-form/decimal-field.tsx';
import { sanitizeDecimalInput } from '../../../trading/order-form/decimal-input.ts';
import { formatPrice, type PairFormat } from '../../../trading/orders/order-format.ts';
import { DialogFacts } from './position-dialog-facts.tsx';
import { DialogChoice, PositionDialogFrame } from './position-dialog-frame.tsx';
import { formatMoney } from './position-formats.ts';
import {
  checkMarginChange,
  decimalForInput,
  liquidationAfterMargin,
  maxRemovableMargin,
  type MarginProblem,
} from './position-math.ts';
import type { PositionActions } from './use-position-actions.ts';
import { useDialogSend } from './use-dialog-send.ts';
import { useSideLabel } from './use-position-labels.ts';

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
  const { t } = useLingui();
  const { toaster } = useAppServices();
  const sideLabel = useSideLabel();
  const [action, setAction] = useState<MarginAction>(initialAction);
  const [amount, setAmount] = useState('');
  const { attempted, attempt, sending, refusal, clearRefusal, send } = useDialogSend();

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
    attempt();
    if (problem !== null) return;
    await send(async () => {
      await update({ position_id: position.id, margin_action: action, margin_amount: amount });
      toaster.success(
        action === 'add'
          ? t`Margin added to ${format.name}`
          : t`Margin removed from ${format.name}`,
      );
      onDone();
    }, ['margin_amount']);
  };

  const actions: readonly { value: MarginAction; label: string }[] = [
    { value: 'add', label: t`Add margin` },
    { value: 'remove', label: t`Remove margin` },
  ];

  return (
    <PositionDialogFrame
      title={t`Adjust margin: ${format.name} ${sideLabel(position.side)}`}
      description={t`Only an isolated position's margin can change.`}
      confirmLabel={t`Confirm`}
      sending={sending}
      refusal={refusal.form}
      onConfirm={() => {
        void submit();
      }}
      onDone={onDone}
    >
      <DialogChoice
        label={t`Margin change`}
        items={actions}
        value={action}
        onChange={(next) => {
          setAction(next);
          clearRefusal();
        }}
      />
      <DecimalField
        label={t`Amount`}
        suffix={format.quote}
        value={amount}
        error={error}
        onChange={(text) => {
          setAmount(sanitizeDecimalInput(text, amount, MARGIN_DECIMALS));
          clearRefusal();
        }}
        onBlur={() => undefined}
      />
      <Button
        variant="text"
        size="sm"
        disabled={most === undefined || new Big(most).lte(0)}
        onClick={() => {
          if (most !== undefined) setAmount(decimalForInput(most, MARGIN_DECIMALS));
          clearRefusal();
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
          [t`Liquidation price after`, newLiquidation === null ? NO_VALUE : price(newLiquidation)],
        ]}
      />
    </PositionDialogFrame>
  );
}
