import type { ApiClient, SpotPair } from '@exchange/api';
import { KLINE_PERIODS, type KlinePeriod } from '@exchange/formulas';
import type { ChartSymbol, Datafeed, KLineBar, Period } from '@exchange/chart';
import type { MarketBus } from '../../../live/market-bus.ts';
import { matchPairs, toChartSymbol } from './spot-chart-symbol.ts';

export interface SpotDatafeedOptions {
  /** The spot pairs to search; GET /spots/trading_paris by default (pass the cached query). */
  getPairs?: () => Promise<readonly SpotPair[]>;
}

/** The server's kline periods are the chart's period texts (SPEC.md section 9). */
function klinePeriod(period: Period): KlinePeriod {
  const text = period.text;
  if ((KLINE_PERIODS as readonly string[]).includes(text)) return text as KlinePeriod;
  throw new Error(`The server has no kline period "${text}"`);
}

/**
 * The chart's {@link Datafeed} over the exchange: symbol search over the spot pairs, history
 * from GET /spots/kline (`from` inclusive, `to` exclusive, 500 bars) and live bars from the
 * `kline` channel of the pair's socket subscription, filtered by period.
 *
 * @example
 * const datafeed = useMemo(() => createSpotDatafeed(api, live), [api, live]);
 * <Chart datafeed={datafeed} symbol={toChartSymbol(pair)} period={DEFAULT_PERIODS[0]} />
 */
export function createSpotDatafeed(
  api: ApiClient,
  live: { bus: MarketBus },
  options: SpotDatafeedOptions = {},
): Datafeed {
  const getPairs = options.getPairs ?? (() => api.call('spotPairs'));
  const liveBars = new Map<string, () => void>();
  const keyOf = (symbol: ChartSymbol, period: Period) => `${symbol.ticker}|${period.text}`;

  return {
    async searchSymbols(text) {
      return matchPairs(await getPairs(), text).map(toChartSymbol);
    },
    async getHistoryKLineData(symbol, period, from, to) {
      const bars = await api.call('spotKline', {
        query: { symbol: symbol.ticker, period: klinePeriod(period), from, to },
      });
      // The chart wants oldest first; do not trust the order on the wire.
      return [...bars].sort((a, b) => a.timestamp - b.timestamp);
    },
    subscribe(symbol, period, callback) {
      const key = keyOf(symbol, period);
      liveBars.get(key)?.();
      const off = live.bus.onMarket('spot', symbol.ticker, (update) => {
        if (update.channel === 'kline' && update.period === period.text) {
          const bar: KLineBar = update.bar;
          callback(bar);
        }
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
