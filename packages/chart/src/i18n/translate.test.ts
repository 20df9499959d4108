import { describe, expect, it } from 'vitest';
import { EN_US } from './en-us.ts';
import { createTranslator } from './translate.ts';
import { ZH_CN } from './zh-cn.ts';

describe('createTranslator', () => {
  it('translates zh-CN and en-US', () => {
    expect(createTranslator('zh-CN')('timezone')).toBe('时区');
    expect(createTranslator('en-US')('timezone')).toBe('Timezone');
  });

  it('shows the key itself when the key is missing', () => {
    expect(createTranslator('fr-FR')('timezone')).toBe('timezone');
    expect(createTranslator('en-US')('not_a_key')).toBe('not_a_key');
  });

  it('lets the host add or override a locale', () => {
    const t = createTranslator('fr-FR', { 'fr-FR': { timezone: 'Fuseau horaire' } });
    expect(t('timezone')).toBe('Fuseau horaire');
    expect(t('setting')).toBe('setting');
  });

  it('has every key in both built-in tables', () => {
    expect(Object.keys(ZH_CN).sort()).toEqual(Object.keys(EN_US).sort());
  });
});
