import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Position } from '@exchange/api';
import { Button, withUnit } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { DecimalField } from '../../../trading/order-form/decimal-field.tsx';
import { sanitizeDecimalInput } from '../../../trading/order-form/decimal-input.ts';
import { formatPrice, formatSize, type PairFormat } from '../../../trading/orders/order-format.ts';
import { newClientOrderId } from '../../spot-trade/data/client-order-id.ts';
import { DialogFacts } from './position-dialog-facts.tsx';
import { DialogChoice, PositionDialogFrame } from './position-dialog-frame.tsx';
import { checkClose, closeAmountFor, decimalForInput, type CloseProblem } from './position-math.ts';
import type { PositionActions } from './use-position-actions.ts';
import { useDialogSend } from './use-dialog-send.ts';
import { useSideLabel } from './use-position-labels.ts';
import styles from './positions.module.css';

export type CloseType = 'market' | 'limit';

/** Props of {@link CloseDialog}. */
export interface CloseDialogProps {
  position: Position;
  format: PairFormat;
  mark: string;
  /** The type the row's button chose; the dialog can switch it. */
  initialType: CloseType;
  onDone: () => void;
  close: PositionActions['close'];
}

const SHOWN = ['price', 'amount'];
const PERCENTS = [25, 50, 75, 100] as const;

/**
 * Close all or part of a position (contract_close) at market or at a limit price. The amount
 * starts at the whole position; the percent buttons take a share of it, and more than the
 * position holds is refused before anything is sent (the server's words).
 *
 * @example <CloseDialog position={p} format={f} mark="64000" initialType="market" close={close} onDone={hide} />
 */
export function CloseDialog({
  position,
  format,
  mark,
  initialType,
  onDone,
  close,
}: CloseDialogProps) {
  const { t } = useLingui();
  const { toaster } = useAppServices();
  const sideLabel = useSideLabel();
  const [type, setType] = useState<CloseType>(initialType);
  const [price, setPrice] = useState(() => decimalForInput(mark, format.pricePrecision));
  const [amount, setAmount] = useState(position.amount);
  const { attempted, attempt, sending, refusal, clearRefusal, send } = useDialogSend();

  const problemText = (problem: CloseProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'price_required':
        return t`Enter a price`;
      case 'amount_required':
        return t`Enter an amount`;
      case 'amount_over_held':
        return t`Closing more than the position holds`;
      default:
        return problem satisfies never;
    }
  };
  const problems = checkClose({ type, price, amount }, position.amount);
  const shown = (field: 'price' | 'amount') =>
    (attempted ? problemText(problems[field]) : undefined) ?? refusal.fields[field];

  const submit = async () => {
    attempt();
    if (problems.amount !== undefined || problems.price !== undefined) return;
    await send(
      async () => {
        await close({
          position_id: position.id,
          type,
          ...(type === 'limit' ? { price } : {}),
          amount,
          client_order_id: newClientOrderId(),
        });
        toaster.success(
          type === 'market'
            ? t`Closing ${format.name} at market`
            : t`Close order placed for ${format.name}`,
        );
        onDone();
      },
      type === 'limit' ? SHOWN : ['amount'],
    );
  };

  const changed = clearRefusal;
  const types: readonly { value: CloseType; label: string }[] = [
    { value: 'market', label: t`Market` },
    { value: 'limit', label: t`Limit` },
  ];

  return (
    <PositionDialogFrame
      title={t`Close ${format.name} ${sideLabel(position.side)}`}
      description={t`A reduce-only order: it never opens the other side.`}
      confirmLabel={t`Close position`}
      sending={sending}
      refusal={refusal.form}
      onConfirm={() => {
        void submit();
      }}
      onDone={onDone}
    >
      <DialogChoice
        label={t`Order type`}
        items={types}
        value={type}
        onChange={(next) => {
          setType(next);
          changed();
        }}
      />
      <DialogFacts
        items={[
          [t`Position`, withUnit(formatSize(position.amount, format), format.base)],
          [t`Entry price`, formatPrice(position.entry_price, format)],
          [t`Mark price`, formatPrice(mark, format)],
        ]}
      />
      {type === 'limit' ? (
        <DecimalField
          label={t`Price`}
          suffix={format.quote}
          value={price}
          error={shown('price')}
          onChange={(text) => {
            setPrice(sanitizeDecimalInput(text, price, format.pricePrecision));
            changed();
          }}
          onBlur={() => undefined}
        />
      ) : null}
      <DecimalField
        label={t`Amount`}
        suffix={format.base}
        value={amount}
        error={shown('amount')}
        onChange={(text) => {
          setAmount(sanitizeDecimalInput(text, amount, format.sizePrecision));
          changed();
        }}
        onBlur={() => undefined}
      />
      <div className={styles.percents} role="group" aria-label={t`Share of the position`}>
        {PERCENTS.map((percent) => (
          <Button
            key={percent}
            variant="secondary"
            size="sm"
            onClick={() => {
              setAmount(closeAmountFor(percent, position.amount, format.sizePrecision));
              changed();
            }}
          >
            {`${String(percent)}%`}
          </Button>
        ))}
      </div>
    </PositionDialogFrame>
  );
}
