import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import type { SocketHub } from '../live/socket-hub.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import { CONTRACT_PAIRS } from './contract-pairs.ts';
import type { ContractEngine } from './contract-service.ts';
import { registerDemoIndexRoute } from './demo-index-route.ts';
import { registerFundingRoutes } from './funding-routes.ts';
import { IndexPrices, type SpotLastPrice } from './index-price.ts';
import { FundAccount } from './liquidation-fund.ts';
import { ContractRisk } from './risk-engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contracts' risk side of this server (see {@link installContractRisk}). */
    contractRisk: ContractRisk;
  }
}

/** Default funding interval: 8 h, so fundings fall at 00:00, 08:00 and 16:00 UTC. */
export const DEFAULT_FUNDING_INTERVAL_MS = 8 * 3_600_000;

export interface ContractRiskInstallOptions {
  hub: SocketHub;
  spot: SpotLastPrice;
  engine: ContractEngine;
  pairs?: readonly ContractPairConfig[];
  /** The mark / trigger / liquidation tick (ms); no timer when 0 (tests call `tick`). */
  tickMs?: number;
  fundingIntervalMs?: number;
}

/**
 * The contracts' risk side on one server (issue 19): index (with the demo override route),
 * marks, funding (and its two routes), triggers, liquidations and ADL, on one server-clock loop
 * of `tickMs` stopped when the server closes. Its marks become the engine's.
 *
 * @example const risk = await installContractRisk(app, ctx, { hub, spot, engine });
 */
export async function installContractRisk(
  app: FastifyInstance,
  ctx: ServerContext,
  options: ContractRiskInstallOptions,
): Promise<ContractRisk> {
  const pairs = options.pairs ?? CONTRACT_PAIRS;
  const index = await IndexPrices.open(ctx.storage.db, pairs, options.spot);
  const risk = new ContractRisk({
    storage: ctx.storage,
    engine: options.engine,
    pairs,
    index,
    fund: await FundAccount.over(ctx.storage, ctx.now),
    fundingIntervalMs: options.fundingIntervalMs ?? DEFAULT_FUNDING_INTERVAL_MS,
    now: ctx.now,
    tell: (userId, contract) => {
      options.hub.publishUser(userId, { event: 'contract', contract });
    },
    onError: (error) => {
      app.log.error({ err: error }, 'contract risk step failed');
    },
  });
  app.decorate('contractRisk', risk);
  registerFundingRoutes(app, ctx, pairs);
  registerDemoIndexRoute(app, ctx, pairs, index);
  const tickMs = options.tickMs ?? 1000;
  if (tickMs > 0) {
    const timer = setInterval(() => {
      risk.tick(ctx.now()).catch((error: unknown) => {
        app.log.error({ err: error }, 'contract risk tick failed');
      });
    }, tickMs);
    timer.unref();
    app.addHook('onClose', () => {
      clearInterval(timer);
    });
  }
  return risk;
}
