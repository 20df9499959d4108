import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Follow } from '@exchange/api';
import { Modal } from '@exchange/design-system';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../../contract-trade/order-form/order-refusal.ts';
import { useCopyUnfollow } from '../shared/copy-trade.query.ts';
import styles from './copy-orders.module.css';

/** Props of {@link StopCopyDialog}. */
export interface StopCopyDialogProps {
  /** The copy to stop, or null while the dialog is closed. */
  follow: Follow | null;
  onClose: () => void;
}

/**
 * Stopping a copy: close its positions at market (the budget and what is left return to
 * futures at once) or keep them (closed later from the positions tab; the balance returns once
 * they are all closed).
 */
export function StopCopyDialog({ follow, onClose }: StopCopyDialogProps) {
  const { t, i18n } = useLingui();
  const unfollow = useCopyUnfollow();
  const [choice, setChoice] = useState<'close' | 'keep'>('close');
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const done = () => {
    setChoice('close');
    setRefusal(NO_REFUSAL);
    onClose();
  };
  const nickname = follow?.leader.nickname ?? '';

  return (
    <Modal
      open={follow !== null}
      onOpenChange={(open) => {
        if (!open) done();
      }}
      title={t`Stop copying ${nickname}?`}
      description={t`New trades of this lead trader are no longer copied.`}
      closeLabel={t`Close`}
      confirmLabel={t`Stop copying`}
      cancelLabel={t`Cancel`}
      confirmLoading={unfollow.isPending}
      width={480}
      onConfirm={() => {
        if (follow === null) return;
        setRefusal(NO_REFUSAL);
        unfollow
          .mutateAsync({ leader_id: follow.leader.id, close_positions: choice === 'close' })
          .then(done, (error: unknown) => {
            setRefusal(refusalOfError(error, i18n, []));
          });
      }}
    >
      <fieldset className={styles.choices}>
        <legend className={styles.muted}>{t`Open copied positions`}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="copy-stop-positions"
            value="close"
            checked={choice === 'close'}
            onChange={() => {
              setChoice('close');
            }}
          />
          <span>{t`Close positions at market`}</span>
          <span className={styles.muted}>
            {t`Every copied position closes now; the copy's balance returns to your futures account.`}
          </span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="copy-stop-positions"
            value="keep"
            checked={choice === 'keep'}
            onChange={() => {
              setChoice('keep');
            }}
          />
          <span>{t`Keep positions`}</span>
          <span className={styles.muted}>
            {t`The positions stay open until you close them on the positions tab; the balance returns once they are all closed.`}
          </span>
        </label>
      </fieldset>
      {refusal.form === null ? null : (
        <p className={styles.error} role="alert">
          {refusal.form}
        </p>
      )}
    </Modal>
  );
}
