import type { FastifyInstance } from 'fastify';
import { transfer, transferAvailable } from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { requireCoin } from './coin-input.ts';
import { availableToTransfer, transferBetweenAccounts } from './transfer-service.ts';

/** GET /wallet/transfer_available and POST /wallet/transfer: moving funds between accounts. */
export function registerTransferRoutes(app: FastifyInstance, ctx: ServerContext): void {
  addRoute(app, ctx, transferAvailable, async ({ user, query }) => {
    const coin = requireCoin(query.coin_id);
    const available = await availableToTransfer(ctx.storage.db, user.id, coin, query.from);
    return { coin_id: coin.id, coin_name: coin.name, from: query.from, available };
  });

  addRoute(app, ctx, transfer, ({ user, body }) =>
    transferBetweenAccounts(ctx, {
      userId: user.id,
      coin: requireCoin(body.coin_id),
      from: body.from,
      to: body.to,
      amount: body.amount,
    }),
  );
}
