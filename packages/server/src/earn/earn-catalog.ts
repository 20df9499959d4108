import { Big } from 'big.js';
import type { AprTier, EarnType } from '@exchange/api';
import { coinByName, type Coin } from '../config/coins.ts';
import type { Executor } from '../wallet/ledger.ts';
import { transferDecimals } from '../wallet/account-coins.ts';
import { EARN_PRODUCTS, type EarnProductConfig } from './earn-products.ts';
import './earn-tables.ts';

/** A product's fixed terms, kept in memory (what changes, `subscribed_total`, stays in the table). */
export interface EarnProductInfo {
  id: number;
  key: string;
  coin: Coin;
  type: EarnType;
  durationDays: number | null;
  tiers: readonly AprTier[];
  minAmount: string;
  userCap: string;
  totalQuota: string;
  /** Decimals of amounts and interests: the coin's precision. */
  precision: number;
  /** In the configuration now: listed and open to subscriptions (else its holders only keep it). */
  offered: boolean;
}

/** The products by id, as the table holds them after {@link seedEarnProducts}. */
export type EarnCatalog = ReadonlyMap<number, EarnProductInfo>;

function coinOf(config: EarnProductConfig): Coin {
  const coin = coinByName(config.coin);
  if (!coin) throw new Error(`Earn product ${config.key}: unknown coin ${config.coin}`);
  return coin;
}

/**
 * Insert the configured products that are new and update the terms of those already there (by
 * `key`, so ids and what is sold survive a restart), then read the catalogue back.
 */
export async function seedEarnProducts(
  db: Executor,
  products: readonly EarnProductConfig[] = EARN_PRODUCTS,
): Promise<EarnCatalog> {
  for (const config of products) {
    const coin = coinOf(config);
    const terms = {
      coin: coin.name,
      type: config.type,
      duration_days: config.durationDays,
      tiers: JSON.stringify(config.tiers),
      min_amount: config.minAmount,
      user_cap: config.userCap,
      total_quota: config.totalQuota,
      amount_precision: transferDecimals(coin),
    };
    await db
      .insertInto('earn_products')
      .values({ key: config.key, subscribed_total: '0', ...terms })
      .onConflict((oc) => oc.column('key').doUpdateSet(terms))
      .execute();
  }
  const keys = new Set(products.map((config) => config.key));
  // A product dropped from the configuration is no longer offered; its holders keep earning.
  const rows = await db.selectFrom('earn_products').selectAll().orderBy('id').execute();
  const catalog = new Map<number, EarnProductInfo>();
  for (const row of rows) {
    const coin = coinByName(row.coin);
    if (!coin) continue;
    catalog.set(row.id, {
      id: row.id,
      key: row.key,
      coin,
      type: row.type,
      durationDays: row.duration_days,
      tiers: JSON.parse(row.tiers) as AprTier[],
      minAmount: new Big(row.min_amount).toFixed(),
      userCap: new Big(row.user_cap).toFixed(),
      totalQuota: new Big(row.total_quota).toFixed(),
      precision: row.amount_precision,
      offered: keys.has(row.key),
    });
  }
  return catalog;
}
