import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MarginMode } from '@exchange/api';
import { SettingsDialogFrame } from './settings-dialog-frame.tsx';
import { FormHint } from '../../../trading/order-form/form-notices.tsx';
import styles from './contract-order-form.module.css';

/** Props of {@link MarginModeDialog}. */
export interface MarginModeDialogProps {
  /** The symbol's margin mode now: the option chosen on open. */
  mode: MarginMode;
  symbolName: string;
  /** Sends the new mode (adjust_lever with the current leverage); rejects with the call's error. */
  onSubmit: (mode: MarginMode) => Promise<void>;
  /**
   * The refusal of the last send in words: the server refuses a switch while the symbol has a
   * position or an open order (issue 19), and says so.
   */
  refusal: string | null;
  sending: boolean;
  onClose: () => void;
}

/**
 * Cross or isolated for one symbol, each explained, as two radio options. Mount it when it opens,
 * so it starts from the current mode.
 *
 * @example <MarginModeDialog mode="cross" symbolName="BTC/USDT" onSubmit={switchMode} refusal={null} sending={false} onClose={close} />
 */
export function MarginModeDialog({
  mode,
  symbolName,
  onSubmit,
  refusal,
  sending,
  onClose,
}: MarginModeDialogProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<MarginMode>(mode);
  const id = useId();
  const options: readonly { value: MarginMode; label: string; text: string }[] = [
    {
      value: 'cross',
      label: t`Cross`,
      text: t`All cross positions share the futures account's balance as margin. A loss on one position can use the whole balance before it is liquidated.`,
    },
    {
      value: 'isolated',
      label: t`Isolated`,
      text: t`Each position keeps only the margin put into it. A liquidation loses at most that margin; you can add or remove margin on the position.`,
    },
  ];
  return (
    <SettingsDialogFrame
      title={t`Margin mode of ${symbolName}`}
      width={440}
      confirmDisabled={chosen === mode}
      sending={sending}
      refusal={refusal}
      onConfirm={() => {
        void onSubmit(chosen);
      }}
      onClose={onClose}
    >
      <div className={styles.modes} role="radiogroup" aria-label={t`Margin mode`}>
        {options.map((option) => (
          <div
            key={option.value}
            className={styles.mode}
            data-state={option.value === chosen ? 'checked' : 'unchecked'}
          >
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={`${id}-mode`}
              value={option.value}
              checked={option.value === chosen}
              aria-describedby={`${id}-${option.value}-hint`}
              onChange={() => {
                setChosen(option.value);
              }}
            />
            <span className={styles.modeText}>
              <label htmlFor={`${id}-${option.value}`} className={styles.modeLabel}>
                {option.label}
              </label>
              <span id={`${id}-${option.value}-hint`} className={styles.modeHint}>
                {option.text}
              </span>
            </span>
          </div>
        ))}
      </div>
      <FormHint>
        <Trans>
          The margin mode can change only while this symbol has no position and no open order.
        </Trans>
      </FormHint>
    </SettingsDialogFrame>
  );
}
