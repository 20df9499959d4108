import type { C2cOrder } from '@exchange/api';
import { toAmount, type Executor, type UserId } from '../wallet/ledger.ts';
import { unreadCounts } from './c2c-chat.ts';
import type { OrderRow } from './c2c-escrow.ts';
import { idList, methodsByIds } from './c2c-methods.ts';
import { publicName } from './c2c-public-name.ts';

// C2C orders as each party sees them (issue 22): their own side, the counterparty, the seller's
// payment methods (to the buyer: all offered while unpaid, then the one paid with; none to the
// seller), and the chat messages they have not read.

/** The orders as `viewer` sees them, in the order given. */
export async function orderViews(
  db: Executor,
  rows: readonly OrderRow[],
  viewer: UserId,
): Promise<C2cOrder[]> {
  const others = [...new Set(rows.map((r) => (r.buyer_id === viewer ? r.seller_id : r.buyer_id)))];
  const names =
    others.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'nickname', 'email'])
          .where('id', 'in', others)
          .execute();
  const nickname = new Map(names.map((u) => [u.id, publicName(u)]));
  const unread = await unreadCounts(
    db,
    rows.map((r) => r.id),
    viewer,
  );
  const shownIds = (row: OrderRow): number[] => {
    if (row.buyer_id !== viewer) return [];
    if (row.paid_method_id !== null) return [row.paid_method_id];
    return idList(row.payment_method_ids);
  };
  const methods = new Map(
    (await methodsByIds(db, [...new Set(rows.flatMap(shownIds))])).map((m) => [m.id, m]),
  );
  return rows.map((row) => {
    const buyer = row.buyer_id === viewer;
    const other = buyer ? row.seller_id : row.buyer_id;
    return {
      id: row.id,
      ad_id: row.ad_id,
      side: buyer ? 'buy' : 'sell',
      coin_id: row.coin_id,
      coin_name: row.coin,
      fiat: row.fiat,
      price: toAmount(row.price),
      amount: toAmount(row.amount),
      fiat_amount: toAmount(row.fiat_amount),
      counterparty: { id: other, nickname: nickname.get(other) ?? '' },
      payment_methods: shownIds(row).flatMap((id) => {
        const method = methods.get(id);
        return method ? [method] : [];
      }),
      status: row.status,
      cancel_reason: row.cancel_reason,
      pay_deadline: row.pay_deadline,
      appeal_after: row.appeal_after,
      created_at: row.created_at,
      paid_at: row.paid_at,
      completed_at: row.completed_at,
      unread: unread.get(row.id) ?? 0,
    };
  });
}

/** One order as `viewer` sees it. */
export async function orderView(db: Executor, row: OrderRow, viewer: UserId): Promise<C2cOrder> {
  const [view] = await orderViews(db, [row], viewer);
  if (!view) throw new Error(`Order ${String(row.id)} has no view`);
  return view;
}
