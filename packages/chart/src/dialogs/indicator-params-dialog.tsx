import { DIALOG_WIDTHS, Modal, NumericInput } from '@exchange/design-system';
import { useState } from 'react';
import { indicatorParamTexts, resolveIndicatorParams } from '../config/indicator-params.ts';
import { INDICATOR_PARAMS } from '../config/indicators.ts';
import type { Translate } from '../i18n/translate.ts';
import type { ChartTheme } from '../types.ts';
import { DialogTheme } from './dialog-theme.tsx';
import styles from './dialogs.module.css';

/** Props of {@link IndicatorParamsDialog}. */
export interface IndicatorParamsDialogProps {
  t: Translate;
  /** The chart's theme, which the dialog follows whatever the page's (see DialogTheme). */
  theme: ChartTheme;
  name: string;
  current: readonly number[] | undefined;
  onConfirm: (values: number[]) => void;
  onClose: () => void;
}

/**
 * Indicator parameters (SPEC.md sections 5, 9): numeric inputs with minimum 1 and precision 0
 * (2 for BOLL's standard deviation); on confirm an empty or invalid value becomes the default.
 */
export function IndicatorParamsDialog({
  t,
  theme,
  name,
  current,
  onConfirm,
  onClose,
}: IndicatorParamsDialogProps) {
  const defs = INDICATOR_PARAMS[name] ?? [];
  const [texts, setTexts] = useState(() => indicatorParamTexts(name, current));
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={name}
      width={DIALOG_WIDTHS.indicatorParameters}
      closeLabel={t('close')}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      onConfirm={() => {
        onConfirm(resolveIndicatorParams(name, texts));
      }}
    >
      <DialogTheme theme={theme} />
      <div className={styles.paramsGrid}>
        {defs.map((def, i) => (
          <label key={def.paramNameKey} className={styles.paramRow}>
            <span>{t(def.paramNameKey)}</span>
            <NumericInput
              precision={def.precision}
              min={def.min}
              value={texts[i] ?? ''}
              onChange={(value) => {
                setTexts((prev) => prev.map((text, j) => (j === i ? value : text)));
              }}
            />
          </label>
        ))}
      </div>
    </Modal>
  );
}
