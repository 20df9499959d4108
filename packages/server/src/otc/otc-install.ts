import type { FastifyInstance } from 'fastify';
import type { Storage } from '../db/connect.ts';
import type { ServerContext } from '../http/context.ts';
import { seedSystemAccountOnce } from '../wallet/system-seed.ts';
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
  await seedSystemAccountOnce(
    storage.db,
    'otc_system_seeded',
    now,
    Object.entries(seed).map(([coin, amount]) => ({
      kind: 'otc',
      coin,
      amount,
      refId: `otc-house-${coin}`,
    })),
  );
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
