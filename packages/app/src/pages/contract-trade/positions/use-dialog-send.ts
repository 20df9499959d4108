import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NO_REFUSAL, refusalOfError, type OrderRefusal } from '../order-form/order-refusal.ts';

/** What {@link useDialogSend} gives a position dialog. */
export interface DialogSend {
  /** True once the user pressed confirm: the field problems show from then on. */
  attempted: boolean;
  attempt: () => void;
  sending: boolean;
  refusal: OrderRefusal;
  /** Forget the last refusal (the user changed something). */
  clearRefusal: () => void;
  /**
   * Runs the call with `sending` on; a failure becomes the refusal, its fields under the inputs
   * `shown` names and the rest for the form.
   */
  send: (call: () => Promise<void>, shown: readonly string[]) => Promise<void>;
}

/**
 * The confirm-and-send state every position dialog shares (close, margin, TP/SL).
 *
 * @example const { send } = useDialogSend(); await send(() => close(body), ['amount']);
 */
export function useDialogSend(): DialogSend {
  const { i18n } = useLingui();
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const send = async (call: () => Promise<void>, shown: readonly string[]) => {
    setSending(true);
    setRefusal(NO_REFUSAL);
    try {
      await call();
    } catch (error) {
      setRefusal(refusalOfError(error, i18n, shown));
    } finally {
      setSending(false);
    }
  };
  return {
    attempted,
    attempt: () => {
      setAttempted(true);
    },
    sending,
    refusal,
    clearRefusal: () => {
      setRefusal(NO_REFUSAL);
    },
    send,
  };
}
