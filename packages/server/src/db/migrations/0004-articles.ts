import type { Kysely } from 'kysely';
import { idColumn, idType } from '../dialect.ts';

/** Help-centre articles and their categories (footer links, the MSB article). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_categories')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('articles')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('article_categories.id'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('articles_category')
    .on('articles')
    .columns(['category_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('articles').execute();
  await db.schema.dropTable('article_categories').execute();
}
