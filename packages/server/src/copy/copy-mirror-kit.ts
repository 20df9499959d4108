// What the mirror's tests share on top of copy-test-kit.ts: a maker quoting the contract,
// market orders through the manual path, follows through the route, held sizes.
import { Big } from 'big.js';
import { apiRoutes } from '@exchange/api';
import type { TestExchange } from '../../test/harness.ts';
import type { CopyFollow } from './copy-close.ts';
import type { Trader } from './copy-test-kit.ts';

export const SYMBOL = 'BTCUSDT';

/** The mark now, as the engine prices market orders. */
export function markOf(ex: TestExchange): Big {
  return ex.app.copyMirror.deps.engine.markOf(SYMBOL);
}

/** The maker's quotes replaced by one limit order at `mark × factor` ('short' = an ask). */
export async function quote(
  ex: TestExchange,
  maker: Trader,
  side: 'long' | 'short',
  factor: string,
  amount = '50',
): Promise<Big> {
  const { engine, actions } = ex.app.copyMirror.deps;
  await engine.cancelAllOf(maker.id, SYMBOL);
  const pair = engine.book(SYMBOL).pair;
  const price = markOf(ex).times(factor).round(pair.pricePrecision, Big.roundDown);
  await actions.open(maker.id, {
    symbol: SYMBOL,
    side,
    type: 'limit',
    price: price.toFixed(),
    amount,
  });
  return price;
}

/** A market order of a user through the manual path, filled whole. */
export async function market(
  ex: TestExchange,
  userId: number,
  side: 'long' | 'short',
  amount: string,
) {
  const order = await ex.app.copyMirror.deps.actions.open(userId, {
    symbol: SYMBOL,
    side,
    type: 'market',
    amount,
  });
  if (!order.filled.eq(amount))
    throw new Error(`market ${side} ${amount} filled ${order.filled.toFixed()}`);
  return order;
}

/** Follow through the route and answer the copy's row. */
export async function follow(
  ex: TestExchange,
  follower: Trader,
  body: Record<string, unknown>,
): Promise<CopyFollow> {
  const res = await ex.call(apiRoutes.copyFollow, { token: follower.token, body });
  if (res.status !== 200) throw new Error(`follow failed: ${res.body.message}`);
  const id = (res.body.data as { id: number }).id;
  return ex.ctx.storage.db
    .selectFrom('copy_follows')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The size a user holds on the symbol, signed (+ long, − short); "0" when flat. */
export function heldOf(ex: TestExchange, userId: number): string {
  const position = ex.app.copyMirror.deps.engine.positionOf(userId, SYMBOL);
  if (!position) return '0';
  return (position.side === 'long' ? position.size : position.size.neg()).toFixed();
}

/** A copy's orders, oldest first. */
export function copyOrdersOf(ex: TestExchange, followId: number) {
  return ex.ctx.storage.db
    .selectFrom('copy_orders')
    .selectAll()
    .where('follow_id', '=', followId)
    .orderBy('id')
    .execute();
}
