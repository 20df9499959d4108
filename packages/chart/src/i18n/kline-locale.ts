import { registerLocale } from 'klinecharts';
import type { Locales } from 'klinecharts';
import type { ChartLocaleKey } from './en-us.ts';
import type { Translate } from './translate.ts';

/** klinecharts' own text keys (its tooltip labels and period units) and the keys of ours they take. */
export const KLINE_LOCALE_KEYS = {
  time: 'tooltip_time',
  open: 'tooltip_open',
  high: 'tooltip_high',
  low: 'tooltip_low',
  close: 'tooltip_close',
  volume: 'tooltip_volume',
  turnover: 'tooltip_turnover',
  change: 'tooltip_change',
  second: 'unit_second',
  minute: 'unit_minute',
  hour: 'unit_hour',
  day: 'unit_day',
  week: 'unit_week',
  month: 'unit_month',
  year: 'unit_year',
} as const satisfies Record<keyof Locales & string, ChartLocaleKey>;

// A short, stable fingerprint (FNV-1a) of the texts, so the registered name changes with them.
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Registers klinecharts' texts for `locale`, taken from the widget's own table through `t`
 * (built-in or host-supplied, a missing key showing the key like everywhere else), and returns
 * the name to pass to `chart.setLocale`. klinecharts keeps one global registry: the name carries
 * a fingerprint of the texts, so two charts with different tables for one locale never overwrite
 * each other, and the same table registers once however often it is asked.
 *
 * @example chart.setLocale(registerKLineLocale('fr-FR', createTranslator('fr-FR', hostTables)));
 */
export function registerKLineLocale(locale: string, t: Translate): string {
  const k = KLINE_LOCALE_KEYS;
  const texts: Locales = {
    time: t(k.time),
    open: t(k.open),
    high: t(k.high),
    low: t(k.low),
    close: t(k.close),
    volume: t(k.volume),
    turnover: t(k.turnover),
    change: t(k.change),
    second: t(k.second),
    minute: t(k.minute),
    hour: t(k.hour),
    day: t(k.day),
    week: t(k.week),
    month: t(k.month),
    year: t(k.year),
  };
  const name = `${locale}#${fingerprint(JSON.stringify(texts))}`;
  registerLocale(name, texts);
  return name;
}
