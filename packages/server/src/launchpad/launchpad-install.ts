import type { FastifyInstance } from 'fastify';
import { seedDemoBackers } from '../demo/demo-launchpad.ts';
import type { ServerContext } from '../http/context.ts';
import {
  DEFAULT_LAUNCHPAD_PHASE_MS,
  demoLaunchpadProjects,
  type LaunchpadProjectConfig,
} from './launchpad-config.ts';
import { registerLaunchpadRoutes } from './launchpad-routes.ts';
import { LaunchpadService, type PairLister } from './launchpad-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The launchpad of this server (see {@link installLaunchpad}): tests call its `tick`. */
    launchpad: LaunchpadService;
  }
}

export interface LaunchpadOptions {
  /** The spot market the tokens' pairs are listed on. */
  market: PairLister;
  /**
   * The projects; default: the demo's three in demo mode (phases of `phaseMs`), none otherwise.
   */
  projects?: readonly LaunchpadProjectConfig[];
  /** One phase of the demo's projects (LAUNCHPAD_PHASE_MS; default one day). */
  phaseMs?: number;
  /**
   * How often the clock looks for phases due (LAUNCHPAD_TICK_MS; default 1000); 0 runs no timer
   * (tests call `tick(now)`).
   */
  tickMs?: number;
}

/**
 * The launchpad on one server (issue 21): projects seeded and brought back, the clock caught up
 * at start, its timer on the server clock, and the routes.
 *
 * @example const launchpad = await installLaunchpad(app, ctx, { market: installed.market });
 */
export async function installLaunchpad(
  app: FastifyInstance,
  ctx: ServerContext,
  options: LaunchpadOptions,
): Promise<LaunchpadService> {
  const launchpad = new LaunchpadService(ctx, options.market);
  const projects =
    options.projects ??
    (ctx.demo ? demoLaunchpadProjects(options.phaseMs ?? DEFAULT_LAUNCHPAD_PHASE_MS) : []);
  await launchpad.open(projects);
  if (ctx.demo) await seedDemoBackers(ctx, launchpad, projects);
  await launchpad.tick(ctx.now());
  registerLaunchpadRoutes(app, ctx, launchpad);
  app.decorate('launchpad', launchpad);
  const tickMs = options.tickMs ?? 1000;
  if (tickMs > 0) {
    const timer = setInterval(() => {
      launchpad.tick(ctx.now()).catch((error: unknown) => {
        app.log.error({ err: error }, 'launchpad tick failed');
      });
    }, tickMs);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      // Let a tick under way finish before the storage closes.
      await launchpad.settled();
    });
  }
  return launchpad;
}
