import { Big } from 'big.js';
import type { Bar, Ticker } from '@exchange/api/socket';
import type { KlinePeriod } from '@exchange/formulas';
import { KLINE_PERIODS } from '@exchange/formulas';
import { KLINE_PAGE, KlineStore } from '../market/kline-store.ts';
import { barStart } from '../market/periods.ts';
import { plain } from '../market/spot-order-view.ts';
import { tickerFromKlines } from '../market/ticker-stats.ts';
import type { Executor } from '../wallet/ledger.ts';
import type { ContractPriceKind } from './market-tables.ts';
import './market-tables.ts';

/** What the candles need of a contract pair. */
export interface KlinePair {
  symbol: string;
  pricePrecision: number;
}

/** One contract trade as the candles fold it. */
export interface KlineTrade {
  price: Big;
  amount: Big;
  ts: number;
}

/**
 * The generated past of a symbol (the spot market's generated history: contracts trade around
 * the same coins), or an empty store when there is none. Called once per symbol, on first use.
 */
export type KlineHistory = (symbol: string) => KlineStore;

interface SymbolCandles {
  pair: KlinePair;
  /**
   * The generated past with every real minute merged in: built when candles or tickers are
   * first read (generating costs ~0.3 s per symbol, and most servers never chart a contract).
   */
  stores: Map<ContractPriceKind, KlineStore> | null;
  /** Only the real minutes (stored, then live): what ticks fold into until `stores` exists. */
  minutes: Map<ContractPriceKind, KlineStore>;
}

/** The mark's candles carry no volume: only the price moved, nobody traded. */
function withoutVolume(bar: Bar): Bar {
  return { ...bar, volume: '0', turnover: '0' };
}

/**
 * Contract candles of two prices (issue 19): the last price, folded from contract trades, and
 * the mark price, folded from the mark sampled every tick. Each change writes its 1-minute bar
 * (one row per symbol, price kind and minute); every period is served by aggregating minutes
 * (KlineStore folds each minute into every period), so a restart rebuilds all of them.
 *
 * Writes are queued one after another, so a minute's row always ends with its latest state.
 *
 * @example
 * const klines = await ContractKlines.open(db, pairs, history);
 * klines.addTrades('BTCUSDT', [{ price: new Big('65000'), amount: new Big('0.1'), ts }]);
 * klines.range('BTCUSDT', 'mark', '1m', from, to);
 */
export class ContractKlines {
  private readonly symbols = new Map<string, SymbolCandles>();
  private writes: Promise<void> = Promise.resolve();
  private readonly failures: ((error: unknown) => void)[] = [];

  private constructor(
    private readonly db: Executor,
    private readonly history: KlineHistory,
  ) {}

  /** Read every stored minute of the pairs (their stores are built on first use). */
  static async open(
    db: Executor,
    pairs: readonly KlinePair[],
    history: KlineHistory,
  ): Promise<ContractKlines> {
    const klines = new ContractKlines(db, history);
    const rows = await db.selectFrom('contract_klines').selectAll().orderBy('ts').execute();
    for (const pair of pairs)
      klines.symbols.set(pair.symbol, {
        pair,
        stores: null,
        minutes: new Map([
          ['last', new KlineStore()],
          ['mark', new KlineStore()],
        ]),
      });
    for (const row of rows) {
      klines.symbols
        .get(row.symbol)
        ?.minutes.get(row.price_kind)
        ?.addMinuteBar({
          timestamp: row.ts,
          open: plain(row.open),
          high: plain(row.high),
          low: plain(row.low),
          close: plain(row.close),
          volume: plain(row.volume),
          turnover: plain(row.turnover),
        });
    }
    return klines;
  }

  /** Hear about a failed write (the server logs it); returns nothing to undo. */
  onWriteError(listener: (error: unknown) => void): void {
    this.failures.push(listener);
  }

  /** Whether the symbol is one of the contracts. */
  has(symbol: string): boolean {
    return this.symbols.has(symbol);
  }

  private storesOf(symbol: string): Map<ContractPriceKind, KlineStore> {
    const candles = this.symbols.get(symbol);
    if (!candles) throw new Error(`No contract ${symbol}`);
    if (candles.stores) return candles.stores;
    const last = this.history(symbol);
    const mark = new KlineStore();
    for (const period of KLINE_PERIODS)
      mark.load(
        period,
        last.range(period, 0, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER).map(withoutVolume),
      );
    const stores = new Map<ContractPriceKind, KlineStore>([
      ['last', last],
      ['mark', mark],
    ]);
    for (const [kind, minutes] of candles.minutes)
      for (const bar of minutes.range('1m', 0, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER))
        stores.get(kind)?.addMinuteBar(bar);
    candles.minutes.clear();
    candles.stores = stores;
    return stores;
  }

  /** Where a new trade or mark folds in: the full store once built, else the real minutes. */
  private writable(symbol: string, kind: ContractPriceKind): KlineStore {
    const candles = this.symbols.get(symbol);
    if (!candles) throw new Error(`No contract ${symbol}`);
    const store = candles.stores?.get(kind) ?? candles.minutes.get(kind);
    if (!store) throw new Error(`No ${kind} candles of ${symbol}`);
    return store;
  }

  private store(symbol: string, kind: ContractPriceKind): KlineStore {
    const store = this.storesOf(symbol).get(kind);
    if (!store) throw new Error(`No ${kind} candles of ${symbol}`);
    return store;
  }

  /** Generate every symbol's candles now (at start-up, so no request waits for it). */
  warmUp(): void {
    for (const symbol of this.symbols.keys()) this.storesOf(symbol);
  }

  /** Fold committed contract trades into the last-price candles; returns the bars they changed. */
  addTrades(symbol: string, trades: readonly KlineTrade[]): Map<KlinePeriod, Bar> {
    const store = this.writable(symbol, 'last');
    let changed = new Map<KlinePeriod, Bar>();
    for (const trade of trades) changed = store.addTrade(trade);
    this.persist(symbol, 'last', store);
    return changed;
  }

  /** Fold one mark sample into the mark candles; returns the bars it changed. */
  addMark(symbol: string, price: Big, ts: number): Map<KlinePeriod, Bar> {
    const store = this.writable(symbol, 'mark');
    const changed = store.addTrade({ price, amount: new Big(0), ts });
    this.persist(symbol, 'mark', store);
    return changed;
  }

  /**
   * Candles of one price: `from` inclusive, `to` exclusive, the latest `limit` when more match
   * (the chart pages backwards from `to`).
   */
  range(
    symbol: string,
    kind: ContractPriceKind,
    period: KlinePeriod,
    from: number,
    to: number,
    limit = KLINE_PAGE,
  ): Bar[] {
    return this.store(symbol, kind).range(period, from, to - 1, limit);
  }

  /** The latest close of a price, when there is any bar. */
  lastClose(symbol: string, kind: ContractPriceKind): Big | undefined {
    const close = this.store(symbol, kind).last('1m')?.close;
    return close === undefined ? undefined : new Big(close);
  }

  /** 24-hour statistics of the contract's trades (its last-price minutes). */
  ticker(symbol: string, now: number): Ticker {
    const candles = this.symbols.get(symbol);
    if (!candles) throw new Error(`No contract ${symbol}`);
    return tickerFromKlines(symbol, this.store(symbol, 'last'), now, candles.pair.pricePrecision);
  }

  /** Wait for every queued write (tests, shutdown). */
  async flushed(): Promise<void> {
    await this.writes;
  }

  /** Queue the write of the latest minute of a store. */
  private persist(symbol: string, kind: ContractPriceKind, store: KlineStore): void {
    const bar = store.last('1m');
    if (!bar) return;
    const row = {
      symbol,
      price_kind: kind,
      ts: barStart('1m', bar.timestamp),
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      volume: bar.volume,
      turnover: bar.turnover,
    };
    this.writes = this.writes.then(async () => {
      try {
        await this.db
          .insertInto('contract_klines')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['symbol', 'price_kind', 'ts']).doUpdateSet({
              open: row.open,
              high: row.high,
              low: row.low,
              close: row.close,
              volume: row.volume,
              turnover: row.turnover,
            }),
          )
          .execute();
      } catch (error) {
        for (const listener of this.failures) listener(error);
      }
    });
  }
}
