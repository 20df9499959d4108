import { describe, expect, it } from 'vitest';
import { BUILT_IN_LOCALES, createTranslator } from '@exchange/chart';
import type { ChartLocaleTable } from '@exchange/chart';
import { SUPPORTED_LOCALES } from '@exchange/machines';
import type { Locale } from '@exchange/machines';
import { AR_LABELS } from './ar.ts';
import { chartLocaleId, loadChartLocale } from './chart-locale.ts';
import { ES_LABELS } from './es.ts';
import { FR_LABELS } from './fr.ts';
import { HI_LABELS } from './hi.ts';
import { ID_LABELS } from './id.ts';
import { JA_LABELS } from './ja.ts';
import { KO_LABELS } from './ko.ts';
import { MS_LABELS } from './ms.ts';
import { PT_LABELS } from './pt.ts';
import { RU_LABELS } from './ru.ts';
import { ZH_TW_LABELS } from './zh-tw.ts';

const EN: Readonly<Record<string, string | undefined>> = BUILT_IN_LOCALES['en-US'] ?? {};
const EN_KEYS = Object.keys(EN).sort();

const TABLES: Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>> = {
  ar: AR_LABELS,
  es: ES_LABELS,
  fr: FR_LABELS,
  hi: HI_LABELS,
  id: ID_LABELS,
  ja: JA_LABELS,
  ko: KO_LABELS,
  ms: MS_LABELS,
  pt: PT_LABELS,
  ru: RU_LABELS,
  'zh-TW': ZH_TW_LABELS,
};
const TRANSLATED = SUPPORTED_LOCALES.filter(
  (locale): locale is Exclude<Locale, 'en'> => locale !== 'en',
).map((locale) => [locale, TABLES[locale]] as const);

const placeholders = (text: string) => (text.match(/\{[^{}]*\}/g) ?? []).sort();

describe('chart label tables', () => {
  it('cover every app language but English, which the chart has built in', () => {
    expect(Object.keys(TABLES).sort()).toEqual(
      SUPPORTED_LOCALES.filter((locale) => locale !== 'en').sort(),
    );
    expect(EN_KEYS.length).toBeGreaterThan(100);
  });

  it.each(TRANSLATED)('%s has exactly the keys of en-US', (_locale, table) => {
    expect(Object.keys(table).sort()).toEqual(EN_KEYS);
  });

  it.each(TRANSLATED)('%s leaves no label empty or showing its key', (_locale, table) => {
    for (const [key, text] of Object.entries(table)) {
      // en-US itself leaves unit_minute empty ('15' means 15 minutes): mirror it, nothing else.
      if (EN[key] === '') expect(text, key).toBe('');
      else expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(key);
    }
  });

  it.each(TRANSLATED)('%s keeps the placeholders of en-US', (_locale, table) => {
    for (const [key, text] of Object.entries(table)) {
      expect(placeholders(text), key).toEqual(placeholders(EN[key] ?? ''));
    }
  });

  it.each(TRANSLATED)(
    '%s ends tooltip labels with a colon, as klinecharts glues the value on',
    (_locale, table) => {
      const tooltipKeys = EN_KEYS.filter((key) => EN[key]?.endsWith(': '));
      expect(tooltipKeys.length).toBeGreaterThan(0);
      for (const key of tooltipKeys) expect(table[key], key).toMatch(/(: |：)$/);
    },
  );

  it.each(TRANSLATED)('%s is translated, not a copy of English', (_locale, table) => {
    const same = EN_KEYS.filter((key) => EN[key] !== '' && table[key] === EN[key]);
    // City names, OHLC, UTC and Fibonacci may be spelled as in English; most labels may not.
    expect(same.length, same.join(', ')).toBeLessThan(EN_KEYS.length / 4);
  });

  it.each([
    ['ar', /\p{Script=Arabic}/u],
    ['hi', /\p{Script=Devanagari}/u],
    ['ja', /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u],
    ['ko', /\p{Script=Hangul}/u],
    ['ru', /\p{Script=Cyrillic}/u],
    ['zh-TW', /\p{Script=Han}/u],
  ] as const)('%s writes its labels in its own script', (locale, script) => {
    const table = TABLES[locale];
    // Acronyms such as OHLC and UTC, and interval letters, may stay Latin.
    const latinAllowed = (key: string) => /^[A-Z]*$/.test(EN[key] ?? '');
    for (const key of EN_KEYS) {
      if (!latinAllowed(key)) expect(table[key], key).toMatch(script);
    }
  });

  it('zh-TW is in Traditional characters, with no Simplified-only ones', () => {
    const simplifiedOnly = /[设线图显价时区载数据标关闭轴对画锁隐导认资涨实类参这复网币务态试]/u;
    for (const [key, text] of Object.entries(ZH_TW_LABELS)) {
      expect(text, key).not.toMatch(simplifiedOnly);
    }
    // Taiwan's own terms, where a character conversion of zh-CN would read wrong there.
    expect(ZH_TW_LABELS.setting).toBe('設定');
    expect(ZH_TW_LABELS.full_screen).toBe('全螢幕');
    expect(ZH_TW_LABELS.sydney).toBe('雪梨');
  });
});

describe('chartLocaleId', () => {
  it('maps English to the built-in en-US and every other language to its own code', () => {
    expect(chartLocaleId('en')).toBe('en-US');
    expect(chartLocaleId('ar')).toBe('ar');
    expect(chartLocaleId('zh-TW')).toBe('zh-TW');
    const ids = SUPPORTED_LOCALES.map(chartLocaleId);
    expect(new Set(ids).size).toBe(SUPPORTED_LOCALES.length);
    expect(ids).not.toContain('zh-CN');
  });
});

describe('loadChartLocale', () => {
  it('returns nothing for English: the chart has en-US built in', async () => {
    expect(await loadChartLocale('en')).toEqual({});
  });

  it.each(TRANSLATED)(
    'loads only the %s table, under its chart locale id',
    async (locale, table) => {
      const loaded = await loadChartLocale(locale);
      expect(Object.keys(loaded)).toEqual([chartLocaleId(locale)]);
      expect(loaded[chartLocaleId(locale)]).toBe(table);
    },
  );

  it.each([
    ['ja', 'タイムゾーン'],
    ['ar', 'المنطقة الزمنية'],
    ['zh-TW', '時區'],
    ['fr', 'Fuseau horaire'],
    ['en', 'Timezone'],
  ] as const)('gives the chart translator real %s labels', async (locale, timezone) => {
    const locales: Record<string, ChartLocaleTable> = await loadChartLocale(locale);
    expect(createTranslator(chartLocaleId(locale), locales)('timezone')).toBe(timezone);
  });
});
