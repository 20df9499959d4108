import { Big } from 'big.js';
import type { EarnPosition, EarnProduct, EarnRecord } from '@exchange/api';
import { dailyInterest, earnDayStart } from '@exchange/formulas';
import type { Selectable } from 'kysely';
import type { Executor } from '../wallet/ledger.ts';
import { toAmount } from '../wallet/ledger.ts';
import type { EarnCatalog, EarnProductInfo } from './earn-catalog.ts';
import { productInfo } from './earn-accrual.ts';
import type { EarnPositionsTable, EarnRecordsTable } from './earn-tables.ts';

// How earn rows read on the wire (api earn.ts).

/**
 * A product as listed: `subscribedTotal` from the table, `userSubscribed` the caller's holding,
 * `dayMs` the server's earn day.
 */
export function productView(
  product: EarnProductInfo,
  subscribedTotal: string,
  userSubscribed: string,
  dayMs: number,
): EarnProduct {
  const left = new Big(product.totalQuota).minus(subscribedTotal);
  const first = product.tiers[0];
  if (!first) throw new Error(`Earn product ${product.key} has no rate tier`);
  return {
    id: product.id,
    coin_id: product.coin.id,
    coin_name: product.coin.name,
    type: product.type,
    duration_days: product.durationDays,
    apr: first.apr,
    apr_tiers: [...product.tiers],
    min_amount: product.minAmount,
    user_cap: product.userCap,
    total_quota: product.totalQuota,
    subscribed_total: toAmount(subscribedTotal),
    user_subscribed: toAmount(userSubscribed),
    amount_precision: product.precision,
    // Sold out once what is left cannot take even the minimum.
    status: left.lt(product.minAmount) ? 'sold_out' : 'open',
    day_ms: dayMs,
  };
}

/**
 * What each of a user's holding positions has before it in its product's tiers: the principal
 * of their earlier (lower id) holding positions of the same product.
 */
export async function tierOffsets(db: Executor, userId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('earn_positions')
    .select(['id', 'product_id', 'amount'])
    .where('user_id', '=', userId)
    .where('status', '=', 'holding')
    .orderBy('id')
    .execute();
  const held = new Map<number, Big>();
  const offsets = new Map<number, string>();
  for (const row of rows) {
    const before = held.get(row.product_id) ?? new Big(0);
    offsets.set(row.id, before.toFixed());
    held.set(row.product_id, before.plus(row.amount));
  }
  return offsets;
}

/** A position on the wire; `offset` from {@link tierOffsets}, `now` for "yesterday". */
export function positionView(
  row: Selectable<EarnPositionsTable>,
  catalog: EarnCatalog,
  clock: { now: number; dayMs: number; offset: string },
): EarnPosition {
  const product = productInfo(catalog, row.product_id);
  const holding = row.status === 'holding';
  const amount = toAmount(row.amount);
  const yesterday = earnDayStart(clock.now, clock.dayMs) - clock.dayMs;
  const first = product.tiers[0];
  if (!first) throw new Error(`Earn product ${product.key} has no rate tier`);
  return {
    id: row.id,
    product_id: product.id,
    coin_id: product.coin.id,
    coin_name: product.coin.name,
    type: product.type,
    duration_days: product.durationDays,
    apr: first.apr,
    apr_tiers: [...product.tiers],
    amount,
    subscribed_amount: toAmount(row.subscribed_amount),
    total_interest: toAmount(row.total_interest),
    yesterday_interest:
      row.last_interest_day !== null && row.last_interest_day === yesterday
        ? toAmount(row.last_interest)
        : '0',
    estimated_daily_interest: holding
      ? dailyInterest({
          tiers: product.tiers,
          principal: amount,
          offset: clock.offset,
          precision: product.precision,
        })
      : '0',
    forfeit_on_redeem: holding && product.type === 'locked' ? toAmount(row.total_interest) : '0',
    client_order_id: row.client_order_id,
    subscribed_at: row.subscribed_at,
    value_date: row.value_date,
    maturity_date: row.maturity_date === null ? null : row.maturity_date,
    closed_at: row.closed_at === null ? null : row.closed_at,
    status: row.status,
  };
}

/** A record on the wire. */
export function recordView(row: Selectable<EarnRecordsTable>, catalog: EarnCatalog): EarnRecord {
  const product = productInfo(catalog, row.product_id);
  return {
    id: row.id,
    type: row.type,
    position_id: row.position_id,
    product_id: product.id,
    coin_id: product.coin.id,
    coin_name: product.coin.name,
    earn_type: product.type,
    duration_days: product.durationDays,
    amount: toAmount(row.amount),
    forfeited_interest: toAmount(row.forfeited_interest),
    interest_day: row.interest_day === null ? null : row.interest_day,
    created_at: row.created_at,
  };
}
