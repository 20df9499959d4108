import { EN_US } from './en-us.ts';
import type { ChartLocaleKey } from './en-us.ts';
import { ZH_CN } from './zh-cn.ts';

/** A label table: any subset of the keys; a missing key shows the key itself (SPEC.md section 3). */
export type ChartLocaleTable = Partial<Record<ChartLocaleKey, string>>;

/** The tables the widget ships with; the host adds more through the `locales` prop. */
export const BUILT_IN_LOCALES: Readonly<Record<string, ChartLocaleTable>> = {
  'zh-CN': ZH_CN,
  'en-US': EN_US,
};

/** Looks a key up in the current table. */
export type Translate = (key: ChartLocaleKey | (string & {})) => string;

/**
 * The translator for `locale`: the host's table first, then the built-in one, else the key.
 *
 * @example createTranslator('en-US')('timezone') // 'Timezone'; createTranslator('xx')('timezone') // 'timezone'
 */
export function createTranslator(
  locale: string,
  extra: Readonly<Record<string, ChartLocaleTable>> = {},
): Translate {
  const table: Readonly<Record<string, string | undefined>> = {
    ...BUILT_IN_LOCALES[locale],
    ...extra[locale],
  };
  return (key) => table[key] ?? key;
}
