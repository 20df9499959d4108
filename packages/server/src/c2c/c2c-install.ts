import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import type { SocketHub } from '../live/socket-hub.ts';
import { c2cConfig, type C2cConfig, type C2cIndexSource, referenceIndex } from './c2c-config.ts';
import { registerC2cRoutes } from './c2c-routes.ts';
import { C2cService } from './c2c-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** C2C on this server (see {@link installC2c}): tests call its `tick`, demo code its API. */
    c2c: C2cService;
  }
}

export interface C2cInstallOptions {
  hub: Pick<SocketHub, 'publishUser'>;
  /** The clock's scales (C2C_PAY_WINDOW_SCALE, C2C_APPEAL_WAIT_MS); defaults in c2cConfig. */
  config?: Partial<C2cConfig>;
  /** The fiat index of floating ads; default the reference index on the server's prices. */
  index?: C2cIndexSource;
  /** C2C_TICK_MS: how often unpaid orders past their deadline time out (1000); 0: no timer. */
  tickMs?: number;
}

/**
 * C2C on one server (issue 22): the service, its routes, a first tick that times out what came
 * due while the server was down, and the tick timer on the server clock.
 *
 * @example const c2c = await installC2c(app, ctx, { hub: market.hub });
 */
export async function installC2c(
  app: FastifyInstance,
  ctx: ServerContext,
  options: C2cInstallOptions,
): Promise<C2cService> {
  const c2c = new C2cService(
    ctx,
    c2cConfig(options.config),
    options.index ?? referenceIndex(ctx.prices),
    (userId, event) => {
      options.hub.publishUser(userId, event);
    },
  );
  await c2c.tick(ctx.now());
  registerC2cRoutes(app, ctx, c2c);
  app.decorate('c2c', c2c);
  const tickMs = options.tickMs ?? 1000;
  if (tickMs > 0) {
    const timer = setInterval(() => {
      c2c.tick(ctx.now()).catch((error: unknown) => {
        app.log.error({ err: error }, 'c2c tick failed');
      });
    }, tickMs);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      // Let a tick under way finish before the storage closes.
      await c2c.settled();
    });
  }
  return c2c;
}
