import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_CATEGORY, HELP_TOPIC_CATEGORIES } from '@exchange/api';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import { openStorage, type Storage } from '../db/connect.ts';
import { TOPIC_ARTICLES } from './content/types.ts';
import { findArticle, listArticles, listCategories } from './queries.ts';
import { SEED_ARTICLES, seedArticles } from './seed.ts';

describe('articles on PostgreSQL', () => {
  let pg: TestPostgres;
  let storage: Storage;

  beforeAll(async () => {
    pg = await startTestPostgres();
    storage = await openStorage({ url: await pg.createDatabase() });
  }, 60_000);
  afterAll(async () => {
    await storage.close();
    await pg.stop();
  });

  it('seeds twice, lists, searches and links neighbours with the same queries', async () => {
    await seedArticles(storage.db, 1000);
    await seedArticles(storage.db, 2000);
    const categories = await listCategories(storage.db, 'ja');
    expect(categories.map((c) => c.slug)).toContain(ANNOUNCEMENTS_CATEGORY);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(SEED_ARTICLES.length);
    const topic = await listArticles(storage.db, 'ja', {
      page: 1,
      limit: 20,
      category: HELP_TOPIC_CATEGORIES.subscribe,
    });
    expect(topic.list.map((a) => a.slug)).toEqual([...TOPIC_ARTICLES['subscribe-help']]);
    const hits = await listArticles(storage.db, 'en', { page: 1, limit: 20, q: 'ESCROW' });
    expect(hits.list.map((a) => a.slug)).toContain('c2c-escrow');
    const literal = await listArticles(storage.db, 'en', { page: 1, limit: 20, q: '_' });
    expect(literal.total).toBe(0);
    const first = await findArticle(storage.db, 'ja', topic.list[0]?.id ?? 0);
    expect(first).toMatchObject({ prev: null, next: { id: topic.list[1]?.id } });
    expect(first?.title).toBe(topic.list[0]?.title);
    // Unchanged texts keep their time of last update.
    expect(first?.updated_at).toBe(1000);
  });
});
