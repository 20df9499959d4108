import { z } from 'zod';
import { formId, idSchema, paginated, paginationQuery, timestampMs } from './common.ts';
import { defineRoute } from './route.ts';

// Help-centre articles (footer links, /article/list and /article/detail pages). The API paths
// are /articles… so they never collide with the app's own /article/* pages served from the
// same origin.

export const articleCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Order in the category list, ascending. */
  sort: z.number().int(),
});
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

export const articleSummarySchema = z.object({
  id: idSchema,
  category_id: idSchema,
  title: z.string(),
  summary: z.string(),
  created_at: timestampMs,
  updated_at: timestampMs,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  category: articleCategorySchema,
});
export type Article = z.infer<typeof articleSchema>;

export const articlesQuerySchema = paginationQuery.extend({
  category_id: formId.optional(),
});

export const articleParamsSchema = z.object({ id: formId });

export const articleCategories = defineRoute({
  method: 'GET',
  path: '/articles/categories',
  auth: false,
  response: z.array(articleCategorySchema),
});

export const articles = defineRoute({
  method: 'GET',
  path: '/articles',
  auth: false,
  query: articlesQuerySchema,
  response: paginated(articleSummarySchema),
});

export const article = defineRoute({
  method: 'GET',
  path: '/articles/:id',
  auth: false,
  params: articleParamsSchema,
  response: articleSchema,
});
