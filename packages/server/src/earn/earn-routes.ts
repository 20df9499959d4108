import { Big } from 'big.js';
import type { FastifyInstance } from 'fastify';
import {
  csvRecord,
  EARN_RECORD_CSV_COLUMNS,
  earnPositions,
  earnProducts,
  earnRecordCsvRecord,
  earnRecords,
  earnRecordsCsvFilename,
  earnRecordsExport,
  earnRedeem,
  earnSubscribe,
  earnSummary,
  type EarnRecordType,
} from '@exchange/api';
import { pageOf } from '../db/page.ts';
import { addDownloadRoute, addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import type { Executor } from '../wallet/ledger.ts';
import type { EarnCatalog } from './earn-catalog.ts';
import type { EarnService } from './earn-service.ts';
import { earnSummaryOf } from './earn-summary.ts';
import { positionView, productView, recordView, tierOffsets } from './earn-views.ts';

const EXPORT_PAGE = 500;

interface RecordFilters {
  type?: EarnRecordType | undefined;
  coin_id?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** A user's records matching the order centre's filters. */
function recordRows(db: Executor, catalog: EarnCatalog, userId: number, query: RecordFilters) {
  let q = db.selectFrom('earn_records').where('user_id', '=', userId);
  if (query.type !== undefined) q = q.where('type', '=', query.type);
  if (query.coin_id !== undefined) {
    const ids = [...catalog.values()].filter((p) => p.coin.id === query.coin_id).map((p) => p.id);
    q = q.where('product_id', 'in', ids.length > 0 ? ids : [0]);
  }
  if (query.from !== undefined) q = q.where('created_at', '>=', query.from);
  if (query.to !== undefined) q = q.where('created_at', '<', query.to);
  return q;
}

/** The coins a user holds anything of, on spot or in earn ("only what I hold"). */
async function heldCoins(db: Executor, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['coin', 'balance', 'frozen'])
    .where('user_id', '=', userId)
    .where('kind', 'in', ['spot', 'finance'])
    .execute();
  return new Set(
    rows.filter((row) => new Big(row.balance).plus(row.frozen).gt(0)).map((row) => row.coin),
  );
}

/** The earn routes (api earn.ts) over one {@link EarnService}. */
export function registerEarnRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  service: EarnService,
): void {
  const { db, catalog, dayMs } = service.deps;

  addRoute(app, ctx, earnProducts, async ({ user, query }) => {
    const sold = new Map(
      (await db.selectFrom('earn_products').select(['id', 'subscribed_total']).execute()).map(
        (row) => [row.id, row.subscribed_total],
      ),
    );
    const mine = new Map<number, Big>();
    if (user) {
      const rows = await db
        .selectFrom('earn_positions')
        .select(['product_id', 'amount'])
        .where('user_id', '=', user.id)
        .where('status', '=', 'holding')
        .execute();
      for (const row of rows)
        mine.set(row.product_id, (mine.get(row.product_id) ?? new Big(0)).plus(row.amount));
    }
    const held = user && query.held === true ? await heldCoins(db, user.id) : null;
    return [...catalog.values()]
      .filter(
        (product) =>
          product.offered &&
          (query.coin_id === undefined || product.coin.id === query.coin_id) &&
          (query.type === undefined || product.type === query.type) &&
          (held === null || held.has(product.coin.name)),
      )
      .map((product) =>
        productView(
          product,
          sold.get(product.id) ?? '0',
          (mine.get(product.id) ?? new Big(0)).toFixed(),
          dayMs,
        ),
      );
  });

  addRoute(app, ctx, earnSubscribe, async ({ user, body }) => {
    const row = await service.subscribe(user.id, body, ctx.now());
    const offsets = await tierOffsets(db, user.id);
    return positionView(row, catalog, {
      now: ctx.now(),
      dayMs,
      offset: offsets.get(row.id) ?? '0',
    });
  });

  addRoute(app, ctx, earnRedeem, async ({ user, body }) =>
    recordView(await service.redeem(user.id, body, ctx.now()), catalog),
  );

  addRoute(app, ctx, earnPositions, async ({ user, query }) => {
    let q = db.selectFrom('earn_positions').where('user_id', '=', user.id);
    if (query.status !== undefined) q = q.where('status', '=', query.status);
    if (query.type !== undefined || query.coin_id !== undefined) {
      const ids = [...catalog.values()]
        .filter(
          (p) =>
            (query.type === undefined || p.type === query.type) &&
            (query.coin_id === undefined || p.coin.id === query.coin_id),
        )
        .map((p) => p.id);
      q = q.where('product_id', 'in', ids.length > 0 ? ids : [0]);
    }
    if (query.from !== undefined) q = q.where('subscribed_at', '>=', query.from);
    if (query.to !== undefined) q = q.where('subscribed_at', '<', query.to);
    const offsets = await tierOffsets(db, user.id);
    const now = ctx.now();
    return pageOf(
      q,
      query,
      (page) => page.selectAll().orderBy('subscribed_at', 'desc').orderBy('id', 'desc'),
      (row) => positionView(row, catalog, { now, dayMs, offset: offsets.get(row.id) ?? '0' }),
    );
  });

  addRoute(app, ctx, earnRecords, ({ user, query }) =>
    pageOf(
      recordRows(db, catalog, user.id, query),
      query,
      (page) => page.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
      (row) => recordView(row, catalog),
    ),
  );

  addDownloadRoute(app, ctx, earnRecordsExport, ({ user, query }) => {
    const base = recordRows(db, catalog, user.id, query);
    return {
      filename: earnRecordsCsvFilename(ctx.now()),
      body: (async function* records() {
        yield csvRecord(EARN_RECORD_CSV_COLUMNS);
        for (let offset = 0; ; offset += EXPORT_PAGE) {
          const rows = await base
            .selectAll()
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(EXPORT_PAGE)
            .offset(offset)
            .execute();
          for (const row of rows) yield earnRecordCsvRecord(recordView(row, catalog));
          if (rows.length < EXPORT_PAGE) return;
        }
      })(),
    };
  });

  addRoute(app, ctx, earnSummary, ({ user }) =>
    earnSummaryOf(db, catalog, ctx.prices, user.id, { now: ctx.now(), dayMs }),
  );
}
