import { Big } from 'big.js';
import type { OptionTime } from '@exchange/api';

/** One duration on offer: its length and the profit rate a win pays. */
export interface OptionDuration {
  seconds: number;
  /** A decimal string: "0.85" pays the stake back plus 85 %. */
  payoutRate: string;
}

/** The option desk's rules (issue 20); {@link optionConfig} fills the defaults. */
export interface OptionConfig {
  durations: readonly OptionDuration[];
  /** Smallest and largest stake, in the quote coin. */
  minStake: string;
  maxStake: string;
  /** Decimals of a stake (USDT's two). */
  amountPrecision: number;
  /** The most the house may stand to lose per pair, duration and direction (sum of exposures). */
  exposureCap: string;
  /** Pairs listed but suspended: `status: 'halted'`, opens refused (field `symbol`). */
  suspended: ReadonlySet<string>;
  /** USDT moved once from 'external' into the 'options' house account. */
  houseFloat: string;
}

/** OPTION_TIMES' default: 30 s, 1 min, 3 min and 5 min. */
export const DEFAULT_OPTION_TIMES = '30:0.8,60:0.82,180:0.85,300:0.88';

/**
 * Read a durations list, `seconds:payout_rate` pairs separated by commas (OPTION_TIMES).
 *
 * @example parseOptionTimes('3:0.8,5:0.85') // [{ seconds: 3, payoutRate: '0.8' }, { seconds: 5, payoutRate: '0.85' }]
 */
export function parseOptionTimes(text: string): OptionDuration[] {
  const durations = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^(\d+):(\d+(?:\.\d+)?)$/.exec(part);
      if (!match?.[1] || !match[2])
        throw new Error(`Option duration "${part}" is not seconds:payout_rate (e.g. 60:0.82)`);
      const seconds = Number(match[1]);
      if (!Number.isSafeInteger(seconds) || seconds <= 0)
        throw new Error(`Option duration "${part}" needs a positive number of seconds`);
      return { seconds, payoutRate: new Big(match[2]).toFixed() };
    });
  if (durations.length === 0) throw new Error('At least one option duration is needed');
  if (new Set(durations.map((d) => d.seconds)).size !== durations.length)
    throw new Error('Option durations must differ in length');
  return durations;
}

/** The rules with every default filled in. */
export function optionConfig(options: Partial<OptionConfig> = {}): OptionConfig {
  return {
    durations: options.durations ?? parseOptionTimes(DEFAULT_OPTION_TIMES),
    minStake: options.minStake ?? '10',
    maxStake: options.maxStake ?? '10000',
    amountPrecision: options.amountPrecision ?? 2,
    exposureCap: options.exposureCap ?? '50000',
    suspended: options.suspended ?? new Set(),
    houseFloat: options.houseFloat ?? '100000000',
  };
}

/**
 * The durations of the pairs, each with an id unique over all pairs and stable across restarts
 * (pair index × durations + duration index + 1), in pair then duration order.
 *
 * @example optionTimesOf(['BTCUSDT', 'ETHUSDT'], config)[4].id // 5: ETHUSDT's first duration
 */
export function optionTimesOf(symbols: readonly string[], config: OptionConfig): OptionTime[] {
  return symbols.flatMap((symbol, pairIndex) =>
    config.durations.map((duration, i) => ({
      id: pairIndex * config.durations.length + i + 1,
      symbol,
      seconds: duration.seconds,
      payout_rate: duration.payoutRate,
      min_amount: config.minStake,
      max_amount: config.maxStake,
    })),
  );
}
