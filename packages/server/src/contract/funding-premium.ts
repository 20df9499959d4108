import { Big } from 'big.js';
import { fundingRate, impactPrices, premiumIndex } from '@exchange/formulas';
import type { PriceLevel } from '@exchange/api/socket';
import type { ContractPairConfig } from './contract-pairs.ts';

/** USDT of initial margin an impact order uses (issue 19: 200 USDT at the pair's max leverage). */
const IMPACT_MARGIN = new Big(200);

/** The levels of a symbol's book, best first, as the engine's `depth` gives them. */
export type BookDepth = (symbol: string) => { asks: PriceLevel[]; bids: PriceLevel[] };

interface Average {
  sum: Big;
  count: number;
}

/**
 * The premium index of each contract, sampled on every tick from the book's impact bid and ask
 * (the average fill of a market order of 200 USDT ÷ initial margin rate at max leverage) and
 * averaged over the funding interval; the predicted funding rate follows from that average.
 * A tick whose book is thinner than the impact notional takes no sample. The samples live in
 * memory: after a restart the average restarts from the next tick (the funding time itself is
 * guarded in the database, see funding-settlement.ts).
 */
export class FundingPremiums {
  private readonly averages = new Map<string, Average>();

  constructor(
    private readonly pairs: readonly ContractPairConfig[],
    private readonly depth: BookDepth,
  ) {}

  /** The impact notional of a pair: 200 USDT of margin at its max leverage. */
  static impactNotional(pair: ContractPairConfig): Big {
    return IMPACT_MARGIN.times(pair.maxLeverage);
  }

  /** Take one premium sample of the symbol at the index. */
  sample(symbol: string, index: Big): void {
    const pair = this.pairs.find((p) => p.symbol === symbol);
    if (!pair || index.lte(0)) return;
    const book = this.depth(symbol);
    const impact = impactPrices(
      {
        asks: book.asks.map(([price, size]) => [new Big(price), new Big(size)]),
        bids: book.bids.map(([price, size]) => [new Big(price), new Big(size)]),
      },
      FundingPremiums.impactNotional(pair),
    );
    if (!impact) return;
    const premium = premiumIndex({ impactBid: impact.bid, impactAsk: impact.ask, index });
    const average = this.averages.get(symbol) ?? { sum: new Big(0), count: 0 };
    this.averages.set(symbol, { sum: average.sum.plus(premium), count: average.count + 1 });
  }

  /** The average premium since the last funding (0 before any sample). */
  premiumAverage(symbol: string): Big {
    const average = this.averages.get(symbol);
    return average && average.count > 0 ? average.sum.div(average.count) : new Big(0);
  }

  /** The funding rate the next funding would settle at now (within ± the pair's cap). */
  rateOf(symbol: string): Big {
    const pair = this.pairs.find((p) => p.symbol === symbol);
    return fundingRate({
      premiumAverage: this.premiumAverage(symbol),
      cap: new Big(pair?.fundingCap ?? '0.0075'),
    });
  }

  /** A funding was settled: the next interval averages afresh. */
  reset(symbol: string): void {
    this.averages.delete(symbol);
  }
}
