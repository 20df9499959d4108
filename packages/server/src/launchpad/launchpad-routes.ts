import type { FastifyInstance } from 'fastify';
import {
  csvRecord,
  demoLaunchpadAdvance,
  LAUNCHPAD_CSV_COLUMNS,
  launchpadCommit,
  launchpadCsvFilename,
  launchpadCsvRecord,
  launchpadProject,
  launchpadProjects,
  launchpadRecords,
  launchpadRecordsExport,
  type LaunchpadRecordType,
} from '@exchange/api';
import { pageOf } from '../db/page.ts';
import { addDownloadRoute, addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { commitToProject } from './launchpad-commit.ts';
import type { LaunchpadService } from './launchpad-service.ts';
import type { LaunchpadProjectsTable } from './launchpad-tables.ts';
import { recordView } from './launchpad-views.ts';

/** Rows the CSV export reads per query. */
const EXPORT_PAGE = 500;

interface RecordFilters {
  project_id?: number | undefined;
  type?: LaunchpadRecordType | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/**
 * The launchpad's routes (api/src/subscription.ts): projects for everyone, commitments and
 * records for the signed-in user (only their own rows), the CSV export, and the demo's advance.
 */
export function registerLaunchpadRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  launchpad: LaunchpadService,
): void {
  const { db } = ctx.storage;

  const recordRows = (userId: number, query: RecordFilters) => {
    let q = db.selectFrom('launchpad_records').where('user_id', '=', userId);
    if (query.project_id !== undefined) q = q.where('project_id', '=', query.project_id);
    if (query.type !== undefined) q = q.where('type', '=', query.type);
    if (query.from !== undefined) q = q.where('created_at', '>=', query.from);
    if (query.to !== undefined) q = q.where('created_at', '<', query.to);
    return q;
  };
  const projectsById = async () =>
    new Map<number, LaunchpadProjectsTable>(
      (await db.selectFrom('launchpad_projects').selectAll().execute()).map((row) => [row.id, row]),
    );

  addRoute(app, ctx, launchpadProjects, ({ user, query }) =>
    launchpad.projects(user?.id ?? null, query.phase),
  );
  addRoute(app, ctx, launchpadProject, ({ user, params }) =>
    launchpad.project(params.id, user?.id ?? null),
  );
  addRoute(app, ctx, launchpadCommit, ({ user, body }) => commitToProject(ctx, user.id, body));
  addRoute(app, ctx, launchpadRecords, async ({ user, query }) => {
    const projects = await projectsById();
    return pageOf(
      recordRows(user.id, query),
      query,
      (q) => q.selectAll().orderBy('id', 'desc'),
      (row) => {
        const project = projects.get(row.project_id);
        if (!project) throw new Error(`Launchpad record ${String(row.id)} has no project`);
        return recordView(row, project);
      },
    );
  });
  addDownloadRoute(app, ctx, launchpadRecordsExport, async ({ user, query }) => {
    const projects = await projectsById();
    return {
      filename: launchpadCsvFilename(ctx.now()),
      body: (async function* records() {
        yield csvRecord(LAUNCHPAD_CSV_COLUMNS);
        let below = Number.POSITIVE_INFINITY;
        for (;;) {
          let page = recordRows(user.id, query)
            .selectAll()
            .orderBy('id', 'desc')
            .limit(EXPORT_PAGE);
          if (Number.isFinite(below)) page = page.where('id', '<', below);
          const rows = await page.execute();
          for (const row of rows) {
            const project = projects.get(row.project_id);
            if (project) yield launchpadCsvRecord(recordView(row, project));
          }
          const last = rows.at(-1);
          if (!last || rows.length < EXPORT_PAGE) return;
          below = last.id;
        }
      })(),
    };
  });
  addRoute(app, ctx, demoLaunchpadAdvance, ({ body }) => launchpad.advance(body.project_id));
}
