import { Big, type BigSource } from 'big.js';
import type { ContractStat } from '@exchange/api';
import { plain } from '../market/spot-order-view.ts';
import type { Executor } from '../wallet/ledger.ts';
import './market-tables.ts';

/** How often open interest and the long/short ratio are sampled by default: every 5 minutes. */
export const DEFAULT_STATS_INTERVAL_MS = 5 * 60_000;

/** What a sample reads of an open position. */
export interface SampledPosition {
  userId: number;
  symbol: string;
  side: 'long' | 'short';
  size: BigSource;
}

/** Decimals of the long/short account ratio (Binance's `longShortRatio` has four). */
const RATIO_DECIMALS = 4;

/**
 * One sample of a symbol's positioning: open interest is the sum of the long sizes (which equals
 * the sum of the short sizes), the ratio counts accounts, not sizes ("0" when nobody is short).
 *
 * @example sampleOf('BTCUSDT', positions).open_interest // '1.25'
 */
export function sampleOf(
  symbol: string,
  positions: readonly SampledPosition[],
): { open_interest: string; long_short_ratio: string; longs: number; shorts: number } {
  let openInterest = new Big(0);
  const longs = new Set<number>();
  const shorts = new Set<number>();
  for (const position of positions) {
    if (position.symbol !== symbol || new Big(position.size).lte(0)) continue;
    if (position.side === 'long') {
      openInterest = openInterest.plus(position.size);
      longs.add(position.userId);
    } else shorts.add(position.userId);
  }
  const ratio =
    shorts.size === 0
      ? new Big(0)
      : new Big(longs.size).div(shorts.size).round(RATIO_DECIMALS, Big.roundDown);
  return {
    open_interest: openInterest.toFixed(),
    long_short_ratio: ratio.toFixed(),
    longs: longs.size,
    shorts: shorts.size,
  };
}

export interface ContractStatsOptions {
  db: Executor;
  symbols: readonly string[];
  /** Every open position right now (the engine's in-memory positions). */
  positions: () => readonly SampledPosition[];
  /** Slot length (ms); samples are taken at multiples of it since the epoch. */
  intervalMs?: number;
}

/**
 * Open interest and long/short account ratio of each contract, sampled at the start of every
 * slot (epoch-aligned multiples of the interval, 5 minutes by default) on the server clock.
 * The first tick in a slot takes its sample; the primary key (symbol, slot) keeps it to exactly
 * one row per slot even across a restart or two ticks racing. Slots the server was down for are
 * not filled in afterwards: nobody knows what the positions were then.
 *
 * @example
 * const stats = new ContractStats({ db, symbols: ['BTCUSDT'], positions: () => engine.allOpenPositions() });
 * await stats.tick(now);
 * await stats.list('BTCUSDT', 100);
 */
export class ContractStats {
  readonly intervalMs: number;
  /** The slot already sampled, so a tick inside it costs no query. */
  private sampled = -1;

  constructor(private readonly options: ContractStatsOptions) {
    this.intervalMs = options.intervalMs ?? DEFAULT_STATS_INTERVAL_MS;
    if (!Number.isSafeInteger(this.intervalMs) || this.intervalMs <= 0)
      throw new Error(`The stats interval must be a positive whole number of ms`);
  }

  /** The start of the slot `now` falls in. */
  slotOf(now: number): number {
    return Math.floor(now / this.intervalMs) * this.intervalMs;
  }

  /** Take the current slot's samples unless they are taken; returns how many rows it wrote. */
  async tick(now: number): Promise<number> {
    const slot = this.slotOf(now);
    if (slot === this.sampled) return 0;
    const positions = this.options.positions();
    let written = 0;
    for (const symbol of this.options.symbols) {
      const sample = sampleOf(symbol, positions);
      const result = await this.options.db
        .insertInto('contract_stats')
        .values({
          symbol,
          ts: slot,
          open_interest: sample.open_interest,
          long_short_ratio: sample.long_short_ratio,
          long_accounts: sample.longs,
          short_accounts: sample.shorts,
        })
        .onConflict((oc) => oc.columns(['symbol', 'ts']).doNothing())
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    this.sampled = slot;
    return written;
  }

  /** The latest `limit` samples of a symbol, oldest first (GET /contract/stats). */
  async list(symbol: string, limit: number): Promise<ContractStat[]> {
    const rows = await this.options.db
      .selectFrom('contract_stats')
      .select(['ts', 'open_interest', 'long_short_ratio'])
      .where('symbol', '=', symbol)
      .orderBy('ts', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map((row) => ({
      time: row.ts,
      open_interest: plain(row.open_interest),
      long_short_ratio: plain(row.long_short_ratio),
    }));
  }
}
