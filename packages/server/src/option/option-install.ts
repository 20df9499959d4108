import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import type { SocketHub } from '../live/socket-hub.ts';
import type { MarketService } from '../market/market-service.ts';
import { type OptionConfig, optionConfig } from './option-config.ts';
import { OptionFeed } from './option-feed.ts';
import { registerOptionRoutes } from './option-routes.ts';
import { OptionService } from './option-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The option desk of this server (see {@link installOptions}): tests call its `tick`. */
    optionDesk: OptionService;
  }
}

export interface OptionsInstallOptions {
  hub: Pick<SocketHub, 'channels' | 'publishUser'>;
  /** The spot market: the option pairs, their index (last price), tickers and books. */
  market: Pick<MarketService, 'pairs' | 'peekLastPrice' | 'tickers' | 'depth'>;
  /** The desk's rules; defaults in {@link optionConfig}. */
  config?: Partial<OptionConfig>;
  /** The option tick (OPTION_TICK_MS; default 1000); 0 runs no timer (tests call `tick(now)`). */
  tickMs?: number;
}

/**
 * Fixed-time options on one server (issue 20): the house seeded once, the option@ channels on
 * the hub, the routes, a first tick that catches up on what expired while the server was down,
 * and the tick timer on the server clock.
 *
 * @example const desk = await installOptions(app, ctx, { hub, market });
 */
export async function installOptions(
  app: FastifyInstance,
  ctx: ServerContext,
  options: OptionsInstallOptions,
): Promise<OptionService> {
  const { market, hub } = options;
  const feed = new OptionFeed((symbol) => market.pairs.some((pair) => pair.symbol === symbol));
  hub.channels.register(feed.kind());
  const desk = new OptionService(ctx, market, optionConfig(options.config), {
    user: (userId, event) => {
      hub.publishUser(userId, event);
    },
    index: (update) => {
      feed.publish(update);
    },
  });
  await desk.open();
  await desk.tick(ctx.now());
  registerOptionRoutes(app, ctx, desk, market);
  app.decorate('optionDesk', desk);
  const tickMs = options.tickMs ?? 1000;
  if (tickMs > 0) {
    const timer = setInterval(() => {
      desk.tick(ctx.now()).catch((error: unknown) => {
        app.log.error({ err: error }, 'option tick failed');
      });
    }, tickMs);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      // Let a tick under way finish before the storage closes.
      await desk.settled();
    });
  }
  return desk;
}
