import { Checkbox, DIALOG_WIDTHS, Modal } from '@exchange/design-system';
import type { IndicatorPlace } from '../chart/indicators.ts';
import { MAIN_INDICATORS, SUB_INDICATORS } from '../config/indicators.ts';
import type { Translate } from '../i18n/translate.ts';
import type { ChartTheme } from '../types.ts';
import { DialogTheme } from './dialog-theme.tsx';
import styles from './dialogs.module.css';

/** Props of {@link IndicatorDialog}. */
export interface IndicatorDialogProps {
  t: Translate;
  /** The chart's theme, which the dialog follows whatever the page's (see DialogTheme). */
  theme: ChartTheme;
  mainIndicators: readonly string[];
  subIndicators: readonly string[];
  onToggle: (place: IndicatorPlace, name: string) => void;
  onClose: () => void;
}

/** The indicator picker (SPEC.md section 9): main MA, EMA, SMA, BOLL, SAR, BBI; the 26 sub ones. */
export function IndicatorDialog({
  t,
  theme,
  mainIndicators,
  subIndicators,
  onToggle,
  onClose,
}: IndicatorDialogProps) {
  const group = (place: IndicatorPlace, names: readonly string[], chosen: readonly string[]) => (
    <fieldset className={styles.fieldset}>
      <legend>{t(place === 'main' ? 'main_indicator' : 'sub_indicator')}</legend>
      <div className={styles.checkGrid}>
        {names.map((name) => (
          <Checkbox
            key={name}
            label={name}
            checked={chosen.includes(name)}
            onCheckedChange={() => {
              onToggle(place, name);
            }}
          />
        ))}
      </div>
    </fieldset>
  );
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('indicator')}
      width={DIALOG_WIDTHS.indicators}
      closeLabel={t('close')}
    >
      <DialogTheme theme={theme} />
      <div className={styles.scroll}>
        {group('main', MAIN_INDICATORS, mainIndicators)}
        {group('sub', SUB_INDICATORS, subIndicators)}
      </div>
    </Modal>
  );
}
