import type { FastifyInstance } from 'fastify';
import {
  csvRecord,
  STATEMENT_CSV_COLUMNS,
  statementCsvRecord,
  statementsCsvFilename,
  statementsExport,
} from '@exchange/api';
import { addDownloadRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { statementEntries, statementOf, type StatementFilters } from './statement-rows.ts';
import type { Executor, UserId } from './ledger.ts';

/** Rows read per query while a CSV streams out: a long history never loads at once. */
export const EXPORT_PAGE = 500;

/**
 * Every statement row matching the filters as CSV records, newest first like the list, read a
 * page at a time by id (keyset: each page continues below the last id sent, so rows written
 * while the file streams neither repeat nor shift it). The filters are checked before the first
 * record, so an unknown coin is still a 422.
 */
function statementRecords(
  db: Executor,
  userId: UserId,
  filters: StatementFilters,
): AsyncIterable<string> {
  const base = statementEntries(db, userId, filters);
  return (async function* records() {
    yield csvRecord(STATEMENT_CSV_COLUMNS);
    let below = Number.POSITIVE_INFINITY;
    for (;;) {
      let page = base.selectAll().orderBy('id', 'desc').limit(EXPORT_PAGE);
      if (Number.isFinite(below)) page = page.where('id', '<', below);
      const rows = await page.execute();
      for (const row of rows) yield statementCsvRecord(statementOf(row));
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_PAGE) return;
      below = last.id;
    }
  })();
}

/** GET /wallet/statements/export: capital flow's "Export CSV" of the whole filtered set. */
export function registerStatementExportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  addDownloadRoute(app, ctx, statementsExport, ({ user, query }) => ({
    filename: statementsCsvFilename(ctx.now()),
    body: statementRecords(ctx.storage.db, user.id, query),
  }));
}
