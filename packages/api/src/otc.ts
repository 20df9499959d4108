import { z } from 'zod';
import {
  coinNameSchema,
  decimalString,
  formId,
  idSchema,
  orderSideSchema,
  paginated,
  positiveDecimalString,
  timestampMs,
} from './common.ts';
import { csvRecord } from './csv.ts';
import { historyQuery } from './history-query.ts';
import { defineRoute } from './route.ts';

// OTC block trades (issue 24; SPEC.md section 2 /otc-trade and /otc-trade/order; its header entry
// is hidden, its title is the `site_otc_name` config entry). The server quotes a price from the
// index with a size-dependent spread, valid for a few seconds; accepting in time trades against
// the house account at exactly that price. The API lives under /otc so it never shadows the app's
// /otc-trade pages.

/** How long a quote stands (issue 24). */
export const OTC_QUOTE_TTL_MS = 10_000;

/** A coin tradable over the counter, with its size limits. */
export const otcCoinSchema = z.object({
  coin_id: idSchema,
  coin_name: coinNameSchema,
  /** The coin the price and the total are in. */
  quote_coin: coinNameSchema,
  min_amount: decimalString,
  max_amount: decimalString,
  amount_precision: z.number().int().nonnegative(),
  price_precision: z.number().int().nonnegative(),
});
export type OtcCoin = z.infer<typeof otcCoinSchema>;

/** `side` is the user's: `buy` receives the coin and pays the quote coin. */
export const otcQuoteBodySchema = z.object({
  coin_id: formId,
  side: orderSideSchema,
  amount: positiveDecimalString,
});

export const otcQuoteSchema = z.object({
  id: idSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  quote_coin: coinNameSchema,
  side: orderSideSchema,
  amount: decimalString,
  price: decimalString,
  /** amount × price, in the quote coin. */
  total: decimalString,
  created_at: timestampMs,
  /** Accepting at or after this is refused. */
  expires_at: timestampMs,
});
export type OtcQuote = z.infer<typeof otcQuoteSchema>;

export const otcAcceptBodySchema = z.object({ quote_id: formId });

export const otcTradeSchema = z.object({
  id: idSchema,
  quote_id: idSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  quote_coin: coinNameSchema,
  side: orderSideSchema,
  amount: decimalString,
  price: decimalString,
  total: decimalString,
  created_at: timestampMs,
});
export type OtcTrade = z.infer<typeof otcTradeSchema>;

export const otcTradesQuerySchema = historyQuery.extend({
  coin_id: formId.optional(),
  side: orderSideSchema.optional(),
});

export const otcCoins = defineRoute({
  method: 'GET',
  path: '/otc/coins',
  auth: false,
  response: z.array(otcCoinSchema),
});

/** Refused outside the coin's size limits. */
export const otcQuote = defineRoute({
  method: 'POST',
  path: '/otc/quote',
  auth: true,
  body: otcQuoteBodySchema,
  response: otcQuoteSchema,
});

/** Refused for an expired quote, another user's, or one already accepted. */
export const otcAccept = defineRoute({
  method: 'POST',
  path: '/otc/accept',
  auth: true,
  body: otcAcceptBodySchema,
  response: otcTradeSchema,
});

export const otcTrades = defineRoute({
  method: 'GET',
  path: '/otc/orders',
  auth: true,
  query: otcTradesQuerySchema,
  response: paginated(otcTradeSchema),
});

/** The orders page's "Export CSV": every trade the filters match (no pages), as a file. */
export const otcTradesExportQuerySchema = otcTradesQuerySchema.omit({ page: true, limit: true });

export const otcTradesExport = defineRoute({
  method: 'GET',
  path: '/otc/orders/export',
  auth: true,
  query: otcTradesExportQuerySchema,
  response: z.string(),
  download: 'text/csv',
});

/** The columns of the OTC orders CSV: every field of a trade, in the wire's order. */
export const OTC_CSV_COLUMNS = Object.keys(otcTradeSchema.shape) as (keyof OtcTrade)[];

/** One trade as a CSV record; `created_at` as ISO 8601 UTC. */
export function otcTradeCsvRecord(row: OtcTrade): string {
  return csvRecord(
    OTC_CSV_COLUMNS.map((column) =>
      column === 'created_at' ? new Date(row.created_at).toISOString() : row[column],
    ),
  );
}

/** The name of an OTC orders export made at `now`: `otc-orders-2026-11-24.csv` (UTC date). */
export function otcTradesCsvFilename(now: number): string {
  return `otc-orders-${new Date(now).toISOString().slice(0, 10)}.csv`;
}

/** Every OTC route, by name, for the route table. */
export const otcRoutes = { otcCoins, otcQuote, otcAccept, otcTrades, otcTradesExport };
