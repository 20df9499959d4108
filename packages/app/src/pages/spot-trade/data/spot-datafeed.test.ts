import { describe, expect, it, vi } from 'vitest';
import { routeHandler, spotPairsFixture } from '@exchange/api/msw';
import type { KlineBar } from '@exchange/api';
import { createMarketBus } from '../../../live/market-bus.ts';
import { createSpotDatafeed } from './spot-datafeed.ts';
import { toChartSymbol } from './spot-chart-symbol.ts';
import { testApi } from '../../../testing/test-api.ts';

const btc = spotPairsFixture.find((pair) => pair.symbol === 'BTCUSDT');
if (!btc) throw new Error('The fixtures have no BTCUSDT');
const minute = { multiplier: 1, timespan: 'minute', text: '1m' } as const;
const fiveMinutes = { multiplier: 5, timespan: 'minute', text: '5m' } as const;

function bar(timestamp: number, close: string): KlineBar {
  return { timestamp, open: close, high: close, low: close, close, volume: '1', turnover: close };
}

function setup(handlers: Parameters<typeof testApi>[0] = []) {
  const { api, requests } = testApi(handlers);
  const sink = { subscribe: vi.fn(), unsubscribe: vi.fn() };
  const bus = createMarketBus(sink);
  return { datafeed: createSpotDatafeed(api, { bus }), bus, sink, requests };
}

describe('createSpotDatafeed', () => {
  it('builds the chart symbol from the pair', () => {
    expect(toChartSymbol(btc)).toEqual({
      ticker: 'BTCUSDT',
      shortName: 'BTC/USDT',
      name: btc.name,
      logo: btc.logo,
      priceCurrency: 'USDT',
      pricePrecision: btc.price_precision,
      volumePrecision: btc.size_precision,
    });
  });

  it('searches the spot pairs by ticker or name, ignoring case and the slash', async () => {
    const { datafeed } = setup();
    const all = await datafeed.searchSymbols('');
    expect(all).toHaveLength(spotPairsFixture.length);
    expect((await datafeed.searchSymbols('btc/u')).map((symbol) => symbol.ticker)).toEqual([
      'BTCUSDT',
    ]);
    expect((await datafeed.searchSymbols('ethusdt')).map((symbol) => symbol.ticker)).toEqual([
      'ETHUSDT',
    ]);
    expect(await datafeed.searchSymbols('nothing-like-this')).toEqual([]);
  });

  it('asks GET /spots/kline with the period text, from and to, and returns bars oldest first', async () => {
    const { datafeed, requests } = setup([
      routeHandler('spotKline', () => [bar(3000, '3'), bar(1000, '1'), bar(2000, '2')]),
    ]);
    const bars = await datafeed.getHistoryKLineData(toChartSymbol(btc), fiveMinutes, 1000, 4000);
    expect(bars.map((item) => item.timestamp)).toEqual([1000, 2000, 3000]);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/spots/kline');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      symbol: 'BTCUSDT',
      period: '5m',
      from: '1000',
      to: '4000',
    });
  });

  it('rejects a period the server does not know instead of asking for it', async () => {
    const { datafeed, requests } = setup();
    await expect(
      datafeed.getHistoryKLineData(
        toChartSymbol(btc),
        { multiplier: 3, timespan: 'minute', text: '3m' },
        0,
        1,
      ),
    ).rejects.toThrow('"3m"');
    expect(requests).toHaveLength(0);
  });

  it('passes live bars of the subscribed symbol and period only, until unsubscribed', () => {
    const { datafeed, bus, sink } = setup();
    const onBar = vi.fn();
    datafeed.subscribe(toChartSymbol(btc), minute, onBar);
    expect(sink.subscribe).toHaveBeenCalledWith('trade@BTCUSDT');
    const live = bar(60_000, '64000.5');
    bus.dispatch({ cmd: 'spot', data: { channel: 'kline', symbol: 'BTCUSDT', period: '5m', bar: live } });
    bus.dispatch({ cmd: 'spot', data: { channel: 'kline', symbol: 'ETHUSDT', period: '1m', bar: live } });
    bus.dispatch({ cmd: 'spot', data: { channel: 'kline', symbol: 'BTCUSDT', period: '1m', bar: live } });
    expect(onBar).toHaveBeenCalledExactlyOnceWith(live);
    datafeed.unsubscribe(toChartSymbol(btc), minute);
    expect(sink.unsubscribe).toHaveBeenCalledWith('trade@BTCUSDT');
    bus.dispatch({ cmd: 'spot', data: { channel: 'kline', symbol: 'BTCUSDT', period: '1m', bar: live } });
    expect(onBar).toHaveBeenCalledTimes(1);
  });

  it('replaces a subscription to the same symbol and period instead of doubling it', () => {
    const { datafeed, bus } = setup();
    const first = vi.fn();
    const second = vi.fn();
    datafeed.subscribe(toChartSymbol(btc), minute, first);
    datafeed.subscribe(toChartSymbol(btc), minute, second);
    bus.dispatch({ cmd: 'spot', data: { channel: 'kline', symbol: 'BTCUSDT', period: '1m', bar: bar(1, '1') } });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
