import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERIODS } from '@exchange/formulas';
import { createMemoryDatafeed, DEMO_NOW, DEMO_SYMBOLS } from './memory-datafeed.ts';
import type { KLineBar } from '../types.ts';

const btc = DEMO_SYMBOLS[0] ?? { ticker: 'BTCUSDT' };
const minute = DEFAULT_PERIODS[0] ?? { multiplier: 1, timespan: 'minute', text: '1m' };

describe('createMemoryDatafeed', () => {
  it('draws the same candles for the same seed', async () => {
    const a = await createMemoryDatafeed({ seed: 3, now: DEMO_NOW }).getHistoryKLineData(
      btc,
      minute,
      0,
      DEMO_NOW + 1,
    );
    const b = await createMemoryDatafeed({ seed: 3, now: DEMO_NOW }).getHistoryKLineData(
      btc,
      minute,
      0,
      DEMO_NOW + 1,
    );
    const c = await createMemoryDatafeed({ seed: 4, now: DEMO_NOW }).getHistoryKLineData(
      btc,
      minute,
      0,
      DEMO_NOW + 1,
    );
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('returns bars in [from, to), oldest first, with consistent OHLC', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW, historyBars: 100 });
    const bars = await feed.getHistoryKLineData(btc, minute, DEMO_NOW - 10 * 60_000, DEMO_NOW);
    expect(bars).toHaveLength(10);
    expect(bars[0]?.timestamp).toBe(DEMO_NOW - 10 * 60_000);
    for (const bar of bars) {
      expect(Number(bar.high)).toBeGreaterThanOrEqual(
        Math.max(Number(bar.open), Number(bar.close)),
      );
      expect(Number(bar.low)).toBeLessThanOrEqual(Math.min(Number(bar.open), Number(bar.close)));
      // Decimal strings with the symbol's price precision (2 for BTC), never float noise.
      expect(bar.close).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('returns nothing before its history starts', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW, historyBars: 100 });
    expect(await feed.getHistoryKLineData(btc, minute, 0, DEMO_NOW - 100 * 60_000)).toEqual([]);
  });

  it('ticks the last bar of subscribers, and stops after unsubscribe', () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const onBar = vi.fn<(bar: KLineBar) => void>();
    feed.subscribe(btc, minute, onBar);
    feed.tick('BTCUSDT');
    expect(onBar).toHaveBeenCalledTimes(1);
    expect(onBar.mock.calls[0]?.[0].timestamp).toBe(DEMO_NOW);
    feed.unsubscribe(btc, minute);
    feed.tick('BTCUSDT');
    expect(onBar).toHaveBeenCalledTimes(1);
    expect(feed.subscriptionCount()).toBe(0);
  });

  it('searches by ticker, short name or name', async () => {
    const feed = createMemoryDatafeed();
    expect((await feed.searchSymbols('eth')).map((s) => s.ticker)).toEqual(['ETHUSDT']);
    expect((await feed.searchSymbols('doge')).map((s) => s.ticker)).toEqual(['DOGEUSDT']);
    expect(await feed.searchSymbols('')).toHaveLength(DEMO_SYMBOLS.length);
  });
});
