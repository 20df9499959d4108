import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  articleSchema,
  articleCategorySchema,
  failureBodySchema,
  paginated,
  articleSummarySchema,
} from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';

describe('article routes', () => {
  let ex: TestExchange;
  beforeAll(async () => {
    ex = await startTestExchange();
  });
  afterAll(() => ex.close());

  it('lists categories in order and articles by category, paginated', async () => {
    const categories = articleCategorySchema
      .array()
      .parse((await ex.call(apiRoutes.articleCategories)).body.data);
    expect(categories.map((c) => c.name)).toEqual(['Help centre', 'Legal', 'Announcements']);
    const legal = categories[1];
    if (!legal) throw new Error('no legal category');
    const page = paginated(articleSummarySchema).parse(
      (await ex.call(apiRoutes.articles, { query: { category_id: legal.id, limit: 2 } })).body.data,
    );
    expect(page.list).toHaveLength(2);
    expect(page.total).toBe(5);
    expect(page.list.every((a) => a.category_id === legal.id)).toBe(true);
    const second = paginated(articleSummarySchema).parse(
      (await ex.call(apiRoutes.articles, { query: { category_id: legal.id, limit: 2, page: 3 } }))
        .body.data,
    );
    expect(second.list).toHaveLength(1);
  });

  it('serves an article with its category; unknown ids 404 and bad ids 422', async () => {
    const one = articleSchema.parse(
      (await ex.call(apiRoutes.article, { params: { id: 1 } })).body.data,
    );
    expect(one).toMatchObject({ title: 'About us', category: { name: 'Help centre' } });
    expect(one.content).toContain('<p>');
    expect((await ex.call(apiRoutes.article, { params: { id: 9999 } })).status).toBe(404);
    const bad = await ex.call(apiRoutes.article, { params: { id: 'abc' } });
    expect(bad.status).toBe(422);
    expect(failureBodySchema.parse(bad.body).data?.errors[0]?.field).toBe('id');
    const badPage = await ex.call(apiRoutes.articles, { query: { page: 0 } });
    expect(failureBodySchema.parse(badPage.body).data?.errors[0]?.field).toBe('page');
  });

  it('seeding again on restart adds nothing twice', async () => {
    const { seedArticles } = await import('./seed.ts');
    await seedArticles(ex.ctx.storage.db, Date.now());
    const page = paginated(articleSummarySchema).parse(
      (await ex.call(apiRoutes.articles, { query: { limit: 100 } })).body.data,
    );
    expect(page.total).toBe(10);
  });
});
