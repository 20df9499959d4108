import type { KlineBar, SpotPair } from '@exchange/api';
import { sortRows, type MarketRow } from '../../markets/market-rows.ts';

/** The home page's market cards, in the order they show. */
export const HOME_CARDS = ['gainers', 'losers', 'volume', 'listings'] as const;
export type HomeCardKey = (typeof HOME_CARDS)[number];

/**
 * Pairs per card. Three keeps the four cards different on a small exchange (the reference one
 * lists four pairs: with four rows, gainers would be losers upside down).
 */
export const HOME_CARD_ROWS = 3;

/**
 * The rows of each card: biggest 24 h rise, biggest fall, highest 24 h quote turnover, and the
 * newest listings (pairs without `listed_at` are never "new"). Decimals compare in big.js
 * (`sortRows`); ties keep the pair list's order.
 *
 * @example homeCards(toMarketRows('spot', pairs, tickers), pairs).gainers[0]?.symbol
 */
export function homeCards(
  rows: readonly MarketRow[],
  pairs: readonly Pick<SpotPair, 'symbol' | 'listed_at'>[],
  size = HOME_CARD_ROWS,
): Record<HomeCardKey, MarketRow[]> {
  const listedAt = new Map(pairs.map((pair) => [pair.symbol, pair.listed_at]));
  const listed = rows
    .map((row) => ({ row, at: listedAt.get(row.symbol) }))
    .filter((item): item is { row: MarketRow; at: number } => item.at !== undefined)
    .sort((a, b) => b.at - a.at)
    .map((item) => item.row);
  return {
    gainers: sortRows(rows, 'changePercent', 'descending').slice(0, size),
    losers: sortRows(rows, 'changePercent', 'ascending').slice(0, size),
    volume: sortRows(rows, 'turnover', 'descending').slice(0, size),
    listings: listed.slice(0, size),
  };
}

/** Every pair the cards show, once each, in card order: the sparklines to load. */
export function cardSymbols(cards: Record<HomeCardKey, readonly MarketRow[]>): string[] {
  return [...new Set(HOME_CARDS.flatMap((key) => cards[key].map((row) => row.symbol)))];
}

/**
 * A sparkline's points: the closes of the hourly bars, oldest first, with the last one moved to
 * the live ticker's price (the last bar is the current hour, which the ticker keeps up to date).
 *
 * @example sparklineValues(bars, ticker?.last) // ['64010.5', …, '64123.45']
 */
export function sparklineValues(
  bars: readonly Pick<KlineBar, 'timestamp' | 'close'>[] | undefined,
  live: string | undefined,
): string[] {
  if (!bars || bars.length === 0) return [];
  const closes = [...bars].sort((a, b) => a.timestamp - b.timestamp).map((bar) => bar.close);
  if (live !== undefined) closes[closes.length - 1] = live;
  return closes;
}
