import Big from 'big.js';
import { seededUint32 } from '@exchange/formulas';
import type { PriceLevel } from '@exchange/api/socket';

/** Options of {@link createRandomWalkBook}. */
export interface RandomWalkOptions {
  seed: number;
  /** Starting mid price as a decimal string. */
  mid: string;
  pricePrecision: number;
  sizePrecision: number;
  /** Levels per side in every book. */
  levels: number;
  /** The first book's `ts`; each next book is 10 ms later. */
  startTs?: number;
}

/**
 * Full-depth books from a seeded random walk, for the fast-update story and the benchmark: the mid
 * moves a few ticks per book, levels sit 1 to 3 ticks apart, amounts are random lots. Money stays
 * exact: the randomness picks integer tick and lot counts, big.js turns them into decimals.
 *
 * @example
 * const feed = createRandomWalkBook({ seed: 7, mid: '65000', pricePrecision: 2, sizePrecision: 4, levels: 20 });
 * store.set(feed.next());
 */
export function createRandomWalkBook(options: RandomWalkOptions) {
  // The fixtures' mulberry32 (integers below 2^32), scaled to [0, 1).
  const next = seededUint32(options.seed);
  const random = () => next() / 4_294_967_296;
  const tick = new Big(10).pow(-options.pricePrecision);
  const lot = new Big(10).pow(-options.sizePrecision);
  let midTicks = new Big(options.mid).div(tick).round(0, Big.roundDown).toNumber();
  let ts = options.startTs ?? 1_700_000_000_000;
  const randomInt = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const side = (direction: 1 | -1): PriceLevel[] => {
    const levels: PriceLevel[] = [];
    let offset = 0;
    for (let i = 0; i < options.levels; i += 1) {
      offset += randomInt(1, 3);
      const price = tick.times(midTicks + direction * offset).toFixed(options.pricePrecision);
      const amount = lot.times(randomInt(1, 50_000)).toFixed(options.sizePrecision);
      levels.push([price, amount]);
    }
    return levels;
  };
  return {
    next(): { asks: PriceLevel[]; bids: PriceLevel[]; ts: number } {
      midTicks = Math.max(options.levels * 4, midTicks + randomInt(-3, 3));
      ts += 10;
      return { asks: side(1), bids: side(-1), ts };
    },
  };
}
