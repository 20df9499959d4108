import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@lingui/core';
import { activateLocale } from './load-locale.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('activateLocale', () => {
  it('activates the catalog and sets lang and dir; Arabic is right-to-left', async () => {
    const i18n = setupI18n();
    const root = document.createElement('html');
    expect(await activateLocale(i18n, 'ar', () => Promise.resolve({ hello: 'مرحبا' }), root)).toBe(
      true,
    );
    expect(i18n.locale).toBe('ar');
    expect(i18n._('hello')).toBe('مرحبا');
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
    await activateLocale(i18n, 'ja', () => Promise.resolve({}), root);
    expect(root.dir).toBe('ltr');
  });

  it('logs a failed load and keeps the current locale', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = setupI18n();
    const root = document.createElement('html');
    await activateLocale(i18n, 'en', () => Promise.resolve({}), root);
    expect(
      await activateLocale(i18n, 'fr', () => Promise.reject(new Error('chunk failed')), root),
    ).toBe(false);
    expect(i18n.locale).toBe('en');
    expect(root.lang).toBe('en');
    expect(error).toHaveBeenCalledOnce();
  });
});
