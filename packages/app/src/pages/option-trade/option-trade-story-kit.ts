import type { ServerMessage } from '@exchange/api/socket';
import { FIXTURE_NOW, routeHandler } from '@exchange/api/msw';
import type { FakeLiveOptions } from '../../testing/fake-live.ts';
import { BTC_SPOT_TICKER } from '../../testing/ticker-frames.ts';
import { klinesOnFixedDay } from '../../testing/story-klines.ts';

// The option page's stories share these: the spot ticker of the option pairs, the option index
// tick, a settled option on the user's channel, and spot klines that end on a fixed day (the
// countdowns' clock is the fixture's instant: OptionStoryAppView).

/** The option index tick the server publishes on option@BTCUSDT once per tick. */
export function indexFrame(price: string): ServerMessage {
  return {
    cmd: 'option',
    data: { channel: 'index', symbol: 'BTCUSDT', price, ts: FIXTURE_NOW + 1 },
  };
}

/** The user's BTC/USDT up option of 10 USDT settled won at 64,140 (payout rate 0.85). */
export const SETTLED_WON: ServerMessage = {
  cmd: 'bindUid',
  data: {
    event: 'option',
    kind: 'settled',
    option: {
      id: 913,
      symbol: 'BTCUSDT',
      direction: 'up',
      amount: '10',
      open_price: '64100',
      close_price: '64140',
      profit: '8.5',
      status: 'won',
      settle_at: FIXTURE_NOW + 2,
      ts: FIXTURE_NOW + 2,
    },
  },
};

/** A spot ticker of BTC/USDT, then on subscribe to option@BTCUSDT an index tick (and `extra`). */
export function optionLive(extra: readonly ServerMessage[] = []): FakeLiveOptions {
  return {
    frames: [BTC_SPOT_TICKER],
    channelFrames: { 'option@BTCUSDT': [indexFrame('64130.75'), ...extra] },
  };
}

/** The spot klines of the option pairs, ending on a fixed day as the spot page's baseline's do. */
export const optionKlinesOnFixedDay = routeHandler('spotKline', ({ query }) =>
  klinesOnFixedDay(query),
);
