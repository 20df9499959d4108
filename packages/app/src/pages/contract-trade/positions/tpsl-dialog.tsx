import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Position } from '@exchange/api';
import { NO_VALUE } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { DecimalField } from '../../../trading/order-form/decimal-field.tsx';
import { sanitizeDecimalInput } from '../../../trading/order-form/decimal-input.ts';
import { formatPrice, type PairFormat } from '../../../trading/orders/order-format.ts';
import { DialogFacts } from './position-dialog-facts.tsx';
import { PositionDialogFrame } from './position-dialog-frame.tsx';
import { checkTriggers, triggerChanges, type TriggerProblem } from './position-math.ts';
import type { PositionActions } from './use-position-actions.ts';
import { useDialogSend } from './use-dialog-send.ts';
import { useSideLabel } from './use-position-labels.ts';

/** Props of {@link TpSlDialog}. */
export interface TpSlDialogProps {
  position: Position;
  format: PairFormat;
  /** The live mark price shown for reference. */
  mark: string;
  onDone: () => void;
  update: PositionActions['update'];
}

const SHOWN = ['take_profit', 'stop_loss'];

/**
 * Edit a position's take-profit and stop-loss (position_update): a price sets one, an empty
 * field removes it, and only what changed is sent. Each price must lie on the profitable or the
 * losing side of the entry as the server requires, with the server's words.
 *
 * @example <TpSlDialog position={position} format={format} mark="64000" update={update} onDone={close} />
 */
export function TpSlDialog({ position, format, mark, onDone, update }: TpSlDialogProps) {
  const { t } = useLingui();
  const { toaster } = useAppServices();
  const sideLabel = useSideLabel();
  const [takeProfit, setTakeProfit] = useState(position.take_profit ?? '');
  const [stopLoss, setStopLoss] = useState(position.stop_loss ?? '');
  const { attempted, attempt, sending, refusal, clearRefusal, send } = useDialogSend();

  const problemText = (problem: TriggerProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'take_profit_above':
        return t`Take profit must be above the entry`;
      case 'take_profit_below':
        return t`Take profit must be below the entry`;
      case 'stop_loss_below':
        return t`Stop loss must be below the entry`;
      case 'stop_loss_above':
        return t`Stop loss must be above the entry`;
      default:
        return problem satisfies never;
    }
  };
  const problems = checkTriggers(position.side, position.entry_price, takeProfit, stopLoss);
  const shownProblem = (field: 'take_profit' | 'stop_loss') =>
    (attempted ? problemText(problems[field]) : undefined) ?? refusal.fields[field];

  const submit = async () => {
    attempt();
    if (problems.take_profit !== undefined || problems.stop_loss !== undefined) return;
    const changes = triggerChanges(position, takeProfit, stopLoss);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    await send(async () => {
      await update({ position_id: position.id, ...changes });
      toaster.success(t`TP/SL saved for ${format.name}`);
      onDone();
    }, SHOWN);
  };

  const edit = (setter: (text: string) => void, previous: string) => (text: string) => {
    setter(sanitizeDecimalInput(text, previous, format.pricePrecision));
    clearRefusal();
  };

  return (
    <PositionDialogFrame
      title={t`TP/SL: ${format.name} ${sideLabel(position.side)}`}
      description={t`An empty field removes its trigger. Both watch the mark price.`}
      confirmLabel={t`Save`}
      sending={sending}
      refusal={refusal.form}
      onConfirm={() => {
        void submit();
      }}
      onDone={onDone}
    >
      <DialogFacts
        items={[
          [t`Entry price`, formatPrice(position.entry_price, format)],
          [t`Mark price`, formatPrice(mark, format)],
          [
            t`Current TP / SL`,
            `${position.take_profit === null ? NO_VALUE : formatPrice(position.take_profit, format)} / ${
              position.stop_loss === null ? NO_VALUE : formatPrice(position.stop_loss, format)
            }`,
          ],
        ]}
      />
      <DecimalField
        label={t`Take profit`}
        suffix={format.quote}
        value={takeProfit}
        error={shownProblem('take_profit')}
        onChange={edit(setTakeProfit, takeProfit)}
        onBlur={() => undefined}
      />
      <DecimalField
        label={t`Stop loss`}
        suffix={format.quote}
        value={stopLoss}
        error={shownProblem('stop_loss')}
        onChange={edit(setStopLoss, stopLoss)}
        onBlur={() => undefined}
      />
    </PositionDialogFrame>
  );
}
