import { Big } from 'big.js';
import { markPrice } from '@exchange/formulas';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { BookDepth } from './funding-premium.ts';

/** The basis moving average's window: 30 s of samples (Binance's since Sep 2025). */
export const BASIS_WINDOW_MS = 30_000;

/** What a mark needs besides the book: the index, the last trade and the funding estimate. */
export interface MarkInputs {
  depth: BookDepth;
  indexOf(symbol: string): Big;
  /** Whether the demo route holds the symbol's index (see {@link MarkPrices}). */
  indexHeld(symbol: string): boolean;
  lastPriceOf(symbol: string): Big | undefined;
  fundingRateOf(symbol: string): Big;
  /** When the next funding is settled (ms). */
  nextFundingTime(now: number): number;
  fundingIntervalMs: number;
}

/**
 * The mark price of each contract (issue 19): the median of the last contract price, index ×
 * (1 + rate × time left ÷ interval) and index + the 30-second moving average of (mid − index),
 * one basis sample per tick. Marks are computed on `sample(now)` and read between ticks; before
 * a symbol's first tick its mark is computed from what is there.
 *
 * While the demo route holds a symbol's index, the last price and the basis are left out (the
 * median is taken over the held index alone): two of the three prices come from the contract's
 * own book and trades, which a held index does not move, so they would keep the mark where it
 * was, and the demo route's promise is that the mark follows the index (PnL moves, liquidations
 * run). The simulator quotes around the mark, so the book follows it.
 */
export class MarkPrices {
  private readonly basis = new Map<string, { ts: number; value: Big }[]>();
  private readonly marks = new Map<string, Big>();

  constructor(
    private readonly pairs: readonly ContractPairConfig[],
    private readonly inputs: MarkInputs,
  ) {}

  /** Sample each symbol's basis at `now` and recompute its mark; the marks that changed. */
  sample(now: number): Set<string> {
    const changed = new Set<string>();
    for (const pair of this.pairs) {
      const { symbol } = pair;
      const index = this.inputs.indexOf(symbol);
      const book = this.inputs.depth(symbol);
      const samples = (this.basis.get(symbol) ?? []).filter((s) => s.ts > now - BASIS_WINDOW_MS);
      const bid = book.bids[0]?.[0];
      const ask = book.asks[0]?.[0];
      if (bid !== undefined && ask !== undefined) {
        const mid = new Big(bid).plus(ask).div(2);
        samples.push({ ts: now, value: mid.minus(index) });
      }
      this.basis.set(symbol, samples);
      const mark = this.compute(pair, now);
      const before = this.marks.get(symbol);
      if (!before?.eq(mark)) changed.add(symbol);
      this.marks.set(symbol, mark);
    }
    return changed;
  }

  /** The 30-second moving average of (mid − index); 0 without samples. */
  basisAverage(symbol: string): Big {
    const samples = this.basis.get(symbol) ?? [];
    if (samples.length === 0) return new Big(0);
    return samples.reduce((sum, s) => sum.plus(s.value), new Big(0)).div(samples.length);
  }

  markOf(symbol: string, now: number): Big {
    const known = this.marks.get(symbol);
    if (known) return known;
    const pair = this.pairs.find((p) => p.symbol === symbol);
    return pair ? this.compute(pair, now) : this.inputs.indexOf(symbol);
  }

  private compute(pair: ContractPairConfig, now: number): Big {
    const { symbol } = pair;
    const index = this.inputs.indexOf(symbol);
    const held = this.inputs.indexHeld(symbol);
    const mark = markPrice({
      last: held ? index : (this.inputs.lastPriceOf(symbol) ?? index),
      index,
      fundingRate: this.inputs.fundingRateOf(symbol),
      msToFunding: this.inputs.nextFundingTime(now) - now,
      intervalMs: this.inputs.fundingIntervalMs,
      basisAverage: held ? new Big(0) : this.basisAverage(symbol),
    });
    return mark.round(pair.pricePrecision, Big.roundHalfEven);
  }
}
