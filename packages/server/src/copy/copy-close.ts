import { Big } from 'big.js';
import type { Insertable, Selectable } from 'kysely';
import { profitShare } from '@exchange/formulas';
import type { ContractOrder } from '../contract/contract-types.ts';
import { MARGIN_KIND } from '../contract/contract-ledger.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { type AccountSnapshot, type Executor, ledger, toAmount } from '../wallet/ledger.ts';
import type { CopyDeps } from './copy-config.ts';
import type { CopyFollowsTable, CopyOrdersTable } from './copy-tables.ts';

export type CopyFollow = Selectable<CopyFollowsTable>;
export type CopyOrderRow = Selectable<CopyOrdersTable>;

/**
 * The client order id of a copied order: `copy-{signal}-{follow}` for a mirrored one (placing
 * it again after a restart places nothing new); a close the copy makes on its own (stop, stop-
 * loss, the follower's close) is keyed by the position and the time, so a close that found no
 * liquidity, or filled in part, can be tried again.
 */
export function copyClientOrderId(
  follow: CopyFollow,
  signalId: number | null,
  positionId: number,
  now: number,
): string {
  return signalId === null
    ? `copy-x${String(follow.id)}-${String(positionId)}-${String(now)}`
    : `copy-${String(signalId)}-${String(follow.id)}`;
}

/** The copy_orders row of a (signal, follow), if it was written. */
export async function copyOrderOf(
  db: Executor,
  signalId: number,
  followId: number,
): Promise<CopyOrderRow | undefined> {
  return db
    .selectFrom('copy_orders')
    .selectAll()
    .where('signal_id', '=', signalId)
    .where('follow_id', '=', followId)
    .executeTakeFirst();
}

/** A copy_orders row for a follow, the order's figures left to the caller. */
export function copyOrderValues(
  follow: CopyFollow,
  signalId: number | null,
  fields: Pick<
    Insertable<CopyOrdersTable>,
    'symbol' | 'side' | 'action' | 'amount' | 'leverage' | 'created_at'
  > &
    Partial<Insertable<CopyOrdersTable>>,
): Insertable<CopyOrdersTable> {
  return {
    signal_id: signalId,
    follow_id: follow.id,
    follower_id: follow.follower_id,
    leader_id: follow.leader_id,
    price: null,
    realized_pnl: '0',
    profit_share: '0',
    status: 'filled',
    skip_reason: null,
    contract_order_id: null,
    ...fields,
  };
}

/** The average fill price of an order, null when nothing filled. */
export function averagePrice(order: ContractOrder): string | null {
  return order.filled.gt(0) ? toAmount(order.filledQuote.div(order.filled).round(8)) : null;
}

/**
 * Write a copied close's row and book its profit share in ONE transaction: the follow's realized
 * PnL grows by the close's, the share (high-water mark, at most the sub-account's free balance)
 * moves sub-account futures → leader's futures (`copy_profit_share`) with its
 * copy_profit_shares row (unique copy_order_id: exactly once).
 */
export async function recordCopiedClose(
  deps: CopyDeps,
  follow: CopyFollow,
  signalId: number | null,
  order: ContractOrder,
): Promise<CopyOrderRow> {
  const { db } = deps.ctx.storage;
  const coin = deps.config.coin;
  let posted: readonly AccountSnapshot[] = [];
  const row = await db.transaction().execute(async (trx) => {
    if (signalId !== null) {
      const done = await copyOrderOf(trx, signalId, follow.id);
      if (done) return done;
    }
    const now = deps.ctx.now();
    const inserted = await trx
      .insertInto('copy_orders')
      .values(
        copyOrderValues(follow, signalId, {
          symbol: order.symbol,
          // The position's side: a close of a long is a sell.
          side: order.side === 'long' ? 'short' : 'long',
          action: 'close',
          amount: toAmount(order.filled),
          price: averagePrice(order),
          leverage: order.leverage,
          realized_pnl: toAmount(order.realizedPnl),
          contract_order_id: order.id,
          created_at: now,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    const fresh = await trx
      .selectFrom('copy_follows')
      .selectAll()
      .where('id', '=', follow.id)
      .executeTakeFirstOrThrow();
    const leader = await trx
      .selectFrom('copy_leaders')
      .select(['user_id', 'profit_share_rate'])
      .where('id', '=', follow.leader_id)
      .executeTakeFirstOrThrow();
    const realizedTotal = new Big(fresh.realized_pnl).plus(order.realizedPnl);
    const free = await deps.engine.available(trx, follow.sub_user_id, coin);
    const share = profitShare({
      realizedTotal,
      rate: leader.profit_share_rate,
      shared: fresh.shared,
      free: free.gt(0) ? free : new Big(0),
    });
    await trx
      .updateTable('copy_follows')
      .set({
        realized_pnl: toAmount(realizedTotal),
        shared: toAmount(new Big(fresh.shared).plus(share)),
      })
      .where('id', '=', follow.id)
      .execute();
    if (share.lte(0)) return inserted;
    const posting = await ledger.transfer(trx, {
      reason: 'copy_profit_share',
      refId: `copy-order:${String(inserted.id)}`,
      from: { userId: follow.sub_user_id, kind: MARGIN_KIND },
      to: { userId: leader.user_id, kind: MARGIN_KIND },
      coin,
      amount: share,
    });
    posted = posting.accounts;
    await trx
      .insertInto('copy_profit_shares')
      .values({
        follow_id: follow.id,
        follower_id: follow.follower_id,
        leader_user_id: leader.user_id,
        copy_order_id: inserted.id,
        coin,
        realized_pnl: toAmount(order.realizedPnl),
        amount: toAmount(share),
        created_at: now,
      })
      .execute();
    return trx
      .updateTable('copy_orders')
      .set({ profit_share: toAmount(share) })
      .where('id', '=', inserted.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  deps.engine.tellBalances(posted);
  return row;
}

/**
 * Close `amount` (default: all) of a follow's copied position on `symbol` at market, reduce-only,
 * through the manual order path for the sub-account, then book the close and its profit share.
 * No position: a 422 on `symbol`.
 */
export async function placeCopiedClose(
  deps: CopyDeps,
  follow: CopyFollow,
  symbol: string,
  signalId: number | null,
  amount?: Big,
): Promise<CopyOrderRow> {
  const held = deps.engine.book(symbol).positionOf(follow.sub_user_id);
  if (!held) throw fieldError('symbol', 'No copied position on this contract');
  const size = amount === undefined || amount.gt(held.size) ? held.size : amount;
  const order = await deps.actions.open(follow.sub_user_id, {
    symbol: held.symbol,
    side: held.side === 'long' ? 'short' : 'long',
    type: 'market',
    amount: toAmount(size),
    reduce_only: true,
    client_order_id: copyClientOrderId(follow, signalId, held.id, deps.ctx.now()),
  });
  if (order.filled.lte(0)) throw new HttpError(409, 'The close found nothing to fill at market');
  return recordCopiedClose(deps, follow, signalId, order);
}

/**
 * Close a follow's whole copied position on `symbol` at market (reduce-only, the sub-account's
 * order), its profit share booked with it; `signalId` when a leader's close caused it.
 *
 * @example await closeCopiedPosition(deps, follow, 'BTCUSDT', null) // the follower's own close
 */
export async function closeCopiedPosition(
  deps: CopyDeps,
  follow: CopyFollow,
  symbol: string,
  signalId: number | null,
): Promise<CopyOrderRow> {
  return placeCopiedClose(deps, follow, symbol, signalId);
}

/**
 * Stop a copy's trading: cancel the sub-account's open entrusts and close every copied
 * position at market, each close with its profit share. Returns the close rows.
 */
export async function closeAllCopied(deps: CopyDeps, follow: CopyFollow): Promise<CopyOrderRow[]> {
  const rows: CopyOrderRow[] = [];
  for (const pair of deps.engine.pairs) {
    const book = deps.engine.book(pair.symbol);
    if (book.ordersOf(follow.sub_user_id).length > 0)
      await deps.engine.cancelAllOf(follow.sub_user_id, pair.symbol);
    if (book.positionOf(follow.sub_user_id))
      rows.push(await closeCopiedPosition(deps, follow, pair.symbol, null));
  }
  return rows;
}
