import { Big } from 'big.js';
import type { Advertiser } from '@exchange/api';
import type { Executor, UserId } from '../wallet/ledger.ts';
import { ONLINE_WINDOW_MS, STATS_WINDOW_MS } from './c2c-config.ts';
import { publicName } from './c2c-public-name.ts';
import './c2c-tables.ts';

// Advertiser statistics (issue 22), over the last 30 days of orders: trades completed, the
// completion rate (completed ÷ finished), the average seconds from "paid" to release as seller,
// and whether they are online (a session seen in the last 5 minutes, or a demo merchant).

/** The advertisers of `userIds` as buyers and sellers see them, by id. */
export async function advertisers(
  db: Executor,
  userIds: readonly UserId[],
  now: number,
): Promise<Map<UserId, Advertiser>> {
  const ids = [...new Set(userIds)];
  const result = new Map<UserId, Advertiser>();
  if (ids.length === 0) return result;
  const users = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'email'])
    .where('id', 'in', ids)
    .execute();
  const seen = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('user_id', 'in', ids)
    .where('last_seen_at', '>=', now - ONLINE_WINDOW_MS)
    .execute();
  const merchants = await db
    .selectFrom('c2c_merchants')
    .select('user_id')
    .where('user_id', 'in', ids)
    .execute();
  const online = new Set([...seen, ...merchants].map((row) => row.user_id));
  const since = now - STATS_WINDOW_MS;
  const orders = await db
    .selectFrom('c2c_orders')
    .select(['buyer_id', 'seller_id', 'status', 'paid_at', 'completed_at'])
    .where((eb) => eb.or([eb('buyer_id', 'in', ids), eb('seller_id', 'in', ids)]))
    .where('status', 'in', ['completed', 'cancelled'])
    .where('created_at', '>=', since)
    .execute();
  for (const user of users) {
    const mine = orders.filter((o) => o.buyer_id === user.id || o.seller_id === user.id);
    const completed = mine.filter((o) => o.status === 'completed');
    const releases = completed.filter(
      (o) => o.seller_id === user.id && o.paid_at !== null && o.completed_at !== null,
    );
    const releaseMs = releases.reduce(
      (sum, o) => sum + (o.completed_at ?? 0) - (o.paid_at ?? 0),
      0,
    );
    result.set(user.id, {
      id: user.id,
      nickname: publicName(user),
      trades_30d: completed.length,
      completion_rate:
        mine.length === 0
          ? '0'
          : new Big(completed.length).div(mine.length).round(4, Big.roundDown).toFixed(),
      avg_release_seconds:
        releases.length === 0 ? null : Math.floor(releaseMs / releases.length / 1000),
      online: online.has(user.id),
    });
  }
  return result;
}
