import { useRef } from 'react';
import { DIALOG_WIDTHS, List, Modal } from '@exchange/design-system';
import { TIMEZONES } from '../config/defaults.ts';
import type { Translate } from '../i18n/translate.ts';
import type { ChartTheme } from '../types.ts';
import { DialogTheme } from './dialog-theme.tsx';

const ZONE_ROW_HEIGHT = 30;

/** Props of {@link TimezoneDialog}. */
export interface TimezoneDialogProps {
  t: Translate;
  /** The chart's theme, which the dialog follows whatever the page's (see DialogTheme). */
  theme: ChartTheme;
  timezone: string;
  onSelect: (timezone: string) => void;
  onClose: () => void;
}

/** The timezone picker: the 18 zones of SPEC.md section 9, labelled in the current locale. */
export function TimezoneDialog({ t, theme, timezone, onSelect, onClose }: TimezoneDialogProps) {
  // The list takes focus on open, on the current zone: arrows and Enter work at once.
  const list = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('timezone')}
      width={DIALOG_WIDTHS.timezone}
      closeLabel={t('close')}
      initialFocus={list}
    >
      <DialogTheme theme={theme} />
      <List
        ref={list}
        aria-label={t('timezone')}
        items={TIMEZONES}
        getKey={(zone) => zone.key}
        selectedKey={timezone}
        onSelect={(zone) => {
          onSelect(zone.key);
        }}
        renderItem={(zone) => t(zone.text)}
        // All 18 rows rendered: the List virtualises, and a selected zone scrolled out of the
        // rendered rows leaves aria-activedescendant pointing at nothing (axe fails it).
        itemHeight={ZONE_ROW_HEIGHT}
        maxHeight={ZONE_ROW_HEIGHT * TIMEZONES.length}
      />
    </Modal>
  );
}
