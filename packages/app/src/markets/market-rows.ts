import Big from 'big.js';
import type { ContractPair, OptionPair, SpotPair } from '@exchange/api';
import type { Ticker } from '@exchange/api/socket';

export type MarketKind = 'spot' | 'contract';

/** One pair as the market tables show it: the pair list's 24 h stats, overlaid by live tickers. */
export interface MarketRow {
  kind: MarketKind;
  symbol: string;
  name: string;
  baseCoin: string;
  quoteCoin: string;
  logo: string;
  /** Decimals of the pair's price (its tick): the last price is truncated to them. */
  pricePrecision: number;
  last: string;
  changePercent: string;
  high: string;
  low: string;
  volume: string;
  turnover: string;
}

/** Merge a pair list with the latest live tickers (a ticker wins over the list's snapshot). */
export function toMarketRows(
  kind: MarketKind,
  // Option pairs are the spot pairs (their index is the spot price): the option page lists them
  // as 'spot' rows.
  pairs: readonly (SpotPair | ContractPair | OptionPair)[],
  tickers: ReadonlyMap<string, Ticker>,
): MarketRow[] {
  return pairs.map((pair) => {
    const live = tickers.get(pair.symbol);
    return {
      kind,
      symbol: pair.symbol,
      name: pair.name,
      baseCoin: pair.base_coin,
      quoteCoin: pair.quote_coin,
      logo: pair.logo,
      pricePrecision: pair.price_precision,
      last: live?.last ?? pair.last_price,
      changePercent: live?.changePercent ?? pair.change_24h,
      high: live?.high ?? pair.high_24h,
      low: live?.low ?? pair.low_24h,
      volume: live?.volume ?? pair.volume_24h,
      turnover: live?.quoteVolume ?? pair.turnover_24h,
    };
  });
}

export type SortKey = 'name' | 'last' | 'changePercent' | 'turnover';
export type SortDirection = 'ascending' | 'descending';

/** Sort rows without floats: prices and changes compare as decimals (big.js). */
export function sortRows(
  rows: readonly MarketRow[],
  key: SortKey,
  direction: SortDirection,
): MarketRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const order =
      key === 'name' ? a.name.localeCompare(b.name) : new Big(a[key]).cmp(new Big(b[key]));
    return order * sign;
  });
}

/** Rows whose name, symbol or base coin contains the query, ignoring case and separators. */
export function filterRows(rows: readonly MarketRow[], query: string): MarketRow[] {
  const needle = query
    .trim()
    .toUpperCase()
    .replace(/[\s/_-]/g, '');
  if (needle === '') return [...rows];
  return rows.filter(
    (row) =>
      row.symbol.includes(needle) ||
      row.name
        .toUpperCase()
        .replace(/[\s/_-]/g, '')
        .includes(needle),
  );
}

/** Which way a 24 h change went: its sign, shown as colour next to `formatSignedPercent`. */
export function trendOf(changePercent: string): 'rise' | 'fall' | 'flat' {
  const change = new Big(changePercent);
  if (change.gt(0)) return 'rise';
  if (change.lt(0)) return 'fall';
  return 'flat';
}
