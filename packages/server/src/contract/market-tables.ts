import type { DecimalString, UnixMs } from '../db/schema.ts';

/** Which price a contract candle follows: trades ('last') or the sampled mark price. */
export type ContractPriceKind = 'last' | 'mark';

/** One stored 1-minute candle of a contract (migration 0112). */
export interface ContractKlinesTable {
  symbol: string;
  price_kind: ContractPriceKind;
  ts: UnixMs;
  open: DecimalString;
  high: DecimalString;
  low: DecimalString;
  close: DecimalString;
  volume: DecimalString;
  turnover: DecimalString;
}

/** One open-interest / long-short sample of a contract at a slot's start (migration 0112). */
export interface ContractStatsTable {
  symbol: string;
  ts: UnixMs;
  open_interest: DecimalString;
  long_short_ratio: DecimalString;
  long_accounts: number;
  short_accounts: number;
}

declare module '../db/schema.ts' {
  interface Database {
    contract_klines: ContractKlinesTable;
    contract_stats: ContractStatsTable;
  }
}
