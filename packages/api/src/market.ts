import { KLINE_PERIODS } from '@exchange/formulas';
import { z } from 'zod';
import {
  compareDecimal,
  decimalString,
  formInt,
  signedDecimalString,
  symbolSchema,
  timestampMs,
  candleTimeMs,
} from './common.ts';
import { priceLevelSchema, publicTradeSchema } from './socket-protocol.ts';

// Market data shared by the spot, contract and option markets. Price levels and public trades
// reuse the socket protocol's schemas, so a level or a trade has one shape whether it came over
// HTTP or the socket.

/** The default chart periods (SPEC.md section 9, @exchange/formulas), the `period` of GET /spots/kline. */
export const klinePeriodSchema = z.enum(KLINE_PERIODS);
export type KlinePeriod = z.infer<typeof klinePeriodSchema>;

/** Bids best (highest) first, asks best (lowest) first, plus the most recent trades, newest first. */
export const depthAggTradeSchema = z.object({
  symbol: symbolSchema,
  bids: z.array(priceLevelSchema),
  asks: z.array(priceLevelSchema),
  trades: z.array(publicTradeSchema),
  timestamp: timestampMs,
});
export type DepthAggTrade = z.infer<typeof depthAggTradeSchema>;

/** Query of every `depth_aggTrade` call: the pair and how many levels per side (default 20). */
export const depthQuerySchema = z.object({
  symbol: symbolSchema,
  limit: formInt.pipe(z.number().int().min(1).max(200)).default(20),
});

/**
 * One candle, the chart's "market bar" (SPEC.md section 3). Candles are consistent:
 * high ≥ max(open, close) and low ≤ min(open, close); the refinement names the broken field.
 */
export const klineBarSchema = z
  .object({
    timestamp: candleTimeMs,
    open: decimalString,
    high: decimalString,
    low: decimalString,
    close: decimalString,
    volume: decimalString,
    turnover: decimalString,
  })
  .superRefine((bar, ctx) => {
    if (compareDecimal(bar.high, bar.open) < 0 || compareDecimal(bar.high, bar.close) < 0) {
      ctx.addIssue({ code: 'custom', path: ['high'], message: 'high is below open or close' });
    }
    if (compareDecimal(bar.low, bar.open) > 0 || compareDecimal(bar.low, bar.close) > 0) {
      ctx.addIssue({ code: 'custom', path: ['low'], message: 'low is above open or close' });
    }
  });
export type KlineBar = z.infer<typeof klineBarSchema>;

/** 24-hour statistics of a pair, as in pair lists and the socket's ticker messages. */
export const tickerStatsSchema = z.object({
  last_price: decimalString,
  /** Change over 24 h as a percentage, e.g. "-1.25" for −1.25 %. */
  change_24h: signedDecimalString,
  high_24h: decimalString,
  low_24h: decimalString,
  /** Base-coin volume over 24 h. */
  volume_24h: decimalString,
  /** Quote-coin turnover over 24 h. */
  turnover_24h: decimalString,
});
export type TickerStats = z.infer<typeof tickerStatsSchema>;
