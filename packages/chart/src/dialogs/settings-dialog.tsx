import { Button, DIALOG_WIDTHS, Modal, Select, Switch } from '@exchange/design-system';
import { useId } from 'react';
import type { ChartSettings } from '../config/chart-settings.ts';
import { DEFAULT_CHART_SETTINGS } from '../config/chart-settings.ts';
import { CANDLE_TYPES, PRICE_AXIS_TYPES } from '../config/defaults.ts';
import type { CandleType, PriceAxisType } from '../config/defaults.ts';
import type { Translate } from '../i18n/translate.ts';
import type { ChartTheme } from '../types.ts';
import { DialogTheme } from './dialog-theme.tsx';
import styles from './dialogs.module.css';

/** Props of {@link SettingsDialog}. */
export interface SettingsDialogProps {
  t: Translate;
  /** The chart's theme, which the dialog follows whatever the page's (see DialogTheme). */
  theme: ChartTheme;
  settings: ChartSettings;
  onChange: (settings: ChartSettings) => void;
  onClose: () => void;
}

const SWITCHES = [
  ['showLastPrice', 'last_price_show'],
  ['showHighPrice', 'high_price_show'],
  ['showLowPrice', 'low_price_show'],
  ['showIndicatorLastValue', 'indicator_last_value_show'],
  ['reverseCoordinate', 'reverse_coordinate'],
  ['showGrid', 'grid_show'],
] as const;

/**
 * Chart settings (SPEC.md section 9): candle type, price axis type, price marks, indicator last
 * value, reverse axis, grid, and restore default. Changes apply at once.
 */
export function SettingsDialog({ t, theme, settings, onChange, onClose }: SettingsDialogProps) {
  const candleId = useId();
  const axisId = useId();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('setting')}
      width={DIALOG_WIDTHS.settings}
      closeLabel={t('close')}
      footer={
        <Button
          variant="secondary"
          onClick={() => {
            onChange({ ...DEFAULT_CHART_SETTINGS });
          }}
        >
          {t('restore_default')}
        </Button>
      }
    >
      <DialogTheme theme={theme} />
      <div className={styles.settingsGrid}>
        <label htmlFor={candleId}>{t('candle_type')}</label>
        <Select<CandleType>
          id={candleId}
          options={CANDLE_TYPES.map((value) => ({ value, label: t(value) }))}
          value={settings.candleType}
          onChange={(candleType) => {
            onChange({ ...settings, candleType });
          }}
        />
        <label htmlFor={axisId}>{t('price_axis_type')}</label>
        <Select<PriceAxisType>
          id={axisId}
          options={PRICE_AXIS_TYPES.map((value) => ({ value, label: t(value) }))}
          value={settings.priceAxisType}
          onChange={(priceAxisType) => {
            onChange({ ...settings, priceAxisType });
          }}
        />
        {SWITCHES.map(([key, label]) => (
          <div key={key} className={styles.switchRow}>
            <Switch
              label={t(label)}
              checked={settings[key]}
              onCheckedChange={(checked) => {
                onChange({ ...settings, [key]: checked });
              }}
            />
          </div>
        ))}
      </div>
    </Modal>
  );
}
