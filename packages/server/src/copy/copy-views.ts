import { Big } from 'big.js';
import type { CopyOrder, CopyPosition, ProfitShare } from '@exchange/api';
import { unrealizedPnl } from '@exchange/formulas';
import { maskEmail } from '../accounts/users.ts';
import type { UserId } from '../wallet/ledger.ts';
import type { CopyDeps } from './copy-config.ts';
import type { CopyOrderRow } from './copy-close.ts';
import type { CopyProfitSharesTable } from './copy-tables.ts';
import type { Selectable } from 'kysely';

// What the follower's copied orders, positions and profit shares look like on the wire.

const MONEY = 8;
const money = (value: Big | string) => {
  const rounded = new Big(value).round(MONEY, Big.roundHalfEven);
  return rounded.eq(0) ? '0' : rounded.toFixed();
};

/** A copy_orders row with its leader's nickname. */
export type CopyOrderWithLeader = CopyOrderRow & { leader_nickname: string };

export function copyOrderView(row: CopyOrderWithLeader): CopyOrder {
  return {
    id: row.id,
    leader_id: row.leader_id,
    leader_nickname: row.leader_nickname,
    symbol: row.symbol,
    side: row.side,
    action: row.action,
    amount: money(row.amount),
    price: row.price === null ? null : money(row.price),
    leverage: row.leverage,
    realized_pnl: money(row.realized_pnl),
    profit_share: money(row.profit_share),
    status: row.status,
    skip_reason: row.skip_reason,
    created_at: row.created_at,
  };
}

/** A copy_orders row as the wire shows it, its leader's nickname read. */
export async function copyOrderAnswer(deps: CopyDeps, row: CopyOrderRow): Promise<CopyOrder> {
  const leader = await deps.ctx.storage.db
    .selectFrom('copy_leaders')
    .select('nickname')
    .where('id', '=', row.leader_id)
    .executeTakeFirst();
  return copyOrderView({ ...row, leader_nickname: leader?.nickname ?? '' });
}

/** A profit share row with both parties' names, as one of them sees it. */
export type ProfitShareWithParties = Selectable<CopyProfitSharesTable> & {
  follower_email: string;
  leader_nickname: string;
};

export function profitShareView(userId: UserId, row: ProfitShareWithParties): ProfitShare {
  const paid = row.follower_id === userId;
  return {
    id: row.id,
    role: paid ? 'paid' : 'received',
    counterparty: paid ? row.leader_nickname : maskEmail(row.follower_email),
    coin_name: row.coin,
    realized_pnl: money(row.realized_pnl),
    amount: money(row.amount),
    created_at: row.created_at,
  };
}

/** The caller's copied positions across their copies not yet returned, by follow then symbol. */
export async function copyPositionsOf(deps: CopyDeps, userId: UserId): Promise<CopyPosition[]> {
  const { engine } = deps;
  const follows = await deps.ctx.storage.db
    .selectFrom('copy_follows')
    .innerJoin('copy_leaders', 'copy_leaders.id', 'copy_follows.leader_id')
    .select([
      'copy_follows.id',
      'copy_follows.leader_id',
      'copy_follows.sub_user_id',
      'copy_follows.status',
      'copy_leaders.nickname',
    ])
    .where('copy_follows.follower_id', '=', userId)
    .where('copy_follows.returned_at', 'is', null)
    .orderBy('copy_follows.id')
    .execute();
  const out: CopyPosition[] = [];
  for (const follow of follows)
    for (const pair of engine.pairs) {
      const position = engine.positionOf(follow.sub_user_id, pair.symbol);
      if (!position) continue;
      const mark = engine.markOf(pair.symbol);
      const price = (value: Big) =>
        value.round(pair.pricePrecision, Big.roundHalfEven).toFixed(pair.pricePrecision);
      out.push({
        follow_id: follow.id,
        leader_id: follow.leader_id,
        leader_nickname: follow.nickname,
        symbol: pair.symbol,
        side: position.side,
        leverage: position.leverage,
        amount: position.size.toFixed(pair.sizePrecision),
        entry_price: price(position.entryPrice),
        mark_price: price(mark),
        margin: money(position.margin),
        unrealized_pnl: money(
          unrealizedPnl(position.side, position.size, position.entryPrice, mark),
        ),
        follow_status: follow.status,
      });
    }
  return out;
}
