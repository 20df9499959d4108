import { Big } from 'big.js';
import type { FastifyInstance } from 'fastify';
import {
  contractDepth,
  contractKline,
  contractPairs,
  contractStats,
  type ContractPair as ContractPairView,
  type TickerStats,
} from '@exchange/api';
import type { Ticker } from '@exchange/api/socket';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import type { ContractFeed } from './contract-feed.ts';
import type { ContractKlines } from './contract-klines.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { ContractStats } from './contract-stats.ts';
import type { ContractPrices, OpenPosition } from './market-ports.ts';

/** A listed contract as its pair-list entry needs it: part of the contract pairs' config. */
export type ListedContract = Pick<
  ContractPairConfig,
  | 'symbol'
  | 'base'
  | 'quote'
  | 'logo'
  | 'pricePrecision'
  | 'sizePrecision'
  | 'tickSize'
  | 'minSize'
  | 'maxSize'
  | 'maxLeverage'
  | 'makerFee'
  | 'takerFee'
  | 'priceBand'
  | 'fundingCap'
  | 'brackets'
>;

export interface ContractPairRoutesOptions {
  pairs: readonly ListedContract[];
  feed: ContractFeed;
  klines: ContractKlines;
  stats: ContractStats;
  prices: ContractPrices;
  /** Every open position now (open interest). */
  positions: () => readonly OpenPosition[];
  /** The funding interval (ms) the risk side settles on. */
  fundingIntervalMs: number;
}

function stats(ticker: Ticker | undefined): TickerStats {
  return {
    last_price: ticker?.last ?? '0',
    change_24h: ticker?.changePercent ?? '0',
    high_24h: ticker?.high ?? '0',
    low_24h: ticker?.low ?? '0',
    volume_24h: ticker?.volume ?? '0',
    turnover_24h: ticker?.quoteVolume ?? '0',
  };
}

/** Sum of the long sizes of each symbol (= the sum of the short sizes). */
export function openInterest(positions: readonly OpenPosition[]): Map<string, Big> {
  const sums = new Map<string, Big>();
  for (const position of positions)
    if (position.side === 'long')
      sums.set(position.symbol, (sums.get(position.symbol) ?? new Big(0)).plus(position.size));
  return sums;
}

/**
 * One contract's pair-list entry: its rules from the config, the mark, index and predicted
 * funding of the risk side, open interest from the positions and 24 h statistics of its trades.
 *
 * @example contractPairView(pair, 0, options, tickers, interest, now).max_leverage // 125
 */
export function contractPairView(
  pair: ListedContract,
  index: number,
  options: Pick<ContractPairRoutesOptions, 'prices' | 'fundingIntervalMs'>,
  ticker: Ticker | undefined,
  interest: Big | undefined,
  now: number,
): ContractPairView {
  const { prices } = options;
  return {
    id: index + 1,
    symbol: pair.symbol,
    name: `${pair.base}/${pair.quote} Perpetual`,
    base_coin: pair.base,
    quote_coin: pair.quote,
    logo: pair.logo,
    price_precision: pair.pricePrecision,
    size_precision: pair.sizePrecision,
    tick_size: pair.tickSize,
    min_size: pair.minSize,
    max_size: pair.maxSize,
    max_leverage: pair.maxLeverage,
    contract_size: '1',
    maker_fee: pair.makerFee,
    taker_fee: pair.takerFee,
    mark_price: prices.markOf(pair.symbol).toFixed(pair.pricePrecision),
    index_price: prices.indexOf(pair.symbol).toFixed(pair.pricePrecision),
    funding_rate: prices.fundingRateOf(pair.symbol).toFixed(),
    next_funding_time: prices.nextFundingTime(now),
    funding_interval: options.fundingIntervalMs,
    funding_cap: pair.fundingCap,
    price_band: pair.priceBand,
    open_interest: (interest ?? new Big(0)).toFixed(),
    brackets: [...pair.brackets],
    status: 'trading',
    ...stats(ticker),
  };
}

/**
 * The perpetual contracts' public market data (issue 19): the pair list with live values, the
 * book and recent trades, last-price and mark-price candles, and the open-interest / long-short
 * samples. An unknown symbol is a 422 naming `symbol`.
 *
 * @example registerContractPairRoutes(app, ctx, { pairs, feed, klines, stats, prices, positions, fundingIntervalMs });
 */
export function registerContractPairRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: ContractPairRoutesOptions,
): void {
  const { pairs, feed, klines } = options;
  const known = (symbol: string): string => {
    if (!pairs.some((pair) => pair.symbol === symbol))
      throw fieldError('symbol', `Unknown contract ${symbol}`);
    return symbol;
  };

  addRoute(app, ctx, contractPairs, () => {
    const now = ctx.now();
    const tickers = feed.tickers();
    const interest = openInterest(options.positions());
    return pairs.map((pair, i) =>
      contractPairView(
        pair,
        i,
        options,
        tickers.find((t) => t.symbol === pair.symbol),
        interest.get(pair.symbol),
        now,
      ),
    );
  });

  addRoute(app, ctx, contractDepth, ({ query }) =>
    feed.depthAggTrade(known(query.symbol), query.limit),
  );

  addRoute(app, ctx, contractKline, ({ query }) =>
    klines.range(known(query.symbol), query.price, query.period, query.from, query.to, query.limit),
  );

  addRoute(app, ctx, contractStats, ({ query }) =>
    options.stats.list(known(query.symbol), query.limit),
  );
}
