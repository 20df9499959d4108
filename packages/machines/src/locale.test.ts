import { describe, expect, it } from 'vitest';
import { localeDirection, resolveLocale, SUPPORTED_LOCALES } from './locale.ts';

describe('resolveLocale', () => {
  it('prefers the stored locale', () => {
    expect(resolveLocale({ stored: 'fr', siteDefault: 'ja' })).toBe('fr');
  });
  it('falls back to the site default when nothing is stored', () => {
    expect(resolveLocale({ stored: null, siteDefault: 'ja' })).toBe('ja');
  });
  it('skips codes outside the 12 and ends at English', () => {
    expect(resolveLocale({ stored: 'de', siteDefault: 'zh-CN' })).toBe('en');
    expect(resolveLocale({ stored: undefined, siteDefault: undefined })).toBe('en');
  });
  it('knows exactly the 12 languages of the spec', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(
      ['ar', 'en', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'ms', 'pt', 'ru', 'zh-TW'].sort(),
    );
  });
  it('renders Arabic right-to-left and the rest left-to-right', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('en')).toBe('ltr');
  });
});
