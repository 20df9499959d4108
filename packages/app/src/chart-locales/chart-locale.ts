import type { ChartLocaleTable } from '@exchange/chart';
import type { Locale } from '@exchange/machines';

/** The chart's locale id for an app language: `en-US` (built into the chart) or the app code itself. */
export type ChartLocaleId = Exclude<Locale, 'en'> | 'en-US';

/**
 * The `locale` to give `<Chart>` for an app language. English uses the chart's built-in
 * `en-US` table; every other language uses its own code, the key {@link loadChartLocale} fills.
 *
 * @example chartLocaleId('en') // 'en-US'; chartLocaleId('zh-TW') // 'zh-TW'
 */
export function chartLocaleId(appLocale: Locale): ChartLocaleId {
  return appLocale === 'en' ? 'en-US' : appLocale;
}

// One static import() per language, not a template import: each table becomes its own chunk,
// so the page ships only the language in use, and every table keeps its type.
async function importTable(locale: Exclude<Locale, 'en'>): Promise<ChartLocaleTable> {
  switch (locale) {
    case 'ar':
      return (await import('./ar.ts')).AR_LABELS;
    case 'es':
      return (await import('./es.ts')).ES_LABELS;
    case 'fr':
      return (await import('./fr.ts')).FR_LABELS;
    case 'hi':
      return (await import('./hi.ts')).HI_LABELS;
    case 'id':
      return (await import('./id.ts')).ID_LABELS;
    case 'ja':
      return (await import('./ja.ts')).JA_LABELS;
    case 'ko':
      return (await import('./ko.ts')).KO_LABELS;
    case 'ms':
      return (await import('./ms.ts')).MS_LABELS;
    case 'pt':
      return (await import('./pt.ts')).PT_LABELS;
    case 'ru':
      return (await import('./ru.ts')).RU_LABELS;
    case 'zh-TW':
      return (await import('./zh-tw.ts')).ZH_TW_LABELS;
    default:
      return locale satisfies never;
  }
}

/**
 * The label tables to give `<Chart locales>` for an app language: loads only that language's
 * table, keyed by {@link chartLocaleId}; `{}` for English, whose table is built into the chart.
 *
 * @example
 * const locales = await loadChartLocale('ja'); // { ja: { timezone: 'タイムゾーン', … } }
 * <Chart locale={chartLocaleId('ja')} locales={locales} … />
 */
export async function loadChartLocale(
  appLocale: Locale,
): Promise<Record<string, ChartLocaleTable>> {
  if (appLocale === 'en') return {};
  return { [chartLocaleId(appLocale)]: await importTable(appLocale) };
}
