import { sql, type Kysely } from 'kysely';
import {
  ANNOUNCEMENTS_CATEGORY,
  API_HEADERS,
  LANGUAGES,
  type Article,
  type ArticleCategory,
  type ArticleLink,
} from '@exchange/api';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/schema.ts';
import { pageOf, type PageRequest } from '../db/page.ts';
import './article-tables.ts';

// The help centre's reads, in one language with English where a text has no translation.

const CODES = new Set(LANGUAGES.map((language) => language.code));

/**
 * The request's `Language` header when it is one of the 12 interface languages, else 'en'.
 *
 * @example requestLanguage(request) // 'ja' for `Language: ja`, 'en' for `Language: xx`
 */
export function requestLanguage(request: FastifyRequest): string {
  const value = request.headers[API_HEADERS.language.toLowerCase()];
  return typeof value === 'string' && CODES.has(value) ? value : 'en';
}

/** Articles with their category and their texts in `lang` (null columns when untranslated). */
function articlesIn(db: Kysely<Database>, lang: string) {
  return db
    .selectFrom('articles as a')
    .innerJoin('article_categories as c', 'c.id', 'a.category_id')
    .leftJoin('article_texts as t', (join) =>
      join.onRef('t.article_id', '=', 'a.id').on('t.lang', '=', lang),
    );
}

/** Categories first, then ascending sort and id, except announcements newest first. */
const inOrder = <Q extends ReturnType<typeof articlesIn>>(query: Q): Q =>
  query
    .orderBy('c.sort')
    .orderBy('c.id')
    .orderBy(sql`case when c.slug = ${ANNOUNCEMENTS_CATEGORY} then -a.created_at else a.sort end`)
    .orderBy(sql`case when c.slug = ${ANNOUNCEMENTS_CATEGORY} then -a.id else a.id end`) as Q;

const title = sql<string>`coalesce(t.title, a.title)`.as('title');

/** Escape LIKE's wildcards (with `\` as the escape character). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** GET /articles/categories: every category in order, named in `lang`, with its count. */
export async function listCategories(
  db: Kysely<Database>,
  lang: string,
  where?: { id: number },
): Promise<ArticleCategory[]> {
  let query = db
    .selectFrom('article_categories as c')
    .leftJoin('article_category_names as n', (join) =>
      join.onRef('n.category_id', '=', 'c.id').on('n.lang', '=', lang),
    )
    .select((eb) => [
      'c.id',
      'c.slug',
      'c.sort',
      eb.fn.coalesce('n.name', 'c.name').as('name'),
      eb
        .selectFrom('articles')
        .whereRef('articles.category_id', '=', 'c.id')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .as('count'),
    ])
    .orderBy('c.sort')
    .orderBy('c.id');
  if (where) query = query.where('c.id', '=', where.id);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, count: Number(row.count ?? 0) }));
}

interface ArticleFilter extends PageRequest {
  category_id?: number | undefined;
  category?: string | undefined;
  q?: string | undefined;
}

/** GET /articles: one page in the category's order, filtered by category and search. */
export function listArticles(db: Kysely<Database>, lang: string, filter: ArticleFilter) {
  let base = articlesIn(db, lang);
  if (filter.category_id !== undefined) base = base.where('a.category_id', '=', filter.category_id);
  if (filter.category !== undefined) base = base.where('c.slug', '=', filter.category);
  if (filter.q !== undefined && filter.q !== '') {
    const pattern = `%${likeLiteral(filter.q.toLowerCase())}%`;
    base = base.where(
      sql<boolean>`coalesce(t.search_text, a.search_text) like ${pattern} escape '\\'`,
    );
  }
  return pageOf(base, filter, (query) =>
    inOrder(
      query.select([
        'a.id',
        'a.slug',
        'a.category_id',
        title,
        sql<string>`coalesce(t.summary, a.summary)`.as('summary'),
        'a.created_at',
        'a.updated_at',
      ]),
    ),
  );
}

/** GET /articles/:id in `lang`, with its category and its neighbours there; null when unknown. */
export async function findArticle(
  db: Kysely<Database>,
  lang: string,
  id: number,
): Promise<Article | null> {
  const row = await articlesIn(db, lang)
    .select([
      'a.id',
      'a.slug',
      'a.category_id',
      title,
      sql<string>`coalesce(t.summary, a.summary)`.as('summary'),
      sql<string>`coalesce(t.content, a.content)`.as('content'),
      'a.created_at',
      'a.updated_at',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [category] = await listCategories(db, lang, { id: row.category_id });
  if (!category) return null;
  const siblings = await inOrder(
    articlesIn(db, lang).select(['a.id', title]).where('a.category_id', '=', row.category_id),
  ).execute();
  const index = siblings.findIndex((sibling) => sibling.id === row.id);
  const link = (at: number): ArticleLink | null => siblings[at] ?? null;
  return { ...row, category, prev: link(index - 1), next: link(index + 1) };
}
