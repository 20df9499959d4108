import type { FastifyInstance } from 'fastify';
import { demoContractIndex } from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { IndexPrices } from './index-price.ts';

/**
 * POST /demo/contract/index (demo mode only): hold a contract's index price, or release it with
 * "" (the spot market's last price again). Stored, so it holds across a restart; the marks,
 * PnL, triggers and liquidations follow from the next tick.
 */
export function registerDemoIndexRoute(
  app: FastifyInstance,
  ctx: ServerContext,
  pairs: readonly ContractPairConfig[],
  index: IndexPrices,
): void {
  addRoute(app, ctx, demoContractIndex, async ({ body }) => {
    const pair = pairs.find((p) => p.symbol === body.symbol.toUpperCase());
    if (!pair) throw fieldError('symbol', 'Unknown contract');
    const price = await index.hold(ctx.storage.db, pair.symbol, body.price, ctx.now());
    return { symbol: pair.symbol, index_price: price.toFixed() };
  });
}
