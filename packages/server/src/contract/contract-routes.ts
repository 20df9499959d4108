import { Big } from 'big.js';
import type { FastifyInstance } from 'fastify';
import {
  contractAdjustLever,
  contractClose,
  contractEntrustCancel,
  contractEntrusts,
  contractEntrustsExport,
  contractFills,
  contractLever,
  contractOpen,
  contractPositions,
  contractPositionUpdate,
  csvRecord,
  ENTRUST_CSV_COLUMNS,
  entrustCsvRecord,
  entrustsCsvFilename,
  type LeverSetting,
  type MarginMode,
  type OrderState,
} from '@exchange/api';
import { maxNotionalFor } from '@exchange/formulas';
import { pageOf } from '../db/page.ts';
import { addDownloadRoute, addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import type { Executor, UserId } from '../wallet/ledger.ts';
import type { ContractActions } from './contract-actions.ts';
import type { ContractEngine } from './contract-service.ts';
import { orderFromRow, settingOf } from './contract-store.ts';
import { entrustView, fillView, marginPicture, positionView } from './contract-views.ts';

/** Rows read per query while the entrust CSV streams out. */
const EXPORT_PAGE = 500;

interface EntrustFilters {
  state: OrderState;
  symbol?: string | undefined;
  side?: 'long' | 'short' | undefined;
  type?: 'limit' | 'market' | 'stop_limit' | 'stop_market' | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

function entrustRows(db: Executor, engine: ContractEngine, userId: UserId, f: EntrustFilters) {
  let q = db
    .selectFrom('contract_orders')
    .where('user_id', '=', userId)
    .where(
      'status',
      'in',
      f.state === 'open' ? ['open', 'partial', 'untriggered'] : ['filled', 'cancelled'],
    );
  if (f.symbol !== undefined) q = q.where('symbol', '=', engine.book(f.symbol).pair.symbol);
  if (f.side !== undefined) q = q.where('side', '=', f.side);
  if (f.type !== undefined) q = q.where('type', '=', f.type);
  if (f.from !== undefined) q = q.where('created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('created_at', '<', f.to);
  return q;
}

function leverView(
  engine: ContractEngine,
  symbol: string,
  setting: { leverage: number; marginMode: MarginMode },
): LeverSetting {
  const { pair } = engine.book(symbol);
  return {
    symbol: pair.symbol,
    leverage: setting.leverage,
    margin_mode: setting.marginMode,
    max_notional: new Big(maxNotionalFor(pair.brackets, setting.leverage)).toFixed(),
  };
}

/** The trading routes of perpetual contracts (issue 19, SPEC §7). */
export function registerContractRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  engine: ContractEngine,
  actions: ContractActions,
): void {
  const { db } = ctx.storage;

  addRoute(app, ctx, contractOpen, async ({ user, body }) =>
    entrustView(await actions.open(user.id, body)),
  );
  addRoute(app, ctx, contractClose, async ({ user, body }) =>
    entrustView(await actions.close(user.id, body)),
  );
  addRoute(app, ctx, contractEntrustCancel, async ({ user, body }) =>
    entrustView(await engine.cancel(user.id, body.id)),
  );
  addRoute(app, ctx, contractPositionUpdate, async ({ user, body }) => {
    const position = await actions.updatePosition(user.id, body);
    const picture = await marginPicture(db, engine, user.id);
    const entry = picture.positions.find((p) => p.position.id === position.id);
    if (!entry) throw new Error(`Position ${position.id} vanished`);
    return positionView(engine, picture, entry);
  });
  addRoute(app, ctx, contractAdjustLever, async ({ user, body }) => {
    const setting = await actions.adjustLever(user.id, body);
    return leverView(engine, setting.symbol, setting);
  });
  addRoute(app, ctx, contractLever, async ({ user, query }) => {
    const { pair } = engine.book(query.symbol);
    return leverView(engine, pair.symbol, await settingOf(db, user.id, pair.symbol));
  });
  addRoute(app, ctx, contractPositions, async ({ user, query }) => {
    const symbol = query.symbol === undefined ? undefined : engine.book(query.symbol).pair.symbol;
    const picture = await marginPicture(db, engine, user.id);
    return picture.positions
      .filter((p) => symbol === undefined || p.position.symbol === symbol)
      .map((entry) => positionView(engine, picture, entry));
  });
  addRoute(app, ctx, contractEntrusts, ({ user, query }) =>
    pageOf(
      entrustRows(db, engine, user.id, query),
      query,
      (q) => q.selectAll().orderBy('id', 'desc'),
      (row) => entrustView(orderFromRow(row)),
    ),
  );
  addDownloadRoute(app, ctx, contractEntrustsExport, ({ user, query }) => {
    const base = entrustRows(db, engine, user.id, query);
    return {
      filename: entrustsCsvFilename(ctx.now()),
      body: (async function* records() {
        yield csvRecord(ENTRUST_CSV_COLUMNS);
        let below = Number.POSITIVE_INFINITY;
        for (;;) {
          let page = base.selectAll().orderBy('id', 'desc').limit(EXPORT_PAGE);
          if (Number.isFinite(below)) page = page.where('id', '<', below);
          const rows = await page.execute();
          for (const row of rows) yield entrustCsvRecord(entrustView(orderFromRow(row)));
          const last = rows.at(-1);
          if (!last || rows.length < EXPORT_PAGE) return;
          below = last.id;
        }
      })(),
    };
  });
  addRoute(app, ctx, contractFills, ({ user, query }) => {
    let q = db.selectFrom('contract_fills').where('user_id', '=', user.id);
    if (query.symbol !== undefined)
      q = q.where('symbol', '=', engine.book(query.symbol).pair.symbol);
    if (query.from !== undefined) q = q.where('created_at', '>=', query.from);
    if (query.to !== undefined) q = q.where('created_at', '<', query.to);
    return pageOf(q, query, (page) => page.selectAll().orderBy('id', 'desc'), fillView);
  });
}
