import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENTS_CATEGORY,
  apiRoutes,
  articleSchema,
  articleCategorySchema,
  failureBodySchema,
  HELP_TOPIC_CATEGORIES,
  paginated,
  articleSummarySchema,
} from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { TOPIC_ARTICLES } from './content/types.ts';
import { SEED_ARTICLES } from './seed.ts';

const categoriesOf = (data: unknown) => articleCategorySchema.array().parse(data);
const pageOfSummaries = (data: unknown) => paginated(articleSummarySchema).parse(data);

describe('article routes', () => {
  let ex: TestExchange;
  beforeAll(async () => {
    ex = await startTestExchange();
  });
  afterAll(() => ex.close());

  /** A GET with a `Language` header (the harness sends none). */
  async function get(url: string, language?: string) {
    const res = await ex.app.inject({
      method: 'GET',
      url,
      headers: language === undefined ? {} : { language },
    });
    return { status: res.statusCode, body: res.json<{ data: unknown }>() };
  }

  it('lists categories in order with slugs and counts, and articles by category, paginated', async () => {
    const categories = categoriesOf((await ex.call(apiRoutes.articleCategories)).body.data);
    expect(categories.map((c) => c.slug)).toEqual([
      'help',
      'legal',
      ANNOUNCEMENTS_CATEGORY,
      HELP_TOPIC_CATEGORIES.finance,
      HELP_TOPIC_CATEGORIES.subscribe,
      HELP_TOPIC_CATEGORIES.c2c,
    ]);
    expect(categories[0]).toMatchObject({ name: 'Help centre', count: 4 });
    const legal = categories[1];
    if (!legal) throw new Error('no legal category');
    expect(legal.count).toBe(5);
    const page = pageOfSummaries(
      (await ex.call(apiRoutes.articles, { query: { category_id: legal.id, limit: 2 } })).body.data,
    );
    expect(page.list.map((a) => a.slug)).toEqual(['legal-notice', 'risk-notice']);
    expect(page.total).toBe(5);
    const last = pageOfSummaries(
      (await ex.call(apiRoutes.articles, { query: { category: 'legal', limit: 2, page: 3 } })).body
        .data,
    );
    expect(last.list.map((a) => a.slug)).toEqual(['msb-licence']);
  });

  it('lists a help topic in the order of TOPIC_ARTICLES; an unknown category is empty', async () => {
    const topic = pageOfSummaries(
      (await ex.call(apiRoutes.articles, { query: { category: HELP_TOPIC_CATEGORIES.c2c } })).body
        .data,
    );
    expect(topic.list.map((a) => a.slug)).toEqual([...TOPIC_ARTICLES['c2c-help']]);
    const none = pageOfSummaries(
      (await ex.call(apiRoutes.articles, { query: { category: 'no-such-topic' } })).body.data,
    );
    expect(none).toMatchObject({ list: [], total: 0 });
  });

  it('serves an article with its category and neighbours; ends are null; unknown ids 404', async () => {
    const one = articleSchema.parse(
      (await ex.call(apiRoutes.article, { params: { id: 1 } })).body.data,
    );
    expect(one).toMatchObject({
      slug: 'about-us',
      title: 'About us',
      category: { slug: 'help', name: 'Help centre', count: 4 },
      prev: null,
      next: { title: 'Fee rates' },
    });
    expect(one.content).toMatch(/^<p>.*<\/p>$/);
    const lastHelp = pageOfSummaries(
      (await ex.call(apiRoutes.articles, { query: { category: 'help', page: 4, limit: 1 } })).body
        .data,
    ).list[0];
    const end = articleSchema.parse(
      (await ex.call(apiRoutes.article, { params: { id: lastHelp?.id ?? 0 } })).body.data,
    );
    expect(end).toMatchObject({
      slug: 'how-to-withdraw',
      next: null,
      prev: { title: 'How to deposit' },
    });
    const notFound = await ex.call(apiRoutes.article, { params: { id: 9999 } });
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).toBe('Article not found');
  });

  it('answers in the Language header, falls back to English, and treats unknown codes as English', async () => {
    const ja = categoriesOf((await get('/articles/categories', 'ja')).body.data);
    const en = categoriesOf((await get('/articles/categories', 'xx-YY')).body.data);
    expect(en.find((c) => c.slug === 'c2c-help')?.name).toBe('C2C help');
    const id = pageOfSummaries(
      (await get(`/articles?category=${HELP_TOPIC_CATEGORIES.finance}&limit=1`, 'ja')).body.data,
    ).list[0]?.id;
    const inJapanese = articleSchema.parse((await get(`/articles/${String(id)}`, 'ja')).body.data);
    const inEnglish = articleSchema.parse((await get(`/articles/${String(id)}`)).body.data);
    expect(inJapanese.slug).toBe('finance-flexible-vs-locked');
    expect(inJapanese.title).not.toBe(inEnglish.title);
    expect(inJapanese.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(inJapanese.content.startsWith('<p>')).toBe(true);
    // The same text for an unknown language as for none.
    const unknown = articleSchema.parse(
      (await get(`/articles/${String(id)}`, 'klingon')).body.data,
    );
    expect(unknown.title).toBe(inEnglish.title);
    // An article with no text in the language answers in English.
    await ex.ctx.storage.db
      .deleteFrom('article_texts')
      .where('article_id', '=', inJapanese.id)
      .where('lang', '=', 'ja')
      .execute();
    const fallback = articleSchema.parse((await get(`/articles/${String(id)}`, 'ja')).body.data);
    expect(fallback).toMatchObject({ title: inEnglish.title, content: inEnglish.content });
    // The help centre's own articles and the category names are translated too.
    const about = articleSchema.parse((await get('/articles/1', 'ja')).body.data);
    expect(about.title).toBe('会社概要');
    expect(about.category.name).toBe('ヘルプセンター');
    expect(ja.find((c) => c.slug === 'c2c-help')?.name).toBe('C2C ヘルプ');
    expect(ja).toHaveLength(en.length);
  });

  it('searches title, summary and body in the language, ignoring case, with wildcards literal', async () => {
    const hits = pageOfSummaries((await get('/articles?q=ESCROW')).body.data);
    expect(hits.list.map((a) => a.slug)).toContain('c2c-escrow');
    const body = pageOfSummaries((await get('/articles?q=salted%20hash')).body.data);
    expect(body.list.map((a) => a.slug)).toEqual(['privacy-policy']);
    const narrowed = pageOfSummaries(
      (await get(`/articles?q=escrow&category=${HELP_TOPIC_CATEGORIES.finance}`)).body.data,
    );
    expect(narrowed.total).toBe(0);
    // % and _ are literal: only the texts that hold a percent sign match.
    const percent = await ex.ctx.storage.db.selectFrom('articles').select('search_text').execute();
    expect(pageOfSummaries((await get('/articles?q=%25&limit=100')).body.data).total).toBe(
      percent.filter((row) => row.search_text.includes('%')).length,
    );
    expect(pageOfSummaries((await get('/articles?q=_')).body.data).total).toBe(0);
    // Tags are not text: no body matches its markup.
    expect(pageOfSummaries((await get('/articles?q=%3Cp%3E')).body.data).total).toBe(0);
  });

  it('lists announcements newest first', async () => {
    const { db } = ex.ctx.storage;
    const category = await db
      .selectFrom('article_categories')
      .select('id')
      .where('slug', '=', ANNOUNCEMENTS_CATEGORY)
      .executeTakeFirstOrThrow();
    for (const [slug, at] of [
      ['news-old', 1000],
      ['news-new', 3000],
    ] as const) {
      await db
        .insertInto('articles')
        .values({
          category_id: category.id,
          slug,
          title: slug,
          summary: '',
          content: '',
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    const news = pageOfSummaries(
      (await get(`/articles?category=${ANNOUNCEMENTS_CATEGORY}`)).body.data,
    );
    expect(news.list.map((a) => a.slug)).toEqual(['welcome', 'news-new', 'news-old']);
    await db.deleteFrom('articles').where('slug', 'in', ['news-old', 'news-new']).execute();
  });

  it('answers bad input with 422 naming the field', async () => {
    for (const [url, field] of [
      ['/articles/abc', 'id'],
      ['/articles?page=0', 'page'],
      ['/articles?category=Not%20A%20Slug', 'category'],
      [`/articles?q=${'x'.repeat(65)}`, 'q'],
      ['/articles?category_id=-1', 'category_id'],
    ] as const) {
      const res = await get(url);
      expect(res.status, url).toBe(422);
      expect(failureBodySchema.parse(res.body).data?.errors[0]?.field, url).toBe(field);
    }
  });

  it('seeding again adds nothing twice and refreshes a seed-owned text', async () => {
    const { db } = ex.ctx.storage;
    const { seedArticles } = await import('./seed.ts');
    await db
      .updateTable('articles')
      .set({ title: 'Stale' })
      .where('slug', '=', 'about-us')
      .execute();
    await db.updateTable('article_texts').set({ title: 'Stale' }).execute();
    // A text whose pack is gone is removed.
    await db
      .insertInto('article_texts')
      .values({
        article_id: 1,
        lang: 'xx',
        title: 'Stale',
        summary: '',
        content: '',
        search_text: '',
      })
      .execute();
    await seedArticles(db, Date.now());
    const page = pageOfSummaries(
      (await ex.call(apiRoutes.articles, { query: { limit: 100 } })).body.data,
    );
    expect(page.total).toBe(SEED_ARTICLES.length);
    expect(page.list.find((a) => a.slug === 'about-us')?.title).toBe('About us');
    const stale = await db
      .selectFrom('article_texts')
      .select('title')
      .where('title', '=', 'Stale')
      .execute();
    expect(stale).toEqual([]);
  });
});
