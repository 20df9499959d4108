import type { ServerMessage } from '@exchange/api/socket';
import { contractPairsFixture, FIXTURE_NOW, routeHandler } from '@exchange/api/msw';
import type { FakeLiveOptions } from '../../testing/fake-live.ts';
import { depthFrame, tradesFrame } from '../../testing/market-frames.ts';
import { klinesOnFixedDay } from '../../testing/story-klines.ts';

// The contract page's stories share these: the fixture contract, its live feed and klines that
// end on a fixed day (a baseline's chart must not move with the day it is taken on).

const btc = contractPairsFixture.find((pair) => pair.symbol === 'BTCUSDT');
if (btc === undefined) throw new Error('BTCUSDT is missing from the contract fixtures');
export const BTC_CONTRACT = btc;

/** A spot-shaped story frame sent on the contract channel instead. */
const onContract = (frame: ServerMessage): ServerMessage =>
  frame.cmd === 'spot' ? { cmd: 'contract', data: frame.data } : frame;

/** The mark update the feed sends about once a second. */
export function markFrame(
  markPrice: string,
  indexPrice: string,
  fundingRate: string,
): ServerMessage {
  return {
    cmd: 'contract',
    data: {
      channel: 'mark',
      symbol: 'BTCUSDT',
      mark_price: markPrice,
      index_price: indexPrice,
      funding_rate: fundingRate,
      next_funding_time: BTC_CONTRACT.next_funding_time,
      ts: FIXTURE_NOW + 3,
    },
  };
}

/** A contract ticker, then on subscribe to contract@BTCUSDT a book, two trades and a mark. */
export const CONTRACT_LIVE: FakeLiveOptions = {
  frames: [
    {
      cmd: 'ticker',
      data: {
        kind: 'contract',
        tickers: [
          {
            symbol: 'BTCUSDT',
            last: '64125.50',
            open: '62657.0',
            high: '64510.0',
            low: '62001.5',
            changePercent: '2.34',
            volume: '15201.123',
            quoteVolume: '974612345.67',
          },
        ],
      },
    },
  ],
  channelFrames: {
    'contract@BTCUSDT': [
      onContract(
        depthFrame(
          'BTCUSDT',
          [
            ['64125.60', '0.41200'],
            ['64126.00', '1.20000'],
            ['64131.20', '0.05000'],
          ],
          [
            ['64125.40', '0.75000'],
            ['64120.10', '2.00000'],
            ['64100.00', '0.10000'],
          ],
          FIXTURE_NOW + 1,
        ),
      ),
      onContract(
        tradesFrame('BTCUSDT', [
          {
            id: 'c-live-2',
            price: '64125.50',
            amount: '0.01200',
            side: 'buy',
            ts: FIXTURE_NOW + 2,
          },
          {
            id: 'c-live-1',
            price: '64124.00',
            amount: '0.50000',
            side: 'sell',
            ts: FIXTURE_NOW + 1,
          },
        ]),
      ),
      markFrame('64118.70', '64110.20', '0.000125'),
    ],
  },
};

/** The contract klines (last or mark) ending one day after FIXTURE_NOW, whatever the clock. */
export const contractKlinesOnFixedDay = routeHandler('contractKline', ({ query }) =>
  klinesOnFixedDay(query),
);
