import type { FastifyInstance } from 'fastify';
import { getDepositAddress, getDeposits } from '@exchange/api';
import { pageOf } from '../db/page.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import { requireCoin, requireNetwork } from './coin-input.ts';
import { depositAddressOf, toDeposit } from './deposit-service.ts';

/** POST /wallet/getDepositAddress and GET /wallet/getDeposits. */
export function registerDepositRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx.storage;

  addRoute(app, ctx, getDepositAddress, async ({ user, body }) => {
    const coin = requireCoin(body.coin_id);
    const rules = requireNetwork(coin, body.network);
    if (!rules.deposit_enabled)
      throw fieldError('network', `${coin.name} deposits on ${rules.network} are suspended`);
    const row = await depositAddressOf(db, user.id, coin, rules.network, ctx.now());
    return {
      coin_id: coin.id,
      coin_name: coin.name,
      network: row.network,
      address: row.address,
      memo: row.memo,
    };
  });

  addRoute(app, ctx, getDeposits, async ({ user, query }) => {
    let base = db.selectFrom('deposits').where('user_id', '=', user.id);
    if (query.coin_id !== undefined)
      base = base.where('coin', '=', requireCoin(query.coin_id).name);
    if (query.status !== undefined) base = base.where('status', '=', query.status);
    if (query.from !== undefined) base = base.where('created_at', '>=', query.from);
    if (query.to !== undefined) base = base.where('created_at', '<', query.to);
    return pageOf(base, query, (q) => q.selectAll().orderBy('id', 'desc'), toDeposit);
  });
}
