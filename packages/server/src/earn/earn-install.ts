import type { FastifyInstance } from 'fastify';
import { coinByName } from '../config/coins.ts';
import type { Storage } from '../db/connect.ts';
import type { ServerContext } from '../http/context.ts';
import type { SocketHub } from '../live/socket-hub.ts';
import type { AccountSnapshot } from '../wallet/ledger.ts';
import { walletEntry } from '../wallet/valuation.ts';
import { seedSystemAccountOnce } from '../wallet/system-seed.ts';
import { seedEarnProducts } from './earn-catalog.ts';
import { EARN_HOUSE_SEED } from './earn-products.ts';
import { registerEarnRoutes } from './earn-routes.ts';
import { EarnService } from './earn-service.ts';
import '../market/tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The earn engine of this server (see {@link installEarn}). */
    earn: EarnService;
  }
}

/** A real day: production's value dates and maturities fall on 00:00 UTC. */
export const EARN_DAY_MS = 86_400_000;

export interface EarnOptions {
  hub: SocketHub;
  /** Length of the server's earn day (EARN_DAY_MS; default a real day; seconds in demo/tests). */
  dayMs?: number;
  /**
   * How often the timer books ended days and maturities; default a tenth of a day, between
   * 100 ms and a minute. 0 runs no timer (tests call `tick(now)`).
   */
  tickMs?: number;
  /** What the 'earn' house is seeded with once, per coin (default {@link EARN_HOUSE_SEED}). */
  houseSeed?: Readonly<Record<string, string>>;
}

/**
 * Seed the 'earn' house account once per store from 'external' (reason system_seed); the
 * market_meta key makes it happen exactly once, across restarts.
 */
export async function seedEarnHouse(
  storage: Storage,
  now: number,
  seed: Readonly<Record<string, string>>,
): Promise<void> {
  await seedSystemAccountOnce(
    storage.db,
    'earn_system_seeded',
    now,
    Object.entries(seed).map(([coin, amount]) => ({
      kind: 'earn',
      coin,
      amount,
      refId: `earn-house-${coin}`,
    })),
  );
}

/**
 * Publish finance accounts as the user channel's `{event:'balance', wallet:'finance'}`: chained
 * onto the exchange's balance hook, so earn postings and transfers into or out of the finance
 * wallet both reach the page (spot accounts are told by the market's own link of the chain).
 */
function publishFinanceBalances(ctx: ServerContext, hub: SocketHub): void {
  const previous = ctx.hooks.onBalances;
  ctx.hooks.onBalances = (userId: number, accounts: readonly AccountSnapshot[]) => {
    previous?.(userId, accounts);
    for (const account of accounts) {
      const coin = coinByName(account.coin);
      if (!coin || account.kind !== 'finance' || account.userId !== userId) continue;
      const { logo: _logo, ...entry } = walletEntry(coin, account, ctx.prices);
      hub.publishUser(userId, { event: 'balance', wallet: 'finance', balance: entry });
    }
  };
}

/**
 * Earn on one server (issue 21): the house seeded, products seeded from the configuration, days
 * missed while the server was down booked, the routes, and the timer of the accrual.
 *
 * @example const earn = await installEarn(app, ctx, { hub, dayMs: 10_000 });
 */
export async function installEarn(
  app: FastifyInstance,
  ctx: ServerContext,
  options: EarnOptions,
): Promise<EarnService> {
  const dayMs = options.dayMs ?? EARN_DAY_MS;
  if (!Number.isInteger(dayMs) || dayMs <= 0) throw new Error(`Earn day of ${String(dayMs)} ms`);
  await seedEarnHouse(ctx.storage, ctx.now(), options.houseSeed ?? EARN_HOUSE_SEED);
  const catalog = await seedEarnProducts(ctx.storage.db);
  publishFinanceBalances(ctx, options.hub);
  const service = new EarnService({
    db: ctx.storage.db,
    catalog,
    dayMs,
    onBalances: (userId, accounts) => ctx.hooks.onBalances?.(userId, accounts),
  });
  await service.tick(ctx.now());
  registerEarnRoutes(app, ctx, service);
  const tickMs = options.tickMs ?? Math.min(60_000, Math.max(100, Math.floor(dayMs / 10)));
  if (tickMs > 0) {
    const timer = setInterval(() => {
      service.tick(ctx.now()).catch((error: unknown) => {
        app.log.error({ err: error }, 'earn tick failed');
      });
    }, tickMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await service.settled();
    });
  }
  app.decorate('earn', service);
  return service;
}
