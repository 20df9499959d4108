import { samePeriod } from '../config/periods.ts';
import type { Translate } from '../i18n/translate.ts';
import { symbolLabel } from '../symbol-label.ts';
import type { ChartSymbol } from '../symbol-label.ts';
import type { Period } from '../types.ts';
import styles from './toolbar.module.css';
import {
  ExitFullscreenIcon,
  FullscreenIcon,
  IndicatorIcon,
  MenuIcon,
  ScreenshotIcon,
  SettingsIcon,
  TimezoneIcon,
} from './icons.tsx';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  t: Translate;
  symbol: ChartSymbol;
  periods: readonly Period[];
  period: Period;
  drawingBarVisible: boolean;
  /** id of the drawing toolbar the menu button controls. */
  drawingBarId: string;
  fullscreen: boolean;
  onDrawingBarToggle: () => void;
  onSymbolClick: () => void;
  onPeriodChange: (period: Period) => void;
  onIndicatorClick: () => void;
  onTimezoneClick: () => void;
  onSettingsClick: () => void;
  onScreenshotClick: () => void;
  onFullscreenToggle: () => void;
}

/**
 * The chart's top bar (SPEC.md section 2): drawing toolbar toggle, symbol chip, period buttons
 * (one pressed, matched by text), indicator, timezone, settings, screenshot and full screen.
 *
 * @example <TopBar t={t} symbol={btc} periods={DEFAULT_PERIODS} period={period} … />
 */
export function TopBar(props: TopBarProps) {
  const { t, symbol, periods, period } = props;
  return (
    <div className={styles.topBar} role="toolbar" aria-label={t('chart')}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('menu')}
        aria-expanded={props.drawingBarVisible}
        aria-controls={props.drawingBarId}
        title={t('menu')}
        onClick={props.onDrawingBarToggle}
      >
        <MenuIcon />
      </button>
      <button
        type="button"
        className={styles.symbolChip}
        aria-label={`${t('symbol_search')}: ${symbolLabel(symbol)}`}
        onClick={props.onSymbolClick}
      >
        {symbol.logo ? <img src={symbol.logo} alt="" width={20} height={20} /> : null}
        <span>{symbolLabel(symbol)}</span>
      </button>
      <div className={styles.group} role="group" aria-label={t('periods')}>
        {periods.map((p) => (
          <button
            key={p.text}
            type="button"
            className={styles.textButton}
            aria-pressed={samePeriod(p, period)}
            onClick={() => {
              if (!samePeriod(p, period)) props.onPeriodChange(p);
            }}
          >
            {p.text}
          </button>
        ))}
      </div>
      <button type="button" className={styles.labelButton} onClick={props.onIndicatorClick}>
        <IndicatorIcon />
        <span className={styles.labelText}>{t('indicator')}</span>
      </button>
      <button type="button" className={styles.labelButton} onClick={props.onTimezoneClick}>
        <TimezoneIcon />
        <span className={styles.labelText}>{t('timezone')}</span>
      </button>
      <button type="button" className={styles.labelButton} onClick={props.onSettingsClick}>
        <SettingsIcon />
        <span className={styles.labelText}>{t('setting')}</span>
      </button>
      <button type="button" className={styles.labelButton} onClick={props.onScreenshotClick}>
        <ScreenshotIcon />
        <span className={styles.labelText}>{t('screenshot')}</span>
      </button>
      <button
        type="button"
        className={styles.labelButton}
        aria-pressed={props.fullscreen}
        onClick={props.onFullscreenToggle}
      >
        {props.fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
        <span className={styles.labelText}>
          {props.fullscreen ? t('exit_full_screen') : t('full_screen')}
        </span>
      </button>
    </div>
  );
}
