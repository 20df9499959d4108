import type { FastifyInstance } from 'fastify';
import { article, articleCategories, articles } from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { findArticle, listArticles, listCategories, requestLanguage } from './queries.ts';

/**
 * GET /articles/categories, /articles (paginated; by category id or slug; searched with q) and
 * /articles/:id (with prev/next), in the language of the request's `Language` header.
 */
export function registerArticleRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx.storage;

  addRoute(app, ctx, articleCategories, ({ request }) =>
    listCategories(db, requestLanguage(request)),
  );

  addRoute(app, ctx, articles, ({ query, request }) =>
    listArticles(db, requestLanguage(request), query),
  );

  addRoute(app, ctx, article, async ({ params, request }) => {
    const found = await findArticle(db, requestLanguage(request), params.id);
    if (!found) throw new HttpError(404, 'Article not found');
    return found;
  });
}
