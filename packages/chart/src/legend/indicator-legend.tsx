import type { IndicatorPlace } from '../chart/indicators.ts';
import type { Translate } from '../i18n/translate.ts';
import { CloseIcon, EyeIcon, EyeOffIcon, SettingsIcon } from '../toolbar/icons.tsx';
import { INDICATOR_PARAMS } from '../config/indicators.ts';
import styles from './indicator-legend.module.css';

/** Props of {@link IndicatorLegend}. */
export interface IndicatorLegendProps {
  t: Translate;
  items: readonly { place: IndicatorPlace; name: string }[];
  /** `place:name` keys of hidden indicators. */
  hidden: readonly string[];
  onVisibilityToggle: (place: IndicatorPlace, name: string) => void;
  onSettings: (place: IndicatorPlace, name: string) => void;
  onRemove: (place: IndicatorPlace, name: string) => void;
}

/**
 * The indicator legend (SPEC.md section 4): per indicator an eye (visible/hidden), a settings
 * and a close icon. klinecharts can draw such icons on the canvas, but canvas icons cannot be
 * reached by keyboard; these are buttons.
 */
export function IndicatorLegend({
  t,
  items,
  hidden,
  onVisibilityToggle,
  onSettings,
  onRemove,
}: IndicatorLegendProps) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.legend} aria-label={t('indicator')}>
      {items.map(({ place, name }) => {
        const isHidden = hidden.includes(`${place}:${name}`);
        const label = `${t(place === 'main' ? 'main_indicator' : 'sub_indicator')} ${name}`;
        return (
          <li
            key={`${place}:${name}`}
            className={styles.item}
            data-state={isHidden ? 'hidden' : 'visible'}
          >
            <span className={styles.name}>{name}</span>
            <button
              type="button"
              className={styles.icon}
              aria-label={`${t('hide_indicator')} ${label}`}
              aria-pressed={isHidden}
              onClick={() => {
                onVisibilityToggle(place, name);
              }}
            >
              {isHidden ? <EyeOffIcon /> : <EyeIcon />}
            </button>
            {INDICATOR_PARAMS[name] ? (
              <button
                type="button"
                className={styles.icon}
                aria-label={`${t('indicator_settings')} ${label}`}
                onClick={() => {
                  onSettings(place, name);
                }}
              >
                <SettingsIcon />
              </button>
            ) : null}
            <button
              type="button"
              className={styles.icon}
              aria-label={`${t('remove_indicator')} ${label}`}
              onClick={() => {
                onRemove(place, name);
              }}
            >
              <CloseIcon />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
