import { Big } from 'big.js';
import type { AssetHistory, AssetValuation } from '@exchange/api';
import type { Bar } from '@exchange/api/socket';
import { referencePrice } from '../config/coins.ts';
import type { PriceSource, ServerContext } from '../http/context.ts';
import { type Executor, ledger, type UserId } from './ledger.ts';
import { valuation } from './valuation.ts';

// The overview's line of total asset value (issue 17): one valuation per user per UTC day that
// has ended, computed on demand from the ledger for the days not yet kept, then kept (a past day
// never changes), plus the current point. Nothing is invented: a day's value is what the user
// held at the day's end (the last ledger entry of each account before it) at that day's close.

const DAY = 86_400_000;

export interface AssetValuationsTable {
  user_id: number;
  /** Start of the UTC day, ms. */
  day: number;
  total_usdt: string;
  total_btc: string;
  created_at: number;
}

declare module '../db/schema.ts' {
  interface Database {
    asset_valuations: AssetValuationsTable;
  }
}

/** The market's daily candles, as far as valuations need them (MarketService fits). */
export interface DailyCandles {
  readonly pairs: readonly { symbol: string; base: string; quote: string }[];
  /** Candles with `from <= timestamp < to`, the latest `limit` of them. */
  klines(symbol: string, period: 'D', from: number, to: number, limit?: number): Bar[];
}

/** How far back a day's close is looked for when the pair had no candle that day. */
const CLOSE_LOOKBACK = 400 * DAY;

/**
 * The USDT price of a coin at the end of the day before `dayEnd`: the close of the last daily
 * candle of its USDT pair that started before then (that day's, or the last day it traded).
 * USDT is 1. A coin with no USDT pair (USDC) or no candle yet is valued at the coin table's
 * reference price, which is what every valuation of the exchange uses for it before a trade.
 */
export function closeBefore(
  candles: DailyCandles,
  coin: string,
  dayEnd: number,
): string | undefined {
  if (coin === 'USDT') return '1';
  const pair = candles.pairs.find((p) => p.base === coin && p.quote === 'USDT');
  const bar = pair
    ? candles.klines(pair.symbol, 'D', dayEnd - CLOSE_LOOKBACK, dayEnd, 1)[0]
    : undefined;
  return bar?.close ?? referencePrice(coin);
}

/** Sum of `holdings` (balance + frozen per coin) valued at `price`, in USDT and in BTC. */
export function valueOf(
  holdings: readonly { coin: string; balance: string; frozen: string }[],
  price: PriceSource,
): { usdt: string; btc: string } {
  const total = holdings.reduce((sum, h) => {
    const p = price(h.coin);
    return p === undefined ? sum : sum.plus(new Big(h.balance).plus(h.frozen).times(p));
  }, new Big(0));
  const btc = price('BTC');
  return {
    usdt: valuation(total),
    btc: btc === undefined || new Big(btc).eq(0) ? '0' : valuation(total.div(btc)),
  };
}

/** What a user held in each account just before `dayEnd`: each account's last entry before it. */
async function holdingsBefore(db: Executor, userId: UserId, dayEnd: number) {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['coin', 'balance_after', 'frozen_after'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('ledger_entries')
        .select((inner) => inner.fn.max('id').as('id'))
        .where('user_id', '=', userId)
        .where('created_at', '<', dayEnd)
        .groupBy('account_id'),
    )
    .execute();
  return rows.map((r) => ({ coin: r.coin, balance: r.balance_after, frozen: r.frozen_after }));
}

/** The start of the UTC day holding `ms`. */
function utcDay(ms: number): number {
  return Math.floor(ms / DAY) * DAY;
}

/**
 * The user's valuations of the last `days` UTC days (today included: today is the current
 * point), from the day they signed up. Days not kept yet are computed from the ledger and the
 * day's close, then kept; two requests racing keep the first.
 *
 * @example
 * const { list, current } = await assetHistory(ctx, market, userId, 30);
 */
export async function assetHistory(
  ctx: ServerContext,
  candles: DailyCandles,
  userId: UserId,
  days: number,
): Promise<AssetHistory> {
  const { db } = ctx.storage;
  const now = ctx.now();
  const today = utcDay(now);
  const user = await db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const first = Math.max(today - (days - 1) * DAY, utcDay(user.created_at));

  const kept = await db
    .selectFrom('asset_valuations')
    .select(['day', 'total_usdt', 'total_btc'])
    .where('user_id', '=', userId)
    .where('day', '>=', first)
    .where('day', '<', today)
    .execute();
  const byDay = new Map(kept.map((row) => [row.day, row]));
  const list: AssetValuation[] = [];
  for (let day = first; day < today; day += DAY) {
    const row = byDay.get(day);
    if (row) {
      list.push({
        time: day,
        total_assets_usdt: valuation(new Big(row.total_usdt)),
        total_assets_btc: valuation(new Big(row.total_btc)),
      });
      continue;
    }
    const dayEnd = day + DAY;
    const value = valueOf(await holdingsBefore(db, userId, dayEnd), (coin) =>
      closeBefore(candles, coin, dayEnd),
    );
    await db
      .insertInto('asset_valuations')
      .values({
        user_id: userId,
        day,
        total_usdt: value.usdt,
        total_btc: value.btc,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .execute();
    list.push({ time: day, total_assets_usdt: value.usdt, total_assets_btc: value.btc });
  }

  const current = valueOf(await ledger.accounts(db, userId), ctx.prices);
  return {
    list,
    current: { time: now, total_assets_usdt: current.usdt, total_assets_btc: current.btc },
  };
}
