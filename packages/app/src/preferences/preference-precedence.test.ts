import { describe, expect, it } from 'vitest';
import {
  preferredDateTime,
  preferredLocale,
  preferredTheme,
  type DateTimeConfig,
} from './preference-precedence.ts';

describe('preferredLocale: user > stored choice > config', () => {
  it("takes the user's language over the stored one and the site default", () => {
    expect(preferredLocale({ user: { language: 'ja' }, stored: 'fr', siteDefault: 'ko' })).toBe(
      'ja',
    );
  });

  it('takes the stored choice for a visitor, then the site default, then English', () => {
    expect(preferredLocale({ user: null, stored: 'fr', siteDefault: 'ko' })).toBe('fr');
    expect(preferredLocale({ user: null, stored: null, siteDefault: 'ko' })).toBe('ko');
    expect(preferredLocale({ user: null, stored: null, siteDefault: null })).toBe('en');
  });

  it('skips a language outside the 12 at every step', () => {
    expect(preferredLocale({ user: { language: 'xx' }, stored: 'zz', siteDefault: 'ar' })).toBe(
      'ar',
    );
    expect(preferredLocale({ user: { language: '' }, stored: 'zh-TW', siteDefault: 'en' })).toBe(
      'zh-TW',
    );
  });
});

describe('preferredTheme: user > stored choice > dark', () => {
  it("takes the user's theme over the stored one", () => {
    expect(preferredTheme({ user: { theme: 'light' }, stored: 'dark' })).toBe('light');
    expect(preferredTheme({ user: { theme: 'dark' }, stored: 'light' })).toBe('dark');
  });

  it('takes the stored one for a visitor, else dark (SPEC.md section 9)', () => {
    expect(preferredTheme({ user: null, stored: 'light' })).toBe('light');
    expect(preferredTheme({ user: undefined, stored: null })).toBe('dark');
    expect(preferredTheme({ user: { theme: 'sepia' }, stored: 'blue' })).toBe('dark');
  });
});

const CONFIG: DateTimeConfig = { timezone: 'Asia/Shanghai', timezoneFormat: '', time24: '0' };

describe('preferredDateTime: user > config', () => {
  it("takes the user's zone and clock over the config's", () => {
    expect(
      preferredDateTime({ user: { timezone: 'Europe/Berlin', time_24: true }, config: CONFIG }),
    ).toEqual({ timezone: 'Europe/Berlin', hour24: true });
    expect(
      preferredDateTime({
        user: { timezone: 'UTC', time_24: false },
        config: { ...CONFIG, time24: '1' },
      }),
    ).toEqual({ timezone: 'UTC', hour24: false });
  });

  it("takes the user's zone even where the config guesses the reader's", () => {
    expect(
      preferredDateTime({
        user: { timezone: 'America/Sao_Paulo', time_24: true },
        config: { ...CONFIG, timezoneFormat: '1' },
      }).timezone,
    ).toBe('America/Sao_Paulo');
  });

  it("falls back to the config's for a visitor", () => {
    expect(preferredDateTime({ user: null, config: CONFIG })).toEqual({
      timezone: 'Asia/Shanghai',
      hour24: false,
    });
    expect(preferredDateTime({ user: null, config: { ...CONFIG, time24: 'TRUE' } }).hour24).toBe(
      true,
    );
  });

  it("guesses the reader's zone when the config's is unset or set to guess", () => {
    expect(
      preferredDateTime({ user: null, config: { ...CONFIG, timezone: '' } }).timezone,
    ).toBeUndefined();
    expect(
      preferredDateTime({ user: null, config: { ...CONFIG, timezoneFormat: '1' } }).timezone,
    ).toBeUndefined();
  });

  it("falls back field by field when the user's is blank", () => {
    expect(preferredDateTime({ user: { timezone: '', time_24: true }, config: CONFIG })).toEqual({
      timezone: 'Asia/Shanghai',
      hour24: true,
    });
  });
});
