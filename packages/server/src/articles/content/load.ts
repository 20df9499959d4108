import { ARTICLE_PACKS, TOPIC_PACKS } from './index.ts';
import type { ArticleCategorySlug, ArticleText } from './types.ts';

/** Every language's texts, merged from its two packs. */
export interface LanguageTexts {
  /** Category names by slug. */
  categories: Partial<Record<ArticleCategorySlug, string>>;
  /** Article texts by slug (the help centre's own and the help topics'). */
  articles: ReadonlyMap<string, ArticleText>;
}

/** Load every pack of content/index.ts, by language code; English is always present. */
export async function loadLanguageTexts(): Promise<ReadonlyMap<string, LanguageTexts>> {
  const langs = new Set([...Object.keys(ARTICLE_PACKS), ...Object.keys(TOPIC_PACKS)]);
  const entries = await Promise.all(
    [...langs].map(async (lang): Promise<[string, LanguageTexts]> => {
      const [own, topics] = await Promise.all([ARTICLE_PACKS[lang]?.(), TOPIC_PACKS[lang]?.()]);
      const articles = new Map<string, ArticleText>(Object.entries(own?.default.articles ?? {}));
      for (const [slug, text] of Object.entries(topics?.default ?? {})) articles.set(slug, text);
      return [lang, { categories: own?.default.categories ?? {}, articles }];
    }),
  );
  return new Map(entries);
}
