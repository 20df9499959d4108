import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { DIALOG_WIDTHS } from '../modal/dialog-widths.ts';
import styles from '../modal/modal.module.css';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  /** The message: why the user must answer (a session ended elsewhere, a new version). */
  description: ReactNode;
  /** The action button, e.g. "Update" or "Log out". */
  actionLabel: ReactNode;
  onAction?: () => void;
  /** Without it there is no Cancel button: the alert can only be acknowledged. */
  cancelLabel?: ReactNode;
  /** `danger` for destructive actions. */
  actionVariant?: 'confirm' | 'danger';
  width?: number;
}

/**
 * A dialog that interrupts to ask for an answer: it cannot be dismissed by clicking outside,
 * and focus starts on the safest button (Cancel if there is one). Used for the "logged in
 * elsewhere" notice and the version-update alert (SPEC.md section 4).
 *
 * @example
 * <AlertDialog open title={t`Notice`} description={message} actionLabel={t`Confirm`} onAction={logout} />
 */
export function AlertDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  actionLabel,
  onAction,
  cancelLabel,
  actionVariant = 'confirm',
  width = DIALOG_WIDTHS.generic,
}: AlertDialogProps) {
  return (
    <RadixAlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger === undefined ? null : (
        <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>
      )}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={styles.overlay} />
        <RadixAlertDialog.Content className={styles.content} style={{ inlineSize: width }}>
          <header className={styles.header}>
            <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
          </header>
          <RadixAlertDialog.Description className={styles.description}>
            {description}
          </RadixAlertDialog.Description>
          <footer className={styles.footer}>
            {cancelLabel === undefined ? null : (
              <RadixAlertDialog.Cancel asChild>
                <Button variant="cancel">{cancelLabel}</Button>
              </RadixAlertDialog.Cancel>
            )}
            <RadixAlertDialog.Action asChild>
              <Button variant={actionVariant} onClick={onAction}>
                {actionLabel}
              </Button>
            </RadixAlertDialog.Action>
          </footer>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
