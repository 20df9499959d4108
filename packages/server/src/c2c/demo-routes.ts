import type { FastifyInstance } from 'fastify';
import { demoAppealDecision } from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import type { UserId } from '../wallet/ledger.ts';
import type { C2cService } from './c2c-service.ts';
import { merchantRound, seedDemoMerchants } from './demo-merchants.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo merchants of this server, when installed (see {@link installDemoMerchants}). */
    c2cMerchants?: DemoMerchants;
  }
}

/**
 * The demo arbiter (issue 22): POST /demo/p2p/appeal/decide releases an appealing order to its
 * buyer or cancels it, returning the escrow. A demo route: it exists only in demo mode (tests run
 * in demo mode), like the other /demo calls.
 *
 * @example registerC2cDemoRoutes(app, ctx, c2c);
 */
export function registerC2cDemoRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  c2c: C2cService,
): void {
  addRoute(app, ctx, demoAppealDecision, ({ body }) => c2c.decide(body.id, body.outcome));
}

/** The merchants' user ids and their round, serialised like the C2C clock's ticks. */
export interface DemoMerchants {
  readonly ids: readonly UserId[];
  /** Act on every order that came due by `now` (tests call it with their clock). */
  round(now: number): Promise<void>;
}

export interface DemoMerchantOptions {
  /** C2C_MERCHANT_DELAY_MS: how long a merchant waits before paying or releasing (4000). */
  delayMs?: number | undefined;
  /** How often the merchants look (the C2C tick, C2C_TICK_MS: 1000); 0: no timer. */
  tickMs?: number | undefined;
}

/**
 * Demo merchants on one server: seeded (users, methods, ads) at start, a first round that catches
 * up on what came due while the server was down, then a round on every tick of the server clock.
 *
 * @example if (ctx.demo) await installDemoMerchants(app, ctx, c2c, { delayMs: 4000 });
 */
export async function installDemoMerchants(
  app: FastifyInstance,
  ctx: ServerContext,
  c2c: C2cService,
  options: DemoMerchantOptions = {},
): Promise<DemoMerchants> {
  const ids = await seedDemoMerchants(ctx, c2c);
  const delayMs = options.delayMs ?? 4000;
  let chain: Promise<void> = Promise.resolve();
  const merchants: DemoMerchants = {
    ids,
    round(now) {
      const run = chain.then(() => merchantRound(c2c, ids, now, delayMs));
      chain = run.catch(() => undefined);
      return run;
    },
  };
  await merchants.round(ctx.now());
  app.decorate('c2cMerchants', merchants);
  const tickMs = options.tickMs ?? 1000;
  if (tickMs > 0) {
    const timer = setInterval(() => {
      merchants.round(ctx.now()).catch((error: unknown) => {
        app.log.error({ err: error }, 'c2c demo merchants round failed');
      });
    }, tickMs);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await chain;
    });
  }
  return merchants;
}
