import { Big } from 'big.js';
import { LAUNCHPAD_PHASES, type LaunchpadPhase, type LaunchpadProject } from '@exchange/api';
import { coinByName, listCoin } from '../config/coins.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { SpotPair } from '../market/pairs.ts';
import { settle } from '../settlement/settle.ts';
import { type AccountSnapshot, type Executor, SYSTEM_USER } from '../wallet/ledger.ts';
import {
  checkProjectConfig,
  LAUNCHPAD_COIN_ID_BASE,
  type LaunchpadProjectConfig,
  phaseAt,
  tokenCoin,
  tokenPair,
} from './launchpad-config.ts';
import {
  calculateAllocations,
  distributionJournal,
  writeDistributionRecords,
} from './launchpad-distribution.ts';
import type { LaunchpadProjectsTable } from './launchpad-tables.ts';
import { distributed, projectView } from './launchpad-views.ts';

/** The part of the spot market the launchpad lists its tokens' pairs on. */
export interface PairLister {
  listPair(pair: SpotPair): Promise<void>;
}

/** The `market_meta` key holding the launchpad's epoch: the server's first start. */
const EPOCH_KEY = 'launchpad_epoch';

const nextPhase = (phase: LaunchpadPhase): LaunchpadPhase =>
  LAUNCHPAD_PHASES[Math.min(LAUNCHPAD_PHASES.indexOf(phase) + 1, LAUNCHPAD_PHASES.length - 1)] ??
  phase;

/**
 * The launchpad's clock and its projects (issue 21). Projects are seeded from configuration with
 * their times fixed relative to the server's first start; {@link tick} moves each project through
 * its phases on the server clock, one step per transaction that claims the phase (so every step,
 * the calculation and the distribution included, happens exactly once, across restarts and
 * processes); a distributed token joins the coin catalogue, and at the listing time its spot
 * pair opens on the market.
 *
 * @example
 * const launchpad = new LaunchpadService(ctx, market);
 * await launchpad.open(demoLaunchpadProjects(60_000));
 * await launchpad.tick(ctx.now());
 */
export class LaunchpadService {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ctx: ServerContext,
    private readonly market: PairLister,
  ) {}

  /** The server context the service runs in (the commit route shares it). */
  get context(): ServerContext {
    return this.ctx;
  }

  /**
   * Seed the configured projects not yet stored (times = epoch + offsets), then bring back what
   * earlier runs created: the distributed tokens' coins and the ended projects' pairs.
   */
  async open(configs: readonly LaunchpadProjectConfig[]): Promise<void> {
    for (const config of configs) checkProjectConfig(config);
    const { db } = this.ctx.storage;
    const now = this.ctx.now();
    await db.transaction().execute(async (trx) => {
      const epoch = await this.epoch(trx, now);
      for (const config of configs) {
        const known = await trx
          .selectFrom('launchpad_projects')
          .select('id')
          .where('id', '=', config.id)
          .executeTakeFirst();
        if (known) continue;
        const clash = coinByName(config.token);
        if (clash && clash.id !== LAUNCHPAD_COIN_ID_BASE + config.id)
          throw new Error(`Launchpad token ${config.token} is already a coin of the catalogue`);
        const [start, end, distribute, listing] = config.offsets;
        await trx
          .insertInto('launchpad_projects')
          .values({
            id: config.id,
            name: config.name,
            token: config.token,
            token_id: LAUNCHPAD_COIN_ID_BASE + config.id,
            token_precision: config.tokenPrecision,
            summary: config.summary,
            quote_coin: config.quoteCoin,
            price: new Big(config.price).toFixed(),
            price_precision: config.pricePrecision,
            supply: new Big(config.supply).toFixed(),
            user_cap: new Big(config.userCap).toFixed(),
            min_commit: new Big(config.minCommit).toFixed(),
            amount_precision: config.amountPrecision,
            total_committed: '0',
            participants: 0,
            phase: 'upcoming',
            subscribe_start: epoch + start,
            subscribe_end: epoch + end,
            distribute_at: epoch + distribute,
            listing_at: epoch + listing,
            created_at: now,
          })
          .execute();
      }
    });
    for (const row of await this.rows()) {
      if (distributed(row)) listCoin(tokenCoin(row));
      if (row.phase === 'ended') await this.market.listPair(tokenPair(row));
    }
  }

  private async epoch(trx: Executor, now: number): Promise<number> {
    const row = await trx
      .selectFrom('market_meta')
      .select('value')
      .where('key', '=', EPOCH_KEY)
      .executeTakeFirst();
    if (row) return Number(row.value);
    await trx
      .insertInto('market_meta')
      .values({ key: EPOCH_KEY, value: String(now) })
      .execute();
    return now;
  }

  private rows(): Promise<LaunchpadProjectsTable[]> {
    return this.ctx.storage.db.selectFrom('launchpad_projects').selectAll().orderBy('id').execute();
  }

  private row(id: number): Promise<LaunchpadProjectsTable | undefined> {
    return this.ctx.storage.db
      .selectFrom('launchpad_projects')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Run `task` after every earlier tick or advance: phases move one at a time. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task, task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every tick and advance under way has finished. */
  async settled(): Promise<void> {
    await this.queue;
  }

  /** Move every project to the phase its times give at `now`, step by step. */
  tick(now: number): Promise<void> {
    return this.serial(async () => {
      for (const row of await this.rows()) await this.catchUp(row, now);
    });
  }

  private async catchUp(
    start: LaunchpadProjectsTable,
    now: number,
  ): Promise<LaunchpadProjectsTable> {
    let row = start;
    const target = phaseAt(row, now);
    while (LAUNCHPAD_PHASES.indexOf(row.phase) < LAUNCHPAD_PHASES.indexOf(target)) {
      const from = row.phase;
      const moved = await this.step(row, now);
      // Taken elsewhere: go on from the phase stored now (never loop on one that did not move).
      row = moved ?? (await this.row(row.id)) ?? row;
      if (!moved && row.phase === from) break;
    }
    return row;
  }

  /**
   * Carry out the step from the project's stored phase to the next one, in one transaction that
   * first claims it (`UPDATE … WHERE phase = stored`); undefined when another tick claimed it.
   */
  private async step(
    row: LaunchpadProjectsTable,
    now: number,
  ): Promise<LaunchpadProjectsTable | undefined> {
    const next = nextPhase(row.phase);
    // The token must be a coin of the catalogue before balances in it are published.
    if (next === 'distributing') listCoin(tokenCoin(row));
    const settled = await settle(this.ctx.storage.db, {
      plan: async (trx) => {
        const claimed = await trx
          .updateTable('launchpad_projects')
          .set({ phase: next })
          .where('id', '=', row.id)
          .where('phase', '=', row.phase)
          .executeTakeFirst();
        // Another tick or process took this step first.
        if (claimed.numUpdatedRows === 0n) return undefined;
        if (next === 'calculating') await calculateAllocations(trx, row, now);
        const journal = next === 'distributing' ? await distributionJournal(trx, row) : undefined;
        return { plan: next, journal };
      },
      record: async (trx, plan) => {
        if (plan === 'distributing') await writeDistributionRecords(trx, row, now);
        return plan;
      },
      publish: (_plan, accounts) => {
        const byUser = new Map<number, AccountSnapshot[]>();
        for (const account of accounts) {
          if (account.userId === SYSTEM_USER) continue;
          byUser.set(account.userId, [...(byUser.get(account.userId) ?? []), account]);
        }
        for (const [userId, own] of byUser) this.ctx.hooks.onBalances?.(userId, own);
      },
    });
    if (!settled) return undefined;
    const moved = { ...row, phase: next };
    if (next === 'ended') await this.market.listPair(tokenPair(moved));
    return moved;
  }

  /**
   * Demo: end the project's current phase now (its boundary time becomes `now`) and carry out
   * the next step; 409 naming `project_id` once ended, 404 for no such project.
   */
  advance(id: number): Promise<LaunchpadProject> {
    return this.serial(async () => {
      const now = this.ctx.now();
      const row = await this.row(id);
      if (!row) {
        throw new HttpError(404, 'project_id: No such project', [
          { field: 'project_id', message: 'No such project' },
        ]);
      }
      const caught = await this.catchUp(row, now);
      if (caught.phase === 'ended') {
        throw new HttpError(409, 'project_id: The project has ended', [
          { field: 'project_id', message: 'The project has ended' },
        ]);
      }
      const boundary = {
        upcoming: 'subscribe_start',
        subscribing: 'subscribe_end',
        calculating: 'distribute_at',
        distributing: 'listing_at',
      } as const;
      // Earlier boundaries are past and later ones after the old one: the times stay in order.
      const times = { [boundary[caught.phase]]: now };
      await this.ctx.storage.db
        .updateTable('launchpad_projects')
        .set(times)
        .where('id', '=', id)
        .execute();
      const moved = await this.catchUp({ ...caught, ...times }, now);
      return projectView(moved, await this.commitmentOf(id, null));
    });
  }

  /** A user's commitment to a project (none for a visitor). */
  commitmentOf(projectId: number, userId: number | null) {
    if (userId === null) return Promise.resolve(undefined);
    return this.ctx.storage.db
      .selectFrom('launchpad_commitments')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Every project as `userId` sees it (a visitor: null), optionally of one phase; by id. */
  async projects(userId: number | null, phase?: LaunchpadPhase): Promise<LaunchpadProject[]> {
    const rows = (await this.rows()).filter((row) => phase === undefined || row.phase === phase);
    const own =
      userId === null
        ? []
        : await this.ctx.storage.db
            .selectFrom('launchpad_commitments')
            .selectAll()
            .where('user_id', '=', userId)
            .execute();
    return rows.map((row) =>
      projectView(
        row,
        own.find((c) => c.project_id === row.id),
      ),
    );
  }

  /** One project as `userId` sees it; 404 naming `id` when there is none. */
  async project(id: number, userId: number | null): Promise<LaunchpadProject> {
    const row = await this.row(id);
    if (!row)
      throw new HttpError(404, 'id: No such project', [
        { field: 'id', message: 'No such project' },
      ]);
    return projectView(row, await this.commitmentOf(id, userId));
  }
}
