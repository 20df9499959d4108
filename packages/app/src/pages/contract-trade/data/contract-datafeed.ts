import Big from 'big.js';
import type { ApiClient, ContractPair } from '@exchange/api';
import type { MarkUpdate } from '@exchange/api/socket';
import { KLINE_PERIODS, periodStart, type KlinePeriod } from '@exchange/formulas';
import type { ChartSymbol, Datafeed, KLineBar, Period } from '@exchange/chart';
import type { MarketBus } from '../../../live/market-bus.ts';
import { chartSymbolOf } from '../../../trading/chart-panel/chart-symbol.ts';
import { tradingPairOf } from '../../../trading/trading-pair.ts';

/** Which price the candles follow: trades (`last`) or the mark price (`mark`). */
export type ContractChartPrice = 'last' | 'mark';

export interface ContractDatafeedOptions {
  price: ContractChartPrice;
  /** The contract pairs to search; GET /contract/trading_paris by default (pass the cached query). */
  getPairs?: () => Promise<readonly ContractPair[]>;
}

function klinePeriod(period: Period): KlinePeriod {
  const text = period.text;
  if ((KLINE_PERIODS as readonly string[]).includes(text)) return text as KlinePeriod;
  throw new Error(`The server has no kline period "${text}"`);
}

/**
 * The bar after a mark price at `ts`: the shown bar moved (close, high, low) when the mark falls
 * in its period, else a new bar opening at the mark. Mark candles carry no volume.
 *
 * @example nextMarkBar(null, { mark_price: '100', ts }, period) // { open: '100', close: '100', … }
 */
export function nextMarkBar(
  last: KLineBar | null,
  update: Pick<MarkUpdate, 'mark_price' | 'ts'>,
  period: Period,
): KLineBar {
  const price = update.mark_price;
  const start = periodStart(update.ts, period);
  if (last !== null && last.timestamp === start) {
    return {
      ...last,
      close: price,
      high: new Big(price).gt(last.high) ? price : last.high,
      low: new Big(price).lt(last.low) ? price : last.low,
    };
  }
  return { timestamp: start, open: price, high: price, low: price, close: price, volume: '0', turnover: '0' };
}

/**
 * The chart's {@link Datafeed} over a perpetual contract: symbol search over the contract pairs,
 * history from GET /contract/kline by the last or the mark price, and live bars from
 * `contract@{symbol}`: its `kline` updates for the last price, its `mark` updates (about once a
 * second) folded into the current bar for the mark price. A new datafeed per price: switching
 * reloads the chart.
 *
 * @example
 * const datafeed = useMemo(() => createContractDatafeed(api, live, { price }), [api, live, price]);
 */
export function createContractDatafeed(
  api: ApiClient,
  live: { bus: MarketBus },
  options: ContractDatafeedOptions,
): Datafeed {
  const getPairs = options.getPairs ?? (() => api.call('contractPairs'));
  const liveBars = new Map<string, () => void>();
  const lastBars = new Map<string, KLineBar>();
  const keyOf = (symbol: ChartSymbol, period: Period) => `${symbol.ticker}|${period.text}`;

  return {
    async searchSymbols(text = '') {
      const needle = text.trim().toUpperCase().replaceAll('/', '');
      return (await getPairs())
        .filter(
          (pair) =>
            needle === '' ||
            pair.symbol.includes(needle) ||
            pair.name.toUpperCase().replaceAll('/', '').includes(needle),
        )
        .map((pair) => chartSymbolOf(tradingPairOf(pair)));
    },
    async getHistoryKLineData(symbol, period, from, to) {
      const bars = await api.call('contractKline', {
        query: { symbol: symbol.ticker, period: klinePeriod(period), from, to, price: options.price },
      });
      const sorted = [...bars].sort((a, b) => a.timestamp - b.timestamp);
      const newest = sorted.at(-1);
      const key = keyOf(symbol, period);
      const known = lastBars.get(key);
      if (newest !== undefined && (known === undefined || newest.timestamp >= known.timestamp)) {
        lastBars.set(key, newest);
      }
      return sorted;
    },
    subscribe(symbol, period, callback) {
      const key = keyOf(symbol, period);
      liveBars.get(key)?.();
      const off = live.bus.onMarket('contract', symbol.ticker, (update) => {
        if (options.price === 'last') {
          if (update.channel === 'kline' && update.period === period.text) callback(update.bar);
          return;
        }
        if (update.channel !== 'mark') return;
        const bar = nextMarkBar(lastBars.get(key) ?? null, update, period);
        lastBars.set(key, bar);
        callback(bar);
      });
      liveBars.set(key, off);
    },
    unsubscribe(symbol, period) {
      const key = keyOf(symbol, period);
      liveBars.get(key)?.();
      liveBars.delete(key);
    },
  };
}
