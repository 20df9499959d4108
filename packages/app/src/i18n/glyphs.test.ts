import { setupI18n } from '@lingui/core';
import { SUPPORTED_LOCALES, type Locale } from '@exchange/machines';
import { afterAll, describe, expect, it } from 'vitest';
import { loadChartLocale } from '../chart-locales/chart-locale.ts';
import { activateLocale } from './load-locale.ts';
import { LANGUAGE_NAMES } from './language-names.ts';

// Symbols the pages write outside the catalogs (stars, carets, checks, folded decimals).
const INTERFACE_SYMBOLS = '★☆▾✓○≈›−–—…↑↓→▲▼₀₁₂₃₄₅₆₇₈₉©';

/** Every string in a value (compiled Lingui messages are strings and nested arrays). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** The characters a language's pages show: its catalog, its chart labels, the language names. */
async function pageCharacters(locale: Locale): Promise<string[]> {
  const i18n = setupI18n();
  await activateLocale(i18n, locale);
  const text = [
    ...strings(i18n.messages),
    ...strings(await loadChartLocale(locale)),
    ...Object.values(LANGUAGE_NAMES),
    INTERFACE_SYMBOLS,
  ].join('');
  // Letters, marks, numbers, punctuation and symbols: not spaces, controls or format characters.
  return [...new Set(text)].filter((char) => /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(char));
}

const canvas = document.createElement('canvas');
canvas.width = 48;
canvas.height = 48;
const context = canvas.getContext('2d', { willReadFrequently: true });

/** How `char` is drawn in the page's font (a PNG, to compare). */
function drawn(char: string, font: string): string {
  if (!context) throw new Error('no canvas');
  context.font = font;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.fillText(char, 8, 36);
  return canvas.toDataURL();
}

// Browser tests see no installed font (scripts/fonts/fonts.conf): a character none of the shipped
// faces has is drawn as the last resort's missing-glyph box, as a private-use character is.
describe('the shipped fonts', () => {
  const html = document.documentElement;
  const lang = html.lang;
  afterAll(() => {
    html.lang = lang;
  });

  for (const locale of SUPPORTED_LOCALES) {
    it(`draw every character of the ${locale} pages (no missing-glyph boxes)`, async () => {
      html.lang = locale;
      const font = `400 32px ${getComputedStyle(document.body).fontFamily}`;
      const characters = await pageCharacters(locale);
      await document.fonts.load(font, characters.join(''));
      const tofu = drawn('\uE000', font);
      const missing = characters.filter((char) => drawn(char, font) === tofu);
      expect(missing.map((char) => `${char} U+${char.codePointAt(0)?.toString(16)}`)).toEqual([]);
    });
  }
});
