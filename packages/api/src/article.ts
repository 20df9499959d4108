import { z } from 'zod';
import {
  formId,
  idSchema,
  optionalField,
  paginated,
  paginationQuery,
  plainText,
  timestampMs,
} from './common.ts';
import { defineRoute } from './route.ts';
import { HELP_TOPIC_CATEGORIES } from './search-values.ts';

// Help-centre articles (footer links, /article/list and /article/detail pages, the question
// lists of /finance/help, /subscribe/help and /c2c/help). The API paths are /articles… so they
// never collide with the app's own /article/* pages served from the same origin.
//
// Articles are content, not strings in code: the server stores each article's title, summary
// and body per language and answers in the language of the request's `Language` header (one of
// the 12 interface languages), falling back to English where a text has no translation.

/** A category's stable key, the same in every language ("help", "finance-help"). */
export const articleCategorySlugSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,39}$/, { message: 'Expected a category key such as "finance-help"' });

export { HELP_TOPIC_CATEGORIES };
export type HelpTopic = keyof typeof HELP_TOPIC_CATEGORIES;

/** The category the home page's news and the announcement links read. */
export const ANNOUNCEMENTS_CATEGORY = 'announcements';

export const articleCategorySchema = z.object({
  id: idSchema,
  slug: z.string(),
  /** In the request's language. */
  name: z.string(),
  /** Order in the category list, ascending. */
  sort: z.number().int(),
  /** How many articles the category holds. */
  count: z.number().int().nonnegative(),
});
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

export const articleSummarySchema = z.object({
  id: idSchema,
  /** The article's stable key, the same in every language ("fee-rates"). */
  slug: z.string(),
  category_id: idSchema,
  title: z.string(),
  summary: z.string(),
  created_at: timestampMs,
  updated_at: timestampMs,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** A neighbour of an article in its category's order (ascending `sort`, then id). */
export const articleLinkSchema = z.object({ id: idSchema, title: z.string() });
export type ArticleLink = z.infer<typeof articleLinkSchema>;

export const articleSchema = articleSummarySchema.extend({
  /** HTML from the server; the page still sanitises it before rendering. */
  content: z.string(),
  category: articleCategorySchema,
  /** The previous and next article of the same category; null at either end. */
  prev: articleLinkSchema.nullable(),
  next: articleLinkSchema.nullable(),
});
export type Article = z.infer<typeof articleSchema>;

/**
 * Articles in a category's order (ascending `sort`, then id; announcements newest first).
 * `category_id` or `category` (its slug) narrows to one category; `q` keeps the articles whose
 * title, summary or body (in the request's language, tags stripped) contain it, ignoring case.
 */
export const articlesQuerySchema = paginationQuery.extend({
  category_id: formId.optional(),
  category: articleCategorySlugSchema.optional(),
  q: optionalField(plainText({ max: 64 })),
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
