import { Big } from 'big.js';
import type { PriceLevel } from '@exchange/api/socket';
import { describe, expect, it } from 'vitest';
import { CONTRACT_PAIRS } from './contract-pairs.ts';
import { BASIS_WINDOW_MS, MarkPrices } from './mark-price.ts';

const HOUR = 3_600_000;
const BTC = CONTRACT_PAIRS.filter((pair) => pair.symbol === 'BTCUSDT');

interface MarkState {
  index: string;
  last?: string;
  rate?: string;
  held?: boolean;
  book?: { asks: PriceLevel[]; bids: PriceLevel[] };
}

function marks(state: MarkState) {
  return new MarkPrices(BTC, {
    depth: () => state.book ?? { asks: [], bids: [] },
    indexOf: () => new Big(state.index),
    indexHeld: () => state.held ?? false,
    lastPriceOf: () => (state.last === undefined ? undefined : new Big(state.last)),
    fundingRateOf: () => new Big(state.rate ?? '0.0001'),
    // Four of the eight hours are left at t = 0.
    nextFundingTime: (now) => now + 4 * HOUR,
    fundingIntervalMs: 8 * HOUR,
  });
}

describe('mark price', () => {
  it('is the median of last, index × (1 + rate × time left ÷ interval) and index + basis', () => {
    const state: MarkState = {
      index: '60000',
      last: '60100',
      rate: '0.001',
      book: { asks: [['60070', '1']], bids: [['60050', '1']] },
    };
    const prices = marks(state);
    prices.sample(0);
    // Price1 = 60,000 × 1.0005 = 60,030; Price2 = 60,000 + 60 = 60,060; last 60,100.
    expect(prices.markOf('BTCUSDT', 0).toFixed()).toBe('60060');
    state.last = '60010';
    prices.sample(1000);
    expect(prices.markOf('BTCUSDT', 1000).toFixed()).toBe('60030');
    state.last = '60040';
    prices.sample(2000);
    expect(prices.markOf('BTCUSDT', 2000).toFixed()).toBe('60040');
  });

  it('averages the basis over the last 30 seconds only', () => {
    const state: MarkState = {
      index: '60000',
      book: { asks: [['60110', '1']], bids: [['60090', '1']] },
    };
    const prices = marks(state);
    prices.sample(0);
    state.book = { asks: [['60010', '1']], bids: [['59990', '1']] };
    prices.sample(1000);
    expect(prices.basisAverage('BTCUSDT').toFixed()).toBe('50');
    prices.sample(BASIS_WINDOW_MS + 500);
    expect(prices.basisAverage('BTCUSDT').toFixed()).toBe('0');
  });

  it('follows a demo-held index alone, whatever the book and the last trade say', () => {
    const state: MarkState = {
      index: '59000',
      last: '60000',
      held: true,
      book: { asks: [['60010', '1']], bids: [['59990', '1']] },
    };
    const prices = marks(state);
    prices.sample(0);
    expect(prices.markOf('BTCUSDT', 0).toFixed()).toBe('59000');
    state.held = false;
    prices.sample(1000);
    expect(prices.markOf('BTCUSDT', 1000).toFixed()).toBe('60000');
  });

  it('tells which marks changed, and stands on the index with no trade and no book', () => {
    const state: MarkState = { index: '60000' };
    const prices = marks(state);
    expect([...prices.sample(0)]).toEqual(['BTCUSDT']);
    expect([...prices.sample(1000)]).toEqual([]);
    expect(prices.markOf('BTCUSDT', 1000).toFixed()).toBe('60000');
    state.index = '59000';
    expect([...prices.sample(2000)]).toEqual(['BTCUSDT']);
    expect(prices.markOf('BTCUSDT', 2000).toFixed()).toBe('59000');
  });
});
