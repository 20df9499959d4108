import { describe, expect, it, vi } from 'vitest';
import { contractPairsFixture, routeHandler } from '@exchange/api/msw';
import type { KlineBar } from '@exchange/api';
import type { KLineBar } from '@exchange/chart';
import { createMarketBus } from '../../../live/market-bus.ts';
import { testApi } from '../../../testing/test-api.ts';
import { chartSymbolOf } from '../../../trading/chart-panel/chart-symbol.ts';
import { tradingPairOf } from '../../../trading/trading-pair.ts';
import { createContractDatafeed, nextMarkBar, type ContractChartPrice } from './contract-datafeed.ts';

const btc = contractPairsFixture.find((pair) => pair.symbol === 'BTCUSDT');
if (!btc) throw new Error('The fixtures have no BTCUSDT contract');
const symbol = chartSymbolOf(tradingPairOf(btc));
const minute = { multiplier: 1, timespan: 'minute', text: '1m' } as const;
const MINUTE = 60_000;

function bar(timestamp: number, close: string): KlineBar {
  return { timestamp, open: close, high: close, low: close, close, volume: '1', turnover: close };
}

function mark(price: string, ts: number) {
  return {
    cmd: 'contract' as const,
    data: {
      channel: 'mark' as const,
      symbol: 'BTCUSDT',
      mark_price: price,
      index_price: price,
      funding_rate: '0.0001',
      next_funding_time: 0,
      ts,
    },
  };
}

function setup(price: ContractChartPrice, bars: KlineBar[] = []) {
  const { api, requests } = testApi([routeHandler('contractKline', () => bars)]);
  const bus = createMarketBus({ subscribe: vi.fn(), unsubscribe: vi.fn() });
  return { datafeed: createContractDatafeed(api, { bus }, { price }), bus, requests };
}

describe('createContractDatafeed', () => {
  it('asks GET /contract/kline by the chosen price and returns bars oldest first', async () => {
    const { datafeed, requests } = setup('mark', [bar(2 * MINUTE, '2'), bar(MINUTE, '1')]);
    const bars = await datafeed.getHistoryKLineData(symbol, minute, MINUTE, 3 * MINUTE);
    expect(bars.map((item) => item.timestamp)).toEqual([MINUTE, 2 * MINUTE]);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/contract/kline');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      symbol: 'BTCUSDT',
      period: '1m',
      price: 'mark',
    });
  });

  it('searches the contract pairs', async () => {
    const { datafeed } = setup('last');
    const found = await datafeed.searchSymbols('eth');
    expect(found.map((item) => item.ticker)).toEqual(['ETHUSDT']);
  });

  it('by the last price, passes on the kline updates of the period', () => {
    const { datafeed, bus } = setup('last');
    const received: KLineBar[] = [];
    datafeed.subscribe(symbol, minute, (item) => received.push(item));
    const live = bar(3 * MINUTE, '3');
    bus.dispatch({ cmd: 'contract', data: { channel: 'kline', symbol: 'BTCUSDT', period: '5m', bar: live } });
    bus.dispatch({ cmd: 'contract', data: { channel: 'kline', symbol: 'BTCUSDT', period: '1m', bar: live } });
    bus.dispatch(mark('4', 3 * MINUTE));
    expect(received).toEqual([live]);
  });

  it('by the mark price, folds mark updates into the newest bar, then opens the next', async () => {
    const { datafeed, bus } = setup('mark', [bar(MINUTE, '100')]);
    await datafeed.getHistoryKLineData(symbol, minute, 0, 2 * MINUTE);
    const received: KLineBar[] = [];
    datafeed.subscribe(symbol, minute, (item) => received.push(item));
    bus.dispatch(mark('103', MINUTE + 10));
    bus.dispatch(mark('98', MINUTE + 20));
    bus.dispatch(mark('99', 2 * MINUTE + 5));
    expect(received.map(({ timestamp, open, high, low, close }) => [timestamp, open, high, low, close])).toEqual([
      [MINUTE, '100', '103', '100', '103'],
      [MINUTE, '100', '103', '98', '98'],
      [2 * MINUTE, '99', '99', '99', '99'],
    ]);
    datafeed.unsubscribe(symbol, minute);
    bus.dispatch(mark('120', 2 * MINUTE + 9));
    expect(received).toHaveLength(3);
  });

  it('nextMarkBar compares prices as decimals, not strings', () => {
    const shown = bar(0, '9.5');
    expect(nextMarkBar(shown, { mark_price: '10.25', ts: 1 }, minute).high).toBe('10.25');
  });
});
