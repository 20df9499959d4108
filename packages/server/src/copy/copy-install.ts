import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context.ts';
import { registerCopyAccountRoutes } from './copy-account-routes.ts';
import { type CopyConfig, type CopyDeps, copyConfig } from './copy-config.ts';
import { installLeaderBoard } from './copy-leader-routes.ts';
import { startCopyMirror } from './copy-mirror.ts';
import { registerCopyOrderRoutes } from './copy-order-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Copy trading's shared deps on this server (see {@link installCopy}); tests use it. Not
     * `copy`: Fastify's types already name the COPY method's route shorthand so.
     */
    copyTrading: CopyDeps;
  }
}

export interface CopyOptions {
  engine: CopyDeps['engine'];
  actions: CopyDeps['actions'];
  hub: CopyDeps['hub'];
  /** Overrides of DEFAULT_COPY_CONFIG (main.ts: the COPY_* env; tests: tickMs 0, autoApprove). */
  config?: Partial<CopyConfig>;
}

/**
 * Copy trading on one server (issue 24): the one {@link CopyDeps} object every copy module
 * shares, then each module's routes and timers (leaders' applications and follows; the mirror
 * tick; the board and profiles).
 *
 * @example const copy = installCopy(app, ctx, { engine, actions, hub: market.hub, config: {} });
 */
export function installCopy(
  app: FastifyInstance,
  ctx: ServerContext,
  options: CopyOptions,
): CopyDeps {
  const deps: CopyDeps = {
    app,
    ctx,
    engine: options.engine,
    actions: options.actions,
    hub: options.hub,
    config: copyConfig(options.config),
  };
  app.decorate('copyTrading', deps);
  registerCopyAccountRoutes(deps);
  installLeaderBoard(deps);
  registerCopyOrderRoutes(deps);
  startCopyMirror(deps);
  return deps;
}
