import Big from 'big.js';
import type { DecimalInput } from './contract-types.ts';
import { big } from './contract-types.ts';

// Auto-deleveraging queue (issue 19 "Liquidation"; Binance FAQ 360033525471): profitable positions
// are ranked by profit × leverage (PnL ÷ margin × leverage) and shown as 1–5 bars; the highest
// quintile is deleveraged first. A position without profit is last in the queue: rank 1.

/** One position of a symbol's queue. */
export interface AdlEntry<K> {
  id: K;
  /** Unrealised PnL at the mark. */
  pnl: DecimalInput;
  /** The position's margin. */
  margin: DecimalInput;
  leverage: number;
}

/**
 * Each position's ADL rank, 1 (last to be deleveraged) … 5 (first): losers and break-even
 * positions get 1; profitable ones the quintile of their score among the profitable, so the best
 * score gets 5 and equal scores share a rank.
 *
 * @example adlRanks([{ id: 1, pnl: '10', margin: '100', leverage: 10 }, { id: 2, pnl: '-5', margin: '100', leverage: 10 }]) // Map { 1 => 5, 2 => 1 }
 */
export function adlRanks<K>(entries: readonly AdlEntry<K>[]): Map<K, number> {
  const ranks = new Map<K, number>();
  const scored: { id: K; score: Big }[] = [];
  for (const entry of entries) {
    const pnl = big(entry.pnl);
    if (pnl.lte(0)) {
      ranks.set(entry.id, 1);
      continue;
    }
    const margin = big(entry.margin);
    const profit = margin.gt(0) ? pnl.div(margin) : pnl;
    scored.push({ id: entry.id, score: profit.times(entry.leverage) });
  }
  const scores = scored.map((item) => item.score).sort((a, b) => a.cmp(b));
  for (const item of scored) {
    const atOrBelow = countAtOrBelow(scores, item.score);
    ranks.set(item.id, Math.max(1, Math.ceil((atOrBelow * 5) / scores.length)));
  }
  return ranks;
}

function countAtOrBelow(sorted: Big[], score: Big): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as Big).lte(score)) low = middle + 1;
    else high = middle;
  }
  return low;
}
