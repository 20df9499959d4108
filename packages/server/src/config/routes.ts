import type { FastifyInstance } from 'fastify';
import { appVersion, getConfig, LANGUAGES, languages, rechargeWithdraw } from '@exchange/api';
import { articleIdsBySlug } from '../articles/seed.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import { COINS } from './coins.ts';
import { LATEST_WEB_VERSION, siteConfig } from './site-config.ts';

/** GET /config/getConfig, /config/rechargeWithdraw, /app/last/10 and /config/language. */
export function registerConfigRoutes(app: FastifyInstance, ctx: ServerContext): void {
  addRoute(app, ctx, getConfig, async () =>
    siteConfig({ articleIds: await articleIdsBySlug(ctx.storage.db), demo: ctx.demo }),
  );

  addRoute(app, ctx, rechargeWithdraw, ({ query }) => {
    const coins = query.coin_id === undefined ? COINS : COINS.filter((c) => c.id === query.coin_id);
    if (coins.length === 0) throw fieldError('coin_id', 'Unknown coin');
    return coins.map((c) => ({
      coin_id: c.id,
      coin_name: c.name,
      logo: c.logo,
      networks: [...c.networks],
    }));
  });

  addRoute(app, ctx, appVersion, () => LATEST_WEB_VERSION);

  addRoute(app, ctx, languages, () => [...LANGUAGES]);
}
