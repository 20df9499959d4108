import type { Kysely } from 'kysely';

/**
 * Articles per language (issue 23): each article's title, summary and HTML body per language
 * code in `article_texts` and each category's name per language in `article_category_names`;
 * the English texts stay in `articles` / `article_categories` as the fallback. `articles` gains
 * `sort` (its place in its category) and `search_text`, as `article_texts` has it: the lower-cased
 * plain text (title, summary, body without tags) that GET /articles?q= searches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('articles')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('article_texts')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_texts_pk', ['article_id', 'lang'])
    .execute();
  await db.schema
    .createTable('article_category_names')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('article_categories.id'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_category_names_pk', ['category_id', 'lang'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_category_names').execute();
  await db.schema.dropTable('article_texts').execute();
  await db.schema.alterTable('articles').dropColumn('search_text').execute();
  await db.schema.alterTable('articles').dropColumn('sort').execute();
}
