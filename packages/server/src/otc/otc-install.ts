import { Big } from 'big.js';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../db/connect.ts';
import type { ServerContext } from '../http/context.ts';
import { ledger, SYSTEM_USER } from '../wallet/ledger.ts';
import { type OtcConfig, otcConfig } from './otc-config.ts';
import { registerOtcRoutes } from './otc-routes.ts';
import { type OtcIndexSource, OtcService } from './otc-service.ts';
import './otc-tables.ts';
import '../market/tables.ts';

/**
 * Seed the 'otc' house once per store from 'external' (reason system_seed), like the earn house;
 * the market_meta key makes it happen exactly once, across restarts.
 */
export async function seedOtcHouse(
  storage: Storage,
  now: number,
  seed: Readonly<Record<string, string>>,
): Promise<void> {
  await storage.db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom('market_meta')
      .select('value')
      .where('key', '=', 'otc_system_seeded')
      .executeTakeFirst();
    if (done) return;
    for (const [coin, amount] of Object.entries(seed)) {
      if (new Big(amount).lte(0)) continue;
      await ledger.post(trx, {
        reason: 'system_seed',
        refId: `otc-house-${coin}`,
        legs: [
          { userId: SYSTEM_USER, kind: 'external', coin, balance: new Big(amount).neg() },
          { userId: SYSTEM_USER, kind: 'otc', coin, balance: amount },
        ],
      });
    }
    await trx
      .insertInto('market_meta')
      .values({ key: 'otc_system_seeded', value: String(now) })
      .execute();
  });
}

/**
 * OTC block trades on one server (issue 24): the house seeded, the desk over the spot index, and
 * its routes.
 *
 * @example await installOtc(app, ctx, market.market, { quoteTtlMs: 10_000 });
 */
export async function installOtc(
  app: FastifyInstance,
  ctx: ServerContext,
  index: OtcIndexSource,
  overrides: Partial<OtcConfig> = {},
): Promise<OtcService> {
  const config = otcConfig(overrides);
  await seedOtcHouse(ctx.storage, ctx.now(), config.houseSeed);
  const desk = new OtcService(ctx, index, config);
  registerOtcRoutes(app, ctx, desk);
  return desk;
}
