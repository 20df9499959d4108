import type { Big } from 'big.js';
import type { PriceLevel } from '@exchange/api/socket';

// What the contract market data reads of the engine (positions, books, trades) and of the risk
// side (mark, index, funding). Narrow on purpose: the market data never changes either, and its
// tests drive it with a few lines of fakes.

/** A contract pair as the market data needs it. */
export interface MarketPair {
  symbol: string;
  pricePrecision: number;
  sizePrecision: number;
}

/** The aggregated book of a symbol, best price first on each side. */
export interface ContractBooks {
  depth(symbol: string, limit: number): { asks: PriceLevel[]; bids: PriceLevel[] };
}

/** One contract trade (a fill, counted once: the taker's side). */
export interface ContractTrade {
  id: string;
  price: Big;
  amount: Big;
  /** The taker's side: `buy` opened or added to a long (or reduced a short). */
  side: 'buy' | 'sell';
  ts: number;
}

/** The risk side's prices of a symbol. */
export interface ContractPrices {
  markOf(symbol: string): Big;
  indexOf(symbol: string): Big;
  /** The predicted rate of the next funding, as a fraction. */
  fundingRateOf(symbol: string): Big;
  /** When the next funding is settled (ms). */
  nextFundingTime(now: number): number;
}

/** An open position, as open interest and the long/short ratio count it. */
export interface OpenPosition {
  userId: number;
  symbol: string;
  side: 'long' | 'short';
  size: Big;
}
