import type { Page } from '@exchange/api';
import type { SelectQueryBuilder } from 'kysely';

/** The `page` (from 1) and `limit` of every paginated list call (`paginationQuery` in api). */
export interface PageRequest {
  page: number;
  limit: number;
}

/** One page of rows of a filtered query and the count of all its rows ({@link pageOf}'s work). */
async function fetchPage<DB, TB extends keyof DB, O>(
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's own type for "nothing selected yet"
  base: SelectQueryBuilder<DB, TB, {}>,
  request: PageRequest,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  select: (query: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: O[]; total: number }> {
  // Kysely cannot resolve the selection's type over a generic DB; the row is `{ n }` by construction.
  const count = (await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()) as { n: number | string };
  const rows = await select(base)
    .limit(request.limit)
    .offset((request.page - 1) * request.limit)
    .execute();
  return { rows, total: Number(count.n) };
}

/**
 * One page of a filtered query in the api's paginated shape (`{ list, page, limit, total }`):
 * `base` holds the table and the filters, `select` adds the columns and the order, and `toItem`
 * (optional) turns a row into what the list carries.
 *
 * @example
 * return pageOf(db.selectFrom('articles'), query, (q) => q.select(['id', 'title']).orderBy('id'));
 */
export function pageOf<DB, TB extends keyof DB, O>(
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  base: SelectQueryBuilder<DB, TB, {}>,
  request: PageRequest,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  select: (query: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<DB, TB, O>,
): Promise<Page<O>>;
export function pageOf<DB, TB extends keyof DB, O, T>(
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  base: SelectQueryBuilder<DB, TB, {}>,
  request: PageRequest,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  select: (query: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<DB, TB, O>,
  toItem: (row: O) => T,
): Promise<Page<T>>;
export async function pageOf<DB, TB extends keyof DB, O, T>(
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  base: SelectQueryBuilder<DB, TB, {}>,
  request: PageRequest,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  select: (query: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<DB, TB, O>,
  toItem?: (row: O) => T,
): Promise<Page<O | T>> {
  const { rows, total } = await fetchPage(base, request, select);
  return {
    list: toItem ? rows.map(toItem) : rows,
    page: request.page,
    limit: request.limit,
    total,
  };
}
