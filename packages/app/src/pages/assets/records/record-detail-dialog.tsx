import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CopyButton, Modal, NO_VALUE } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import styles from './record-detail.module.css';

/** One line of a record's details: a label, its value, and a copy button for long values. */
export interface DetailRow {
  key: string;
  label: string;
  value: ReactNode;
  /** The text a copy button puts on the clipboard; no button when absent or empty. */
  copy?: string;
  /** What the copy button is called, e.g. "Copy address". */
  copyLabel?: string;
  /** Long machine text (addresses, hashes) in a monospaced face that wraps anywhere. */
  mono?: boolean;
}

/**
 * The details of one deposit or withdrawal in a dialog: every field with copy buttons for the
 * address, memo and hash; `children` adds actions (cancelling a pending withdrawal).
 */
export function RecordDetailDialog({
  title,
  rows,
  onClose,
  children,
}: {
  title: string;
  rows: readonly DetailRow[];
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const { toaster } = useAppServices();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      closeLabel={t`Close`}
      width={520}
    >
      <dl className={styles.details}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>
              <span className={row.mono === true ? styles.mono : undefined}>
                {row.value === '' ? NO_VALUE : row.value}
              </span>
              {row.copy === undefined || row.copy === '' ? null : (
                <CopyButton
                  text={row.copy}
                  label={row.copyLabel ?? t`Copy`}
                  copiedMessage={t`Copied`}
                  failedMessage={t`Copy failed`}
                  onCopied={() => {
                    toaster.success(t`Copied`);
                  }}
                  onFailed={() => {
                    toaster.error(t`Copy failed`);
                  }}
                />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {children === undefined ? null : <div className={styles.footer}>{children}</div>}
    </Modal>
  );
}
