import type { Generated } from 'kysely';

/**
 * The tables of the reference exchange, as Kysely sees them.
 *
 * Other modules add their own tables by declaration merging, so one `Kysely<Database>` types
 * every query (see packages/server/README.md "Migrations"):
 *
 * @example
 * declare module '../db/schema.ts' {
 *   interface Database { spot_orders: SpotOrdersTable }
 * }
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  mailbox: MailboxTable;
  login_throttle: LoginThrottleTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_journals: LedgerJournalsTable;
  ledger_entries: LedgerEntriesTable;
  deposit_addresses: DepositAddressesTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  address_book: AddressBookTable;
  article_categories: ArticleCategoriesTable;
  articles: ArticlesTable;
}

/** Milliseconds since the epoch (stored as BIGINT, read back as a number). */
export type UnixMs = number;

/** A decimal amount as text, e.g. "0.00120000"; never a float (ARCHITECTURE.md). */
export type DecimalString = string;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  nickname: string;
  avatar_url: string;
  invite_code: string;
  invited_by: number | null;
  is_google2fa: number;
  created_at: UnixMs;
}

export interface SessionsTable {
  /** sha256 of the bearer token: a stolen database never yields a usable token. */
  token_hash: string;
  user_id: number;
  device_id: string;
  device_type: string;
  device_name: string;
  created_at: UnixMs;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  scene: string;
  code: string;
  attempts: number;
  expires_at: UnixMs;
  consumed_at: UnixMs | null;
  created_at: UnixMs;
}

export interface MailboxTable {
  id: Generated<number>;
  email: string;
  subject: string;
  body: string;
  created_at: UnixMs;
}

/** Failed logins per e-mail address and the temporary lock (src/accounts/login-throttle.ts). */
export interface LoginThrottleTable {
  email: string;
  /** Failures since the last success, lock or quiet day. */
  failures: number;
  last_failure_at: UnixMs;
  /** Logins for this address are refused until then; null when not locked. */
  locked_until: UnixMs | null;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  user_id: number;
  /** spot | futures | finance for users; external | fees for the system user 0. */
  kind: string;
  coin: string;
  balance: DecimalString;
  frozen: DecimalString;
  updated_at: UnixMs;
}

export interface LedgerJournalsTable {
  id: Generated<number>;
  reason: string;
  ref_id: string;
  created_at: UnixMs;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  journal_id: number;
  account_id: number;
  user_id: number;
  kind: string;
  coin: string;
  balance_delta: DecimalString;
  frozen_delta: DecimalString;
  balance_after: DecimalString;
  frozen_after: DecimalString;
  reason: string;
  ref_id: string;
  created_at: UnixMs;
}

export interface DepositAddressesTable {
  user_id: number;
  coin: string;
  network: string;
  address: string;
  memo: string;
  created_at: UnixMs;
}

export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  network: string;
  address: string;
  amount: DecimalString;
  tx_hash: string;
  confirmations: number;
  /** pending | credited | failed */
  status: string;
  created_at: UnixMs;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  network: string;
  address: string;
  memo: string;
  /** What leaves the account; `fee` is part of it. */
  amount: DecimalString;
  fee: DecimalString;
  /** pending -> processing -> completed, or cancelled / rejected */
  status: string;
  tx_hash: string;
  created_at: UnixMs;
  updated_at: UnixMs;
}

export interface AddressBookTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  network: string;
  address: string;
  memo: string;
  label: string;
  created_at: UnixMs;
}

export interface ArticleCategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  sort: number;
}

export interface ArticlesTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  title: string;
  summary: string;
  content: string;
  created_at: UnixMs;
  updated_at: UnixMs;
}
