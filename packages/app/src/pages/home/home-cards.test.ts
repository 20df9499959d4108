import { describe, expect, it } from 'vitest';
import { spotPairsFixture } from '@exchange/api/msw';
import type { SpotPair } from '@exchange/api';
import { toMarketRows } from '../../markets/market-rows.ts';
import { cardSymbols, homeCards, sparklineValues } from './home-cards.ts';

const base = spotPairsFixture[0];
if (!base) throw new Error('The fixtures have no spot pair');

/** A spot pair with the 24 h figures that decide the cards. */
const pair = (
  symbol: string,
  change: string,
  turnover: string,
  listedAt: number | undefined,
): SpotPair => {
  const { listed_at: _listed, ...rest } = base;
  return {
    ...rest,
    symbol,
    name: `${symbol.slice(0, -4)}/USDT`,
    change_24h: change,
    turnover_24h: turnover,
    ...(listedAt === undefined ? {} : { listed_at: listedAt }),
  };
};

const pairs = [
  pair('AAAUSDT', '9.5', '100', 1000),
  pair('BBBUSDT', '-12.25', '99999999999999999999.5', 3000),
  pair('CCCUSDT', '10', '2000', undefined),
  pair('DDDUSDT', '-2', '99999999999999999999.4', 2000),
  pair('EEEUSDT', '0', '5', 4000),
];
const symbols = (rows: readonly { symbol: string }[]) => rows.map((row) => row.symbol);

describe('home cards', () => {
  const cards = homeCards(toMarketRows('spot', pairs, new Map()), pairs);

  it('ranks gainers and losers by the 24 h change as decimals ("10" above "9.5")', () => {
    expect(symbols(cards.gainers)).toEqual(['CCCUSDT', 'AAAUSDT', 'EEEUSDT']);
    expect(symbols(cards.losers)).toEqual(['BBBUSDT', 'DDDUSDT', 'EEEUSDT']);
  });

  it('ranks volume by 24 h quote turnover without float rounding', () => {
    // As floats the two largest turnovers are equal; as decimals BBB is ahead by 0.1.
    expect(symbols(cards.volume)).toEqual(['BBBUSDT', 'DDDUSDT', 'CCCUSDT']);
  });

  it('lists the newest listings first and never a pair without a listing time', () => {
    expect(symbols(cards.listings)).toEqual(['EEEUSDT', 'BBBUSDT', 'DDDUSDT']);
    expect(symbols(homeCards(toMarketRows('spot', pairs, new Map()), pairs, 5).listings)).toEqual([
      'EEEUSDT',
      'BBBUSDT',
      'DDDUSDT',
      'AAAUSDT',
    ]);
  });

  it('follows the live tickers over the pair list', () => {
    const live = homeCards(
      toMarketRows(
        'spot',
        pairs,
        new Map([
          [
            'EEEUSDT',
            {
              symbol: 'EEEUSDT',
              last: '1',
              open: '1',
              high: '1',
              low: '1',
              changePercent: '50',
              volume: '1',
              quoteVolume: '1',
            },
          ],
        ]),
      ),
      pairs,
    );
    expect(symbols(live.gainers)[0]).toBe('EEEUSDT');
  });

  it('loads each shown pair once', () => {
    expect(cardSymbols(cards)).toEqual(['CCCUSDT', 'AAAUSDT', 'EEEUSDT', 'BBBUSDT', 'DDDUSDT']);
  });

  it('is empty for an exchange with no pairs', () => {
    const none = homeCards([], []);
    expect([none.gainers, none.losers, none.volume, none.listings]).toEqual([[], [], [], []]);
  });
});

describe('sparkline values', () => {
  const bars = [
    { timestamp: 3, close: '12' },
    { timestamp: 1, close: '10' },
    { timestamp: 2, close: '11' },
  ];

  it('are the closes oldest first', () => {
    expect(sparklineValues(bars, undefined)).toEqual(['10', '11', '12']);
  });

  it('end at the live price', () => {
    expect(sparklineValues(bars, '12.5')).toEqual(['10', '11', '12.5']);
  });

  it('are empty while the bars load or when there are none', () => {
    expect(sparklineValues(undefined, '12.5')).toEqual([]);
    expect(sparklineValues([], '12.5')).toEqual([]);
  });
});
