import type { Big } from 'big.js';
import type { Storage } from '../db/connect.ts';
import type { UserId } from '../wallet/ledger.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { ContractEngine } from './contract-service.ts';
import { FundingPremiums } from './funding-premium.ts';
import { fundingStart, latestFundingTime, settleFunding } from './funding-settlement.ts';
import type { IndexPrices } from './index-price.ts';
import { closeFundPosition } from './liquidation-fund-close.ts';
import type { FundAccount } from './liquidation-fund.ts';
import { LiquidationIndex } from './liquidation-index.ts';
import { type ContractNotice, LiquidationSweep } from './liquidation-sweep.ts';
import type { ContractPrices } from './market-ports.ts';
import { MarkPrices } from './mark-price.ts';
import { runTriggers } from './triggers-tick.ts';

export interface ContractRiskOptions {
  storage: Storage;
  engine: ContractEngine;
  pairs: readonly ContractPairConfig[];
  index: IndexPrices;
  /** The insurance fund's trading account (liquidation-fund.ts). */
  fund: FundAccount;
  fundingIntervalMs: number;
  now: () => number;
  tell: (userId: UserId, notice: ContractNotice) => void;
  onError: (error: unknown) => void;
}

/**
 * The contracts' risk side on one server clock (issue 19): each `tick(now)` samples the basis
 * and the premium, recomputes the marks, fires stops and TP/SL, sweeps liquidations, lets the
 * insurance fund close what it took over (ADL when it cannot pay) and settles a funding that is
 * due. It provides the mark, index and funding to the engine and the market data.
 *
 * Funding catch-up: a server down over one or more funding times settles only the LATEST missed
 * one, once, at its first tick back (with the mark and premium it has then), and skips the
 * earlier ones: charging every missed interval at once, at prices nobody saw, would hit traders
 * with several fundings in one second. Times before this store's first run are never settled.
 */
export class ContractRisk implements ContractPrices {
  readonly premiums: FundingPremiums;
  readonly marks: MarkPrices;
  readonly liquidations: LiquidationIndex;
  private readonly sweeper: LiquidationSweep;
  private readonly settledUpTo = new Map<string, number>();
  private fundingFrom: number | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly options: ContractRiskOptions) {
    const { engine, pairs } = options;
    const depth = (symbol: string) => engine.depth(symbol, 50);
    this.premiums = new FundingPremiums(pairs, depth);
    this.marks = new MarkPrices(pairs, {
      depth,
      indexOf: (symbol) => this.indexOf(symbol),
      indexHeld: (symbol) => options.index.heldOf(symbol) !== undefined,
      lastPriceOf: (symbol) => engine.lastPriceOf(symbol),
      fundingRateOf: (symbol) => this.fundingRateOf(symbol),
      nextFundingTime: (now) => this.nextFundingTime(now),
      fundingIntervalMs: options.fundingIntervalMs,
    });
    this.liquidations = new LiquidationIndex(
      (symbol) => pairs.find((p) => p.symbol === symbol)?.brackets ?? [],
    );
    for (const position of engine.allOpenPositions()) this.liquidations.update(position);
    engine.on((event) => {
      if (event.kind !== 'position') return;
      if (event.closed) this.liquidations.remove(event.position.userId, event.position.symbol);
      else this.liquidations.update(event.position);
    });
    engine.setMarkProvider((symbol) => this.markOf(symbol));
    this.sweeper = new LiquidationSweep({
      storage: options.storage,
      engine,
      pairs,
      index: this.liquidations,
      fund: options.fund,
      markOf: (symbol) => this.markOf(symbol),
      tell: options.tell,
    });
  }

  /** The insurance fund's trading account. */
  get fundId(): UserId {
    return this.options.fund.current;
  }

  markOf(symbol: string): Big {
    return this.marks.markOf(symbol, this.options.now());
  }

  indexOf(symbol: string): Big {
    return this.options.index.indexOf(symbol);
  }

  fundingRateOf(symbol: string): Big {
    return this.premiums.rateOf(symbol);
  }

  nextFundingTime(now: number): number {
    return latestFundingTime(now, this.options.fundingIntervalMs) + this.options.fundingIntervalMs;
  }

  /** One tick at `now`; ticks never overlap (a slow one delays the next). */
  tick(now: number): Promise<void> {
    const next = this.running.then(() => this.tickNow(now));
    this.running = next.catch(() => undefined);
    return next;
  }

  private async tickNow(now: number): Promise<void> {
    const { pairs, engine, onError } = this.options;
    for (const pair of pairs) this.premiums.sample(pair.symbol, this.indexOf(pair.symbol));
    this.marks.sample(now);
    await runTriggers({
      engine,
      pairs,
      markOf: (symbol) => this.markOf(symbol),
      fundId: this.options.fund.current,
      onError,
    });
    await this.sweeper.sweep(now);
    for (const pair of pairs)
      await closeFundPosition({
        storage: this.options.storage,
        engine,
        pair,
        fundId: this.options.fund.current,
        mark: this.markOf(pair.symbol),
        now,
        tell: this.options.tell,
        onError,
      });
    await this.fund(now);
    // Sweep again: the fund's closes fill resting orders (a bid far above a mark that has just
    // gapped down opens a position already past bankruptcy) and a funding payment can take an
    // account below maintenance. No position may stand in that state until the next tick.
    await this.sweeper.sweep(now);
  }

  /** Settle the latest funding time due, once per symbol (see the class comment). */
  private async fund(now: number): Promise<void> {
    const { storage, engine, pairs, fundingIntervalMs } = this.options;
    this.fundingFrom ??= await fundingStart(storage.db, now);
    const due = latestFundingTime(now, fundingIntervalMs);
    if (due <= this.fundingFrom) return;
    for (const pair of pairs) {
      if ((this.settledUpTo.get(pair.symbol) ?? -1) >= due) continue;
      const mark = this.markOf(pair.symbol);
      const rate = this.fundingRateOf(pair.symbol);
      const booked = await settleFunding(storage, engine, pair, due, mark, rate, now);
      this.settledUpTo.set(pair.symbol, due);
      if (!booked) continue;
      this.premiums.reset(pair.symbol);
      for (const { position, amount } of booked)
        this.options.tell(position.userId, {
          kind: 'funding',
          symbol: pair.symbol,
          side: position.side,
          amount: amount.toFixed(),
          price: mark.toFixed(),
          ts: now,
        });
    }
  }
}
