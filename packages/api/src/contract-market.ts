import { z } from 'zod';
import {
  decimalString,
  formId,
  formInt,
  idSchema,
  paginated,
  paginationQuery,
  positiveDecimalString,
  signedDecimalString,
  symbolSchema,
  timestampMs,
} from './common.ts';
import { positionSideSchema } from './contract.ts';
import { klineBarSchema, klinePeriodSchema } from './market.ts';
import { defineRoute } from './route.ts';

// Perpetual contracts' histories and market statistics (issue 19): the trader's fills and
// funding payments, the public funding-rate history, open interest and long/short ratio, the
// last-price and mark-price candles, and the demo call that moves an index.

/** One fill of one of the caller's entrusts. */
export const contractFillSchema = z.object({
  id: idSchema,
  entrust_id: idSchema,
  symbol: symbolSchema,
  side: positionSideSchema,
  action: z.enum(['open', 'close']),
  price: decimalString,
  amount: decimalString,
  fee: decimalString,
  role: z.enum(['maker', 'taker']),
  realized_pnl: signedDecimalString,
  created_at: timestampMs,
});
export type ContractFill = z.infer<typeof contractFillSchema>;

export const contractHistoryQuerySchema = paginationQuery.extend({
  symbol: symbolSchema.optional(),
  /** Inclusive lower bound on created_at (ms). */
  from: formId.optional(),
  /** Exclusive upper bound on created_at (ms). */
  to: formId.optional(),
});

/** One funding payment of one of the caller's positions: negative when the caller paid. */
export const fundingPaymentSchema = z.object({
  id: idSchema,
  symbol: symbolSchema,
  side: positionSideSchema,
  amount_held: decimalString,
  mark_price: decimalString,
  rate: signedDecimalString,
  amount: signedDecimalString,
  funding_time: timestampMs,
});
export type FundingPayment = z.infer<typeof fundingPaymentSchema>;

/** One settled funding interval of a symbol. */
export const fundingRateSchema = z.object({
  symbol: symbolSchema,
  rate: signedDecimalString,
  mark_price: decimalString,
  funding_time: timestampMs,
});
export type FundingRate = z.infer<typeof fundingRateSchema>;

export const fundingRatesQuerySchema = z.object({
  symbol: symbolSchema,
  limit: formId.pipe(z.number().max(500)).default(100),
});

/** A sample of our market's positioning, taken on the server's clock. */
export const contractStatSchema = z.object({
  time: timestampMs,
  /** Sum of long sizes (= sum of short sizes), in the base coin. */
  open_interest: decimalString,
  /** Accounts holding a long over accounts holding a short ("0" when nobody is short). */
  long_short_ratio: decimalString,
});
export type ContractStat = z.infer<typeof contractStatSchema>;

export const contractStatsQuerySchema = z.object({
  symbol: symbolSchema,
  limit: formId.pipe(z.number().max(500)).default(100),
});

/** Candles of the contract's last price (trades) or of its mark price. */
export const contractKlineQuerySchema = z
  .object({
    symbol: symbolSchema,
    period: klinePeriodSchema,
    from: formInt,
    to: formInt,
    limit: formId.pipe(z.number().max(1000)).default(500),
    price: z.enum(['last', 'mark']).default('last'),
  })
  .refine((query) => query.from < query.to, { path: ['to'], message: 'Must be after "from"' });

/** The insurance fund of a margin coin: what it holds now (public, as exchanges publish it). */
export const insuranceFundSchema = z.object({
  coin_name: z.string().min(1),
  balance: decimalString,
  updated_at: timestampMs,
});
export type InsuranceFund = z.infer<typeof insuranceFundSchema>;

export const demoContractIndexBodySchema = z.object({
  symbol: symbolSchema,
  /** The index price to hold; "" hands the index back to the spot market. */
  price: z.union([z.literal(''), positiveDecimalString]),
});

export const contractFills = defineRoute({
  method: 'GET',
  path: '/contract/fills',
  auth: true,
  query: contractHistoryQuerySchema,
  response: paginated(contractFillSchema),
});

export const contractFunding = defineRoute({
  method: 'GET',
  path: '/contract/funding',
  auth: true,
  query: contractHistoryQuerySchema,
  response: paginated(fundingPaymentSchema),
});

/** Newest first. */
export const contractFundingRates = defineRoute({
  method: 'GET',
  path: '/contract/funding_rate',
  auth: false,
  query: fundingRatesQuerySchema,
  response: z.array(fundingRateSchema),
});

/** Oldest first. */
export const contractStats = defineRoute({
  method: 'GET',
  path: '/contract/stats',
  auth: false,
  query: contractStatsQuerySchema,
  response: z.array(contractStatSchema),
});

export const contractKline = defineRoute({
  method: 'GET',
  path: '/contract/kline',
  auth: false,
  query: contractKlineQuerySchema,
  response: z.array(klineBarSchema),
});

export const contractInsuranceFund = defineRoute({
  method: 'GET',
  path: '/contract/insurance_fund',
  auth: false,
  response: z.array(insuranceFundSchema),
});

/**
 * Hold a symbol's index price (demo only): mark follows, PnL moves, liquidations run. The e2e
 * journeys use it to move a market on purpose.
 */
export const demoContractIndex = defineRoute({
  method: 'POST',
  path: '/demo/contract/index',
  auth: false,
  demo: true,
  body: demoContractIndexBodySchema,
  response: z.object({ symbol: symbolSchema, index_price: decimalString }),
});
