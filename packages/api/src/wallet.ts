import { z } from 'zod';
import {
  coinNameSchema,
  decimalString,
  formId,
  formInt,
  idSchema,
  paginated,
  paginationQuery,
  plainText,
  positiveDecimalString,
  signedDecimalString,
  symbolSchema,
  timestampMs,
} from './common.ts';
import { defineRoute } from './route.ts';
import { ACCOUNT_TYPES, STATEMENT_TYPES } from './search-values.ts';

export { ACCOUNT_TYPES };
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** Totals over all accounts (SPEC.md section 3). */
export const assetSchema = z.object({
  total_assets_usdt: decimalString,
  total_assets_btc: decimalString,
});
export type Asset = z.infer<typeof assetSchema>;

/**
 * One coin of one account (SPEC.md section 3). `balance` is available, `freeze` is held by open
 * orders and pending withdrawals, `total_balance` = balance + freeze, `usdt_equivalence` is
 * total_balance valued in USDT at the last price. `freeze` splits exactly into what open orders
 * hold (`freeze_orders`; the futures account's entrusts) and what withdrawals not yet ended
 * (pending or processing) hold (`freeze_withdrawals`, only ever on the spot account): the server
 * keeps the withdrawals' share in its ledger, so the two always add up to `freeze`.
 */
export const walletEntrySchema = z.object({
  coin_id: idSchema,
  coin_name: coinNameSchema,
  logo: z.string(),
  balance: decimalString,
  total_balance: decimalString,
  usdt_equivalence: decimalString,
  freeze: decimalString,
  freeze_orders: decimalString,
  freeze_withdrawals: decimalString,
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** The trade wallet of a pair: its coin (base) side and its quote side. */
export const tradeWalletSchema = z.object({
  symbol: symbolSchema,
  coin: walletEntrySchema,
  quote: walletEntrySchema,
});
export type TradeWallet = z.infer<typeof tradeWalletSchema>;

/**
 * GET /wallet: the coins of one account (default spot; the finance wallet is `account=finance`),
 * and with `symbol` also the trade wallet of that pair.
 */
export const walletQuerySchema = z.object({
  account: accountTypeSchema.default('spot'),
  symbol: symbolSchema.optional(),
});
export const walletSchema = z.object({
  account: accountTypeSchema,
  list: z.array(walletEntrySchema),
  trade: tradeWalletSchema.nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** The futures (contract) account, margined in its settlement coin. */
export const contractAccountSchema = z.object({
  coin_name: coinNameSchema,
  /** Available for new positions. */
  balance: decimalString,
  /** Held by open entrusts. */
  freeze: decimalString,
  /** Held by open positions. */
  position_margin: decimalString,
  unrealized_pnl: signedDecimalString,
  /** balance + freeze + position_margin + unrealized_pnl. */
  equity: decimalString,
  /** Maintenance margin over equity as a percentage; "0" with no position. */
  margin_ratio: decimalString,
  /** The contract wallet list: every coin of the futures account. */
  list: z.array(walletEntrySchema),
});
export type ContractAccount = z.infer<typeof contractAccountSchema>;

export const transferAvailableQuerySchema = z.object({
  coin_id: formId,
  from: accountTypeSchema,
});
export const transferAvailableSchema = z.object({
  coin_id: idSchema,
  coin_name: coinNameSchema,
  from: accountTypeSchema,
  available: decimalString,
});
export type TransferAvailable = z.infer<typeof transferAvailableSchema>;

export const transferBodySchema = z
  .object({
    coin_id: formId,
    from: accountTypeSchema,
    to: accountTypeSchema,
    amount: positiveDecimalString,
  })
  .refine((body) => body.from !== body.to, { path: ['to'], message: 'Must differ from "from"' });

export const transferSchema = z.object({
  id: idSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  from: accountTypeSchema,
  to: accountTypeSchema,
  amount: decimalString,
  /**
   * The reference both statement rows of the transfer carry (`ref_id` of GET /wallet/statements,
   * which filters by it): capital flow links a transfer and its rows through it.
   */
  ref_id: z.string(),
  created_at: timestampMs,
});
export type Transfer = z.infer<typeof transferSchema>;

export { STATEMENT_TYPES };
export const statementTypeSchema = z.enum(STATEMENT_TYPES);
export type StatementType = z.infer<typeof statementTypeSchema>;

export const statementSchema = z.object({
  id: idSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  account: accountTypeSchema,
  type: statementTypeSchema,
  /** Change of the available balance; negative when funds leave it. */
  amount: signedDecimalString,
  /**
   * Available balance after the movement. Never negative for rows written since issue 14 (the
   * ledger checks every account after each step of a movement); signed because older history
   * may hold a row written while an order's reserve was netted against its own fills (an
   * `order_freeze` row below zero, put right by the same order's later rows). Statements show
   * the ledger as it was written, so such a row is answered as it is, never altered or hidden.
   */
  balance: signedDecimalString,
  /**
   * Change of the frozen amount (an order's or a withdrawal's reserve); negative when frozen
   * funds are released or paid out. A withdrawal reads: withdraw (amount −100, freeze_amount
   * +100), then once paid out withdraw (0, −99) and withdraw_fee (0, −1).
   */
  freeze_amount: signedDecimalString,
  /** Frozen amount after the movement. */
  freeze: decimalString,
  /** The order, trade, transfer, deposit or withdrawal the movement belongs to. */
  ref_id: z.string(),
  created_at: timestampMs,
});
export type Statement = z.infer<typeof statementSchema>;

export const statementsQuerySchema = paginationQuery.extend({
  coin_id: formId.optional(),
  account: accountTypeSchema.optional(),
  type: statementTypeSchema.optional(),
  /** Inclusive lower bound on created_at (ms). */
  from: formId.optional(),
  /** Exclusive upper bound on created_at (ms). */
  to: formId.optional(),
  /** Only the rows of one movement: a transfer's `ref_id`, an order's, a withdrawal's. */
  ref_id: plainText({ max: 100 }).optional(),
});

/** GET /wallet/statements/export: the same filters as the list, every matching row at once. */
export const statementsExportQuerySchema = statementsQuerySchema.omit({ page: true, limit: true });

/** One valuation of all the user's accounts: in USDT (labelled `site_quote_name1`) and in BTC. */
export const assetValuationSchema = z.object({
  /** A day's point: the start of that UTC day; the current point: the server's time. */
  time: timestampMs,
  total_assets_usdt: decimalString,
  total_assets_btc: decimalString,
});
export type AssetValuation = z.infer<typeof assetValuationSchema>;

/** Days of history the overview's line may ask for. */
export const MAX_ASSET_HISTORY_DAYS = 90;

export const assetHistoryQuerySchema = z.object({
  /** UTC days back from today, today included (30: the overview's line). */
  days: formInt.pipe(z.number().int().min(1).max(MAX_ASSET_HISTORY_DAYS)).default(30),
});

/**
 * The overview's line of total asset value: one valuation per UTC day that has ended (balances
 * at the day's end × that day's close), oldest first, from the account's first day; and the
 * current point (GET /wallet/getAsset's totals).
 */
export const assetHistorySchema = z.object({
  list: z.array(assetValuationSchema),
  current: assetValuationSchema,
});
export type AssetHistory = z.infer<typeof assetHistorySchema>;

export const getAsset = defineRoute({
  method: 'GET',
  path: '/wallet/getAsset',
  auth: true,
  response: assetSchema,
});

export const wallet = defineRoute({
  method: 'GET',
  path: '/wallet',
  auth: true,
  query: walletQuerySchema,
  response: walletSchema,
});

export const transferAvailable = defineRoute({
  method: 'GET',
  path: '/wallet/transfer_available',
  auth: true,
  query: transferAvailableQuerySchema,
  response: transferAvailableSchema,
});

export const contractAccount = defineRoute({
  method: 'GET',
  path: '/wallet/contract_account',
  auth: true,
  response: contractAccountSchema,
});

export const transfer = defineRoute({
  method: 'POST',
  path: '/wallet/transfer',
  auth: true,
  body: transferBodySchema,
  response: transferSchema,
});

export const statements = defineRoute({
  method: 'GET',
  path: '/wallet/statements',
  auth: true,
  query: statementsQuerySchema,
  response: paginated(statementSchema),
});

/** Capital flow's "Export CSV": every row of the filtered statements, as a file. */
export const statementsExport = defineRoute({
  method: 'GET',
  path: '/wallet/statements/export',
  auth: true,
  query: statementsExportQuerySchema,
  response: z.string(),
  download: 'text/csv',
});

export const assetHistory = defineRoute({
  method: 'GET',
  path: '/wallet/asset_history',
  auth: true,
  query: assetHistoryQuerySchema,
  response: assetHistorySchema,
});
