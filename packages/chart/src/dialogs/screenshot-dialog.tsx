import { Button, DIALOG_WIDTHS, Modal } from '@exchange/design-system';
import type { Translate } from '../i18n/translate.ts';
import type { ChartTheme } from '../types.ts';
import { DialogTheme } from './dialog-theme.tsx';
import styles from './dialogs.module.css';

/** The downloaded file's name (SPEC.md: a jpeg named screenshot). */
export const SCREENSHOT_FILE_NAME = 'screenshot.jpeg';

/** Props of {@link ScreenshotDialog}. */
export interface ScreenshotDialogProps {
  t: Translate;
  /** The chart's theme, which the dialog follows whatever the page's (see DialogTheme). */
  theme: ChartTheme;
  /** JPEG data URL taken on the current theme's background. */
  url: string;
  onClose: () => void;
}

/** Screenshot preview with a download of the JPEG (SPEC.md sections 2, 4). */
export function ScreenshotDialog({ t, theme, url, onClose }: ScreenshotDialogProps) {
  const download = () => {
    const link = document.createElement('a');
    link.href = url;
    link.download = SCREENSHOT_FILE_NAME;
    link.click();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('screenshot')}
      width={DIALOG_WIDTHS.screenshot}
      closeLabel={t('close')}
      footer={<Button onClick={download}>{t('save')}</Button>}
    >
      <DialogTheme theme={theme} />
      {url === '' ? null : <img className={styles.preview} src={url} alt={t('screenshot')} />}
    </Modal>
  );
}
