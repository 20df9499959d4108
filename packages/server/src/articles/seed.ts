import { ANNOUNCEMENTS_CATEGORY } from '@exchange/api';
import type { Executor } from '../wallet/ledger.ts';
import './article-tables.ts';
import { loadLanguageTexts, type LanguageTexts } from './content/load.ts';
import { textColumns } from './content/render.ts';
import {
  ARTICLE_CATEGORY_SLUGS,
  TOPIC_ARTICLES,
  type ArticleCategorySlug,
  type ArticleText,
} from './content/types.ts';

/** An article the seed owns: its key, category and place there; the texts come from content/. */
interface SeedArticle {
  slug: string;
  category: ArticleCategorySlug;
  sort: number;
}

/**
 * The help centre's own articles (footer links and the MSB setting point at their slugs; their
 * ids follow this order on a new database), then the help topics' questions in page order.
 */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  { slug: 'about-us', category: 'help', sort: 1 },
  { slug: 'legal-notice', category: 'legal', sort: 1 },
  { slug: 'risk-notice', category: 'legal', sort: 2 },
  { slug: 'fee-rates', category: 'help', sort: 2 },
  { slug: 'user-agreement', category: 'legal', sort: 3 },
  { slug: 'privacy-policy', category: 'legal', sort: 4 },
  { slug: 'msb-licence', category: 'legal', sort: 5 },
  { slug: 'how-to-deposit', category: 'help', sort: 3 },
  { slug: 'how-to-withdraw', category: 'help', sort: 4 },
  // Announcements are listed newest first; their sort stays 0.
  { slug: 'welcome', category: ANNOUNCEMENTS_CATEGORY, sort: 0 },
  ...Object.entries(TOPIC_ARTICLES).flatMap(([category, slugs]) =>
    slugs.map((slug, index) => ({
      slug,
      category: category as ArticleCategorySlug,
      sort: index + 1,
    })),
  ),
];

async function seedCategories(
  db: Executor,
  texts: ReadonlyMap<string, LanguageTexts>,
  english: LanguageTexts,
): Promise<Map<string, number>> {
  await db
    .insertInto('article_categories')
    .values(
      ARTICLE_CATEGORY_SLUGS.map((slug, index) => ({
        slug,
        name: english.categories[slug] ?? slug,
        sort: index + 1,
      })),
    )
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
  const rows = await db.selectFrom('article_categories').select(['id', 'slug']).execute();
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  const names = [...texts].flatMap(([lang, pack]) =>
    lang === 'en'
      ? []
      : ARTICLE_CATEGORY_SLUGS.flatMap((slug) => {
          const name = pack.categories[slug];
          const id = ids.get(slug);
          return name === undefined || id === undefined ? [] : [{ category_id: id, lang, name }];
        }),
  );
  // Upserts, then the names no pack has any more: another server starting on the same
  // database at the same moment never meets a half-written table.
  if (names.length > 0)
    await db
      .insertInto('article_category_names')
      .values(names)
      .onConflict((oc) =>
        oc
          .columns(['category_id', 'lang'])
          .doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })),
      )
      .execute();
  for (const slug of ARTICLE_CATEGORY_SLUGS) {
    const id = ids.get(slug);
    if (id === undefined) continue;
    const langs = names.filter((row) => row.category_id === id).map((row) => row.lang);
    let stale = db.deleteFrom('article_category_names').where('category_id', '=', id);
    if (langs.length > 0) stale = stale.where('lang', 'not in', langs);
    await stale.execute();
  }
  return ids;
}

/** Insert the English row of each seed article, or refresh it when its text or place changed. */
async function seedEnglish(
  db: Executor,
  categoryIds: ReadonlyMap<string, number>,
  english: ReadonlyMap<string, ArticleText>,
  now: number,
): Promise<void> {
  const existing = new Map(
    (
      await db
        .selectFrom('articles')
        .select(['id', 'slug', 'category_id', 'sort', 'title', 'summary', 'content'])
        .execute()
    ).map((row) => [row.slug, row]),
  );
  for (const seed of SEED_ARTICLES) {
    const text = english.get(seed.slug);
    const categoryId = categoryIds.get(seed.category);
    if (!text || categoryId === undefined) continue;
    const columns = { ...textColumns(text), category_id: categoryId, sort: seed.sort };
    const row = existing.get(seed.slug);
    if (!row) {
      await db
        .insertInto('articles')
        .values({ ...columns, slug: seed.slug, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    } else if (
      row.title !== columns.title ||
      row.summary !== columns.summary ||
      row.content !== columns.content ||
      row.category_id !== columns.category_id ||
      row.sort !== columns.sort
    ) {
      await db
        .updateTable('articles')
        .set({ ...columns, updated_at: now })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

/**
 * The seed categories and articles, safe on every start: what is missing is inserted, and the
 * texts of seed-owned rows are refreshed from content/ (English in `articles`, the other
 * languages in `article_texts`), so a content fix reaches an existing database.
 */
export async function seedArticles(db: Executor, now: number): Promise<void> {
  const texts = await loadLanguageTexts();
  const english = texts.get('en');
  if (!english) throw new Error('The English article pack is missing');
  const categoryIds = await seedCategories(db, texts, english);
  await seedEnglish(db, categoryIds, english.articles, now);
  const ids = await articleIdsBySlug(db);
  const owned = SEED_ARTICLES.flatMap((seed) => ids.get(seed.slug) ?? []);
  const translated = [...texts].flatMap(([lang, pack]) =>
    lang === 'en'
      ? []
      : SEED_ARTICLES.flatMap((seed) => {
          const text = pack.articles.get(seed.slug);
          const id = ids.get(seed.slug);
          return text && id !== undefined ? [{ article_id: id, lang, ...textColumns(text) }] : [];
        }),
  );
  if (translated.length > 0)
    await db
      .insertInto('article_texts')
      .values(translated)
      .onConflict((oc) =>
        oc.columns(['article_id', 'lang']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          summary: eb.ref('excluded.summary'),
          content: eb.ref('excluded.content'),
          search_text: eb.ref('excluded.search_text'),
        })),
      )
      .execute();
  for (const id of owned) {
    const langs = translated.filter((row) => row.article_id === id).map((row) => row.lang);
    let stale = db.deleteFrom('article_texts').where('article_id', '=', id);
    if (langs.length > 0) stale = stale.where('lang', 'not in', langs);
    await stale.execute();
  }
}

/** Article ids by slug, for the links in the site config. */
export async function articleIdsBySlug(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom('articles').select(['id', 'slug']).execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}
