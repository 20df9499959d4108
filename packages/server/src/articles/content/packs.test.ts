import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@exchange/api';
import { SEED_ARTICLES } from '../seed.ts';
import { ARTICLE_PACKS, TOPIC_PACKS } from './index.ts';
import { loadLanguageTexts } from './load.ts';
import { ARTICLE_CATEGORY_SLUGS, TOPIC_ARTICLES } from './types.ts';

describe('article language packs', () => {
  it('are keyed by the 12 interface languages', () => {
    const codes = LANGUAGES.map((language) => language.code);
    for (const lang of [...Object.keys(ARTICLE_PACKS), ...Object.keys(TOPIC_PACKS)])
      expect(codes).toContain(lang);
  });

  it('English names every category and writes every seed article', async () => {
    const english = (await loadLanguageTexts()).get('en');
    expect(Object.keys(english?.categories ?? {}).sort()).toEqual(
      [...ARTICLE_CATEGORY_SLUGS].sort(),
    );
    expect([...(english?.articles.keys() ?? [])].sort()).toEqual(
      SEED_ARTICLES.map((seed) => seed.slug).sort(),
    );
    expect(
      SEED_ARTICLES.filter((seed) => seed.category.endsWith('-help')).map((s) => s.slug),
    ).toEqual(Object.values(TOPIC_ARTICLES).flat());
  });

  it('every language translates the help centre and its category names', async () => {
    const english = await ARTICLE_PACKS.en();
    for (const { code } of LANGUAGES) {
      if (code === 'en') continue;
      const pack = await ARTICLE_PACKS[code]?.();
      expect(pack, code).toBeDefined();
      for (const [slug, text] of Object.entries(english.default.articles)) {
        expect(pack?.default.articles[slug]?.title, `${code}: ${slug}`).not.toBe(text.title);
        expect(pack?.default.articles[slug]?.body, `${code}: ${slug}`).toHaveLength(
          text.body.length,
        );
      }
      for (const slug of ARTICLE_CATEGORY_SLUGS)
        expect(pack?.default.categories[slug], `${code}: ${slug}`).toBeTruthy();
    }
  });

  it("every other language's slugs exist in English, and no text is empty", async () => {
    const texts = await loadLanguageTexts();
    const english = texts.get('en');
    for (const [lang, pack] of texts) {
      for (const [slug, text] of pack.articles) {
        expect(english?.articles.has(slug), `${lang}: ${slug}`).toBe(true);
        expect(text.title.trim(), `${lang}: ${slug}`).not.toBe('');
        expect(text.summary.trim(), `${lang}: ${slug}`).not.toBe('');
        expect(text.body.length, `${lang}: ${slug}`).toBeGreaterThan(0);
        expect(text.body.every((paragraph) => paragraph.trim() !== '')).toBe(true);
      }
      for (const name of Object.values(pack.categories)) expect(name.trim()).not.toBe('');
    }
  });
});
