import type { Bar } from '@exchange/api/socket';
import { KlineStore } from './kline-store.ts';
import type { SpotPair } from './pairs.ts';
import {
  hashString,
  KLINE_PERIODS,
  normal,
  seededRandom,
  type KlinePeriod,
} from '@exchange/formulas';
import { barStart, nextBarStart, TIME } from './periods.ts';
import { formatScaled } from './scaled.ts';

/** A bar in whole ticks and lots; turnover in tick x lot units (exact integers). */
interface RawBar {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
  q: bigint;
}

/**
 * The history is generated at a coarse resolution in the far past and a fine one near now, so
 * every default period gets at least 500 bars (even Y: 510 years) from ~20k base bars per symbol.
 * Each base bar feeds only the periods it nests in, so coarser bars are exact aggregates of
 * finer ones (high >= max(open, close), low <= min(open, close) holds by construction).
 */
interface Segment {
  resolution: KlinePeriod;
  from: number;
  to: number;
  feeds: readonly KlinePeriod[];
  /** Per-bar volatility of the log price. */
  sigma: number;
  /** Pull of the log price back to the reference each bar, so 500 years stay plausible. */
  reversion: number;
}

function segments(now: number): Segment[] {
  const year = new Date(now).getUTCFullYear();
  const minutesFrom = barStart('D', now) - 6 * TIME.DAY;
  const hoursFrom = minutesFrom - 90 * TIME.DAY;
  const daysFrom = Date.UTC(year - 11, 0, 1);
  const monthsFrom = Date.UTC(year - 45, 0, 1);
  const yearsFrom = Date.UTC(year - 510, 0, 1);
  return [
    { resolution: 'Y', from: yearsFrom, to: monthsFrom, feeds: ['Y'], sigma: 0.35, reversion: 0.3 },
    {
      resolution: 'M',
      from: monthsFrom,
      to: daysFrom,
      feeds: ['M', 'Y'],
      sigma: 0.12,
      reversion: 0.05,
    },
    {
      resolution: 'D',
      from: daysFrom,
      to: hoursFrom,
      feeds: ['D', 'W', 'M', 'Y'],
      sigma: 0.03,
      reversion: 0.004,
    },
    {
      resolution: '1H',
      from: hoursFrom,
      to: minutesFrom,
      feeds: ['1H', '2H', '4H', 'D', 'W', 'M', 'Y'],
      sigma: 0.006,
      reversion: 0.0005,
    },
    {
      resolution: '1m',
      from: minutesFrom,
      to: barStart('1m', now),
      feeds: KLINE_PERIODS,
      sigma: 0.0008,
      reversion: 0.00002,
    },
  ];
}

function merge(into: RawBar, bar: RawBar): void {
  into.h = Math.max(into.h, bar.h);
  into.l = Math.min(into.l, bar.l);
  into.c = bar.c;
  into.v += bar.v;
  into.q += bar.q;
}

/** What the generated past ends with: the simulator carries on from this price. */
export interface GeneratedHistory {
  store: KlineStore;
  /** The last generated close, in whole ticks. */
  lastTicks: number;
}

/**
 * Generate the candle history of one pair ending just before `now`, deterministic under
 * (`seed`, `now`, symbol): a restart with the same anchor regenerates the same past.
 *
 * @example const { store } = generateHistory(pair, 42, Date.now()); store.count('Y') >= 500
 */
export function generateHistory(pair: SpotPair, seed: number, now: number): GeneratedHistory {
  const random = seededRandom(hashString(pair.symbol, seed));
  const tick = 10 ** pair.pricePrecision;
  // The reference price in ticks: an exact integer (prices here have at most pricePrecision decimals).
  const referenceTicks = Math.round(Number(pair.referencePrice) * tick);
  // Roughly 0.5 quote-coin-worth of 10 000 USDT traded per minute, in whole lots.
  const lotsPerMinute = Math.max(
    1,
    Math.round((10_000 / Number(pair.referencePrice)) * 10 ** pair.sizePrecision),
  );
  const out = new Map<KlinePeriod, RawBar[]>(KLINE_PERIODS.map((p) => [p, []]));
  let logPrice = 0;
  let ticks = referenceTicks;
  for (const segment of segments(now)) {
    for (let t = segment.from; t < segment.to; t = nextBarStart(segment.resolution, t)) {
      const minutes = (nextBarStart(segment.resolution, t) - t) / TIME.MINUTE;
      logPrice = logPrice * (1 - segment.reversion) + segment.sigma * normal(random);
      const open = ticks;
      const close = Math.max(1, Math.round(referenceTicks * Math.exp(logPrice)));
      const wick = () =>
        Math.round(Math.abs(normal(random)) * segment.sigma * 0.4 * Math.max(open, close));
      const high = Math.max(open, close) + wick();
      const low = Math.max(1, Math.min(open, close) - wick());
      const volume = Math.max(1, Math.round(lotsPerMinute * minutes * (0.5 + random())));
      const vwap = Math.round((open + high + low + close) / 4);
      const bar: RawBar = {
        t,
        o: open,
        h: high,
        l: low,
        c: close,
        v: volume,
        q: BigInt(vwap) * BigInt(volume),
      };
      ticks = close;
      for (const period of segment.feeds) {
        const series = out.get(period);
        if (!series) continue;
        const start = barStart(period, t);
        const last = series.at(-1);
        if (last?.t === start) merge(last, bar);
        else series.push({ ...bar, t: start });
      }
    }
  }
  const store = new KlineStore();
  const price = (value: number) => formatScaled(BigInt(value), pair.pricePrecision);
  for (const [period, series] of out) {
    store.load(
      period,
      series.map((raw): Bar => ({
        timestamp: raw.t,
        open: price(raw.o),
        high: price(raw.h),
        low: price(raw.l),
        close: price(raw.c),
        volume: formatScaled(BigInt(raw.v), pair.sizePrecision),
        turnover: formatScaled(raw.q, pair.pricePrecision + pair.sizePrecision),
      })),
    );
  }
  return { store, lastTicks: ticks };
}
