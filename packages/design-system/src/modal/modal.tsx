import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { Button } from '../button/button.tsx';
import { DIALOG_WIDTHS } from './dialog-widths.ts';
import styles from './modal.module.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Controlled open state; leave out and pass a `trigger` for an uncontrolled modal. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the modal (rendered as the Radix trigger). */
  trigger?: ReactNode;
  title: ReactNode;
  /** A line under the title that screen readers read as the description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Width in px; 400 by default. See {@link DIALOG_WIDTHS}. */
  width?: number;
  /** With `onConfirm` the modal shows Cancel and Confirm buttons; without, no buttons. */
  onConfirm?: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Hide the Cancel button and keep only Confirm. */
  hideCancel?: boolean;
  confirmLoading?: boolean;
  confirmDisabled?: boolean;
  /** Accessible name of the close icon; pass the translation. */
  closeLabel?: string;
  /** Replaces the built-in buttons with your own footer. */
  footer?: ReactNode;
  /**
   * What takes focus on open, e.g. a search field; the first focusable element (the close icon)
   * by default.
   */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog with a title, a close icon and optional Cancel/Confirm buttons. Focus is
 * trapped inside while open, Escape and the close icon close it, and focus returns to the
 * trigger afterwards (Radix Dialog).
 *
 * @example
 * <Modal open={open} onOpenChange={setOpen} title={t`Timezone`} width={DIALOG_WIDTHS.timezone}>
 *   <List … />
 * </Modal>
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  width = DIALOG_WIDTHS.generic,
  onConfirm,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  hideCancel = false,
  confirmLoading = false,
  confirmDisabled = false,
  closeLabel = 'Close',
  footer,
  initialFocus,
}: ModalProps) {
  const buttons =
    footer ??
    (onConfirm === undefined ? null : (
      <>
        {hideCancel ? null : (
          <Dialog.Close asChild>
            <Button variant="cancel">{cancelLabel}</Button>
          </Dialog.Close>
        )}
        <Button onClick={onConfirm} loading={confirmLoading} disabled={confirmDisabled}>
          {confirmLabel}
        </Button>
      </>
    ));
  // Radix warns when a dialog has no description unless aria-describedby is explicitly unset.
  const describedBy = description === undefined ? { 'aria-describedby': undefined } : {};
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger === undefined ? null : <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          style={{ inlineSize: width }}
          onOpenAutoFocus={(event) => {
            const target = initialFocus?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          {...describedBy}
        >
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </Dialog.Close>
          </header>
          {description === undefined ? null : (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          {children === undefined ? null : <div className={styles.body}>{children}</div>}
          {buttons === null ? null : <footer className={styles.footer}>{buttons}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
