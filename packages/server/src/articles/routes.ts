import type { FastifyInstance } from 'fastify';
import { article, articleCategories, articles } from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { pageOf } from '../db/page.ts';

/** GET /articles/categories, /articles (paginated, by category) and /articles/:id. */
export function registerArticleRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx.storage;

  addRoute(app, ctx, articleCategories, () =>
    db
      .selectFrom('article_categories')
      .select(['id', 'name', 'sort'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );

  addRoute(app, ctx, articles, async ({ query }) => {
    let base = db.selectFrom('articles');
    if (query.category_id !== undefined) base = base.where('category_id', '=', query.category_id);
    return pageOf(base, query, (q) =>
      q.select(['id', 'category_id', 'title', 'summary', 'created_at', 'updated_at']).orderBy('id'),
    );
  });

  addRoute(app, ctx, article, async ({ params }) => {
    const row = await db
      .selectFrom('articles')
      .innerJoin('article_categories as c', 'c.id', 'articles.category_id')
      .select([
        'articles.id',
        'articles.category_id',
        'articles.title',
        'articles.summary',
        'articles.content',
        'articles.created_at',
        'articles.updated_at',
        'c.name as category_name',
        'c.sort as category_sort',
      ])
      .where('articles.id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Article not found');
    const { category_name, category_sort, ...rest } = row;
    return { ...rest, category: { id: row.category_id, name: category_name, sort: category_sort } };
  });
}
