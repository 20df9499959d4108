import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@exchange/design-system';
import styles from './positions.module.css';

/** Props of {@link PositionDialogFrame}. */
export interface PositionDialogFrameProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** While the call is out: the confirm button spins and the dialog cannot be dismissed. */
  sending: boolean;
  /** The refusal's sentence for the whole form (no field can carry it), or null. */
  refusal: string | null;
  onConfirm: () => void;
  onDone: () => void;
  children: ReactNode;
}

/**
 * The frame every position dialog shares (close, margin, TP/SL): the modal with Cancel and the
 * dialog's confirm button, its fields in one column, and the form-wide refusal under them.
 *
 * @example <PositionDialogFrame title={t`Close BTCUSDT Long`} … sending={sending} refusal={refusal.form}>{fields}</PositionDialogFrame>
 */
export function PositionDialogFrame({
  title,
  description,
  confirmLabel,
  sending,
  refusal,
  onConfirm,
  onDone,
  children,
}: PositionDialogFrameProps) {
  const { t } = useLingui();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !sending) onDone();
      }}
      title={title}
      description={description}
      onConfirm={onConfirm}
      confirmLabel={confirmLabel}
      cancelLabel={t`Cancel`}
      closeLabel={t`Close`}
      confirmLoading={sending}
    >
      <div className={styles.form}>
        {children}
        {refusal === null ? null : (
          <p className={styles.refusal} role="alert">
            {refusal}
          </p>
        )}
      </div>
    </Modal>
  );
}

/** Props of {@link DialogChoice}. */
export interface DialogChoiceProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  items: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A row of pressed/unpressed buttons choosing one of a few values (market or limit, add or
 * remove margin).
 *
 * @example <DialogChoice label={t`Order type`} items={types} value={type} onChange={setType} />
 */
export function DialogChoice<T extends string>({
  label,
  items,
  value,
  onChange,
}: DialogChoiceProps<T>) {
  return (
    <div className={styles.percents} role="group" aria-label={label}>
      {items.map((item) => (
        <Button
          key={item.value}
          variant={value === item.value ? 'confirm' : 'secondary'}
          size="sm"
          aria-pressed={value === item.value}
          onClick={() => {
            onChange(item.value);
          }}
        >
          {item.label}
        </Button>
      ))}
    </div>
  );
}
