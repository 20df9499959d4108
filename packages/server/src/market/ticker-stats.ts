import { Big } from 'big.js';
import type { Ticker } from '@exchange/api/socket';
import type { KlineStore } from './kline-store.ts';
import { TIME } from './periods.ts';

/**
 * 24-hour statistics of a pair from its 1-minute candles: open is the first bar's open in the
 * window, last the latest close, volumes the sums.
 *
 * @example tickerFromKlines('BTCUSDT', store, Date.now(), 2).last // '65012.50'
 */
export function tickerFromKlines(
  symbol: string,
  klines: KlineStore,
  now: number,
  pricePrecision: number,
): Ticker {
  const bars = klines.range('1m', now - TIME.DAY + 1, now, 24 * 60 + 1);
  const first = bars[0];
  const lastBar = bars.at(-1) ?? klines.last('1m');
  if (!first || !lastBar) {
    const close = lastBar?.close ?? '0';
    return {
      symbol,
      last: close,
      open: close,
      high: close,
      low: close,
      changePercent: '0',
      volume: '0',
      quoteVolume: '0',
    };
  }
  let high = new Big(first.high);
  let low = new Big(first.low);
  let volume = new Big(0);
  let quoteVolume = new Big(0);
  for (const bar of bars) {
    if (high.lt(bar.high)) high = new Big(bar.high);
    if (low.gt(bar.low)) low = new Big(bar.low);
    volume = volume.plus(bar.volume);
    quoteVolume = quoteVolume.plus(bar.turnover);
  }
  const open = new Big(first.open);
  const last = new Big(lastBar.close);
  const change = open.eq(0)
    ? new Big(0)
    : last.minus(open).div(open).times(100).round(2, Big.roundHalfEven);
  return {
    symbol,
    last: last.toFixed(pricePrecision),
    open: open.toFixed(pricePrecision),
    high: high.toFixed(pricePrecision),
    low: low.toFixed(pricePrecision),
    changePercent: change.toFixed(2),
    volume: volume.toFixed(),
    quoteVolume: quoteVolume.toFixed(),
  };
}
