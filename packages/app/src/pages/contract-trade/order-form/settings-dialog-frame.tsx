import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '@exchange/design-system';
import { FormAlert } from '../../../trading/order-form/form-notices.tsx';
import styles from './contract-order-form.module.css';

/** Props of {@link SettingsDialogFrame}. */
export interface SettingsDialogFrameProps {
  title: string;
  width: number;
  /** The confirm button is off (nothing changed, or the value is not allowed). */
  confirmDisabled: boolean;
  sending: boolean;
  /** The refusal of the last send in words, or null. */
  refusal: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the order form's setting dialogs (leverage, margin mode): the modal with Cancel
 * and Confirm, the body in one column, and the server's refusal under it.
 *
 * @example <SettingsDialogFrame title={t`Adjust leverage`} width={520} … refusal={refusal}>{body}</SettingsDialogFrame>
 */
export function SettingsDialogFrame({
  title,
  width,
  confirmDisabled,
  sending,
  refusal,
  onConfirm,
  onClose,
  children,
}: SettingsDialogFrameProps) {
  const { t } = useLingui();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      width={width}
      closeLabel={t`Close`}
      cancelLabel={t`Cancel`}
      confirmLabel={t`Confirm`}
      confirmLoading={sending}
      confirmDisabled={confirmDisabled}
      onConfirm={onConfirm}
    >
      <div className={styles.dialogBody}>
        {children}
        <FormAlert message={refusal} />
      </div>
    </Modal>
  );
}
