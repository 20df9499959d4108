import { Big } from 'big.js';
import { liquidationPrice } from '@exchange/formulas';
import type { MarginBracket } from '@exchange/api';
import type { ContractPosition } from './contract-types.ts';

/** The margin ratio (percent) at which a trader is warned. */
export const WARNING_RATIO = 80;
/**
 * Slack on the float keys: the index only picks candidates, each is then checked with the exact
 * margin ratio (big.js), so a key a hair off never liquidates anyone by itself.
 */
const SLACK = 1e-6;

/**
 * Brackets whose maintenance is 100 ÷ 80 of the real one: the "liquidation price" over them is
 * the price at which the real margin ratio reaches 80 % (MM = 0.8 × margin balance ⇔ 1.25 × MM =
 * margin balance), so the warning uses the same formula as the liquidation.
 */
export function warningBrackets(brackets: readonly MarginBracket[]): MarginBracket[] {
  const scale = new Big(100).div(WARNING_RATIO);
  return brackets.map((b) => ({
    ...b,
    mmr: new Big(b.mmr).times(scale).toFixed(),
    cum: new Big(b.cum).times(scale).toFixed(),
  }));
}

/**
 * A position a mark reached: `certain` when the mark lies past its price by more than the float
 * keys' slack (the exact ratio is then surely past the threshold and need not be computed);
 * otherwise the caller checks the exact margin ratio.
 */
export interface Candidate {
  userId: number;
  certain: boolean;
}

interface Entry {
  userId: number;
  /** Price at which the margin ratio reaches 100 % (0: never, for a long). */
  liquidation: number;
  /** Price at which it reaches 80 %. */
  warning: number;
}

/** The isolated positions of one symbol and side, ordered by how soon a mark move reaches them. */
class SideIndex {
  /** Sorted by `liquidation`, the most endangered first (longs: highest, shorts: lowest). */
  private byLiquidation: Entry[] = [];
  private byWarning: Entry[] = [];

  constructor(private readonly long: boolean) {}

  private before(a: number, b: number): boolean {
    return this.long ? a > b : a < b;
  }

  private insert(list: Entry[], entry: Entry, key: (e: Entry) => number): void {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const at = list[mid];
      if (at && this.before(key(at), key(entry))) lo = mid + 1;
      else hi = mid;
    }
    list.splice(lo, 0, entry);
  }

  put(entry: Entry): void {
    this.remove(entry.userId);
    this.insert(this.byLiquidation, entry, (e) => e.liquidation);
    this.insert(this.byWarning, entry, (e) => e.warning);
  }

  remove(userId: number): void {
    const at = this.byLiquidation.findIndex((e) => e.userId === userId);
    if (at >= 0) this.byLiquidation.splice(at, 1);
    const w = this.byWarning.findIndex((e) => e.userId === userId);
    if (w >= 0) this.byWarning.splice(w, 1);
  }

  private reached(list: Entry[], mark: number, key: (e: Entry) => number): Candidate[] {
    const users: Candidate[] = [];
    for (const entry of list) {
      const price = key(entry);
      const hit = this.long
        ? price > 0 && mark <= price * (1 + SLACK)
        : mark >= price * (1 - SLACK);
      if (!hit) break;
      const certain = this.long ? mark < price * (1 - SLACK) : mark > price * (1 + SLACK);
      users.push({ userId: entry.userId, certain });
    }
    return users;
  }

  liquidationCandidates(mark: number): Candidate[] {
    return this.reached(this.byLiquidation, mark, (e) => e.liquidation);
  }

  warningCandidates(mark: number): Candidate[] {
    return this.reached(this.byWarning, mark, (e) => e.warning);
  }
}

/**
 * The isolated positions of every symbol indexed by the mark at which they reach 80 % and 100 %
 * margin ratio (their margin is all that backs them, so those prices move only when the position
 * does). A mark move reads a sorted prefix: the sweep costs the positions it reaches plus a
 * binary search, not one margin-ratio computation per position.
 */
export class LiquidationIndex {
  private readonly sides = new Map<string, SideIndex>();
  private readonly held = new Map<string, string>();
  private readonly warnings = new Map<string, MarginBracket[]>();

  constructor(private readonly bracketsOf: (symbol: string) => readonly MarginBracket[]) {}

  private side(symbol: string, side: 'long' | 'short'): SideIndex {
    const key = `${symbol}|${side}`;
    let index = this.sides.get(key);
    if (!index) {
      index = new SideIndex(side === 'long');
      this.sides.set(key, index);
    }
    return index;
  }

  /** A position opened or changed (isolated ones are indexed, others dropped). */
  update(position: ContractPosition): void {
    this.remove(position.userId, position.symbol);
    if (!position.isolated || position.size.lte(0)) return;
    const brackets = this.bracketsOf(position.symbol);
    let warning = this.warnings.get(position.symbol);
    if (!warning) {
      warning = warningBrackets(brackets);
      this.warnings.set(position.symbol, warning);
    }
    const at = (list: readonly MarginBracket[]) =>
      Number(
        liquidationPrice({
          side: position.side,
          size: position.size,
          entry: position.entryPrice,
          walletBalance: position.margin,
          otherMaintenance: new Big(0),
          otherUnrealizedPnl: new Big(0),
          brackets: list,
        }),
      );
    this.side(position.symbol, position.side).put({
      userId: position.userId,
      liquidation: at(brackets),
      warning: at(warning),
    });
    this.held.set(`${position.userId}|${position.symbol}`, position.side);
  }

  remove(userId: number, symbol: string): void {
    const key = `${userId}|${symbol}`;
    const side = this.held.get(key);
    if (side === 'long' || side === 'short') this.side(symbol, side).remove(userId);
    this.held.delete(key);
  }

  /** Users whose isolated position of the symbol may have reached 100 % at this mark. */
  liquidationCandidates(symbol: string, mark: Big): Candidate[] {
    const m = Number(mark);
    return [
      ...this.side(symbol, 'long').liquidationCandidates(m),
      ...this.side(symbol, 'short').liquidationCandidates(m),
    ];
  }

  /** Users whose isolated position of the symbol may have reached 80 % at this mark. */
  warningCandidates(symbol: string, mark: Big): Candidate[] {
    const m = Number(mark);
    return [
      ...this.side(symbol, 'long').warningCandidates(m),
      ...this.side(symbol, 'short').warningCandidates(m),
    ];
  }
}
