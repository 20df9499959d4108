import { Big } from 'big.js';
import { KYC_LEVELS, type KycLevel, type WithdrawLimit } from '@exchange/api';
import { IDENTITY_WITHDRAW_LIMITS, LIMIT_COIN } from '../config/identity-limits.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import { usdtValue, valuation } from '../wallet/valuation.ts';
import { DAY_MS } from '../wallet/withdrawal-service.ts';

/** Every level's limit, lowest level first (GET /identity/status `limits`). */
export function levelLimits(): WithdrawLimit[] {
  return KYC_LEVELS.map((level) => ({
    level,
    coin_name: LIMIT_COIN,
    withdraw_limit_24h: IDENTITY_WITHDRAW_LIMITS[level],
  }));
}

/**
 * An amount of a coin valued in {@link LIMIT_COIN} with the server's prices (USDT prices, so
 * through USDT: amount × price(coin) / price(limit coin)). A coin without a price is worth 0, as
 * in every valuation (wallet/valuation.ts).
 */
export function limitValue(ctx: ServerContext, coin: string, amount: Big): Big {
  if (coin === LIMIT_COIN) return amount;
  const usdt = usdtValue(ctx.prices, coin, amount);
  const quote = ctx.prices(LIMIT_COIN);
  if (quote === undefined || new Big(quote).lte(0)) return usdt;
  return usdt.div(quote);
}

/** What leaves or is leaving the account (withdrawal-service.ts counts the same statuses). */
const COUNTED = ['pending', 'processing', 'completed'];

/** Every coin the user withdrew in the 24 hours before now, valued in {@link LIMIT_COIN}. */
export async function withdrawnValue(ctx: ServerContext, userId: number): Promise<Big> {
  const rows = await ctx.storage.db
    .selectFrom('withdrawals')
    .select(['coin', 'amount'])
    .where('user_id', '=', userId)
    .where('status', 'in', COUNTED)
    .where('created_at', '>', ctx.now() - DAY_MS)
    .execute();
  return rows.reduce(
    (sum, row) => sum.plus(limitValue(ctx, row.coin, new Big(row.amount))),
    new Big(0),
  );
}

/** `withdrawn_24h` of the identity status: {@link withdrawnValue} as a wire decimal. */
export async function withdrawnInDayValued(ctx: ServerContext, userId: number): Promise<string> {
  return valuation(await withdrawnValue(ctx, userId));
}

/** A level's limit, what was used of it in the last 24 hours and what is left (never below 0). */
export interface LevelQuota {
  level: KycLevel;
  coin_name: string;
  limit: string;
  used: string;
  remaining: string;
}

export async function levelQuota(
  ctx: ServerContext,
  userId: number,
  level: KycLevel,
): Promise<LevelQuota> {
  const limit = IDENTITY_WITHDRAW_LIMITS[level];
  const used = await withdrawnValue(ctx, userId);
  const left = new Big(limit).minus(used);
  return {
    level,
    coin_name: LIMIT_COIN,
    limit,
    used: valuation(used),
    remaining: valuation(left.gt(0) ? left : new Big(0)),
  };
}

/**
 * 422 on `amount` when withdrawing `amount` of `coin` would take the user past their level's
 * 24-hour limit; the message names the limit, the level and what is left.
 */
export async function requireWithinLevelLimit(
  ctx: ServerContext,
  userId: number,
  level: KycLevel,
  coin: string,
  amount: Big,
): Promise<void> {
  const quota = await levelQuota(ctx, userId, level);
  if (new Big(quota.used).plus(limitValue(ctx, coin, amount)).lte(quota.limit)) return;
  throw fieldError(
    'amount',
    `Over the 24-hour withdrawal limit of ${quota.limit} ${LIMIT_COIN} for your verification ` +
      `level (${level}): ${quota.remaining} ${LIMIT_COIN} left. Verify your identity to raise it`,
  );
}
