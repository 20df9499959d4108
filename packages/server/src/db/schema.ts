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
  login_records: LoginRecordsTable;
  sms_outbox: SmsOutboxTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_journals: LedgerJournalsTable;
  ledger_entries: LedgerEntriesTable;
  deposit_addresses: DepositAddressesTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  address_book: AddressBookTable;
  article_categories: ArticleCategoriesTable;
  articles: ArticlesTable;
  google_recovery_codes: GoogleRecoveryCodesTable;
  google_resets: GoogleResetsTable;
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
  /** The bound authenticator's base32 secret (migration 0008); null while none is bound. */
  google_secret: string | null;
  /** The secret of the last POST /security/google/secret, until a code confirms it. */
  google_pending_secret: string | null;
  /** The last accepted TOTP time-step: a code of that step or earlier is refused (replay). */
  google_last_step: number | null;
  mobile: string | null;
  country_code: string | null;
  anti_phishing_code: string | null;
  password_updated_at: UnixMs | null;
  /** Withdrawals are refused until then (accounts/withdraw-lock.ts). */
  withdraw_locked_until: UnixMs | null;
  /** api WithdrawLockReason. */
  withdraw_lock_reason: string | null;
  /** A closed account: login answers 403. */
  disabled_at: UnixMs | null;
  /** Preferences (migration 0010); null until chosen: the site config's default applies. */
  language: string | null;
  timezone: string | null;
  time_24: number | null;
  /** dark | light (api themeSchema). */
  theme: string | null;
}

export interface SessionsTable {
  /** The public name of a session (the device list); the token digest never leaves the server. */
  id: Generated<number>;
  /** sha256 of the bearer token: a stolen database never yields a usable token. */
  token_hash: string;
  user_id: number;
  device_id: string;
  device_type: string;
  device_name: string;
  /** The client address of the login (request.ip). */
  ip: string;
  created_at: UnixMs;
  first_seen_at: UnixMs;
  /** Refreshed by authenticate() at most once a minute. */
  last_seen_at: UnixMs;
}

/** Every login attempt on an account (security page, GET /security/loginHistory). */
export interface LoginRecordsTable {
  id: Generated<number>;
  user_id: number;
  ip: string;
  device_name: string;
  device_type: string;
  /** success | wrong_password | wrong_google_code | locked | disabled (api loginResultSchema). */
  result: string;
  created_at: UnixMs;
}

/** The demo SMS inbox: every text message the server "sent" (GET /demo/sms). */
export interface SmsOutboxTable {
  id: Generated<number>;
  country_code: string;
  mobile: string;
  body: string;
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
  /** The part of `frozen` held by withdrawals not yet ended (pending or processing). */
  frozen_withdrawals: Generated<DecimalString>;
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
  /** confirming | credited | failed */
  status: string;
  /** 1: the demo chain drops this deposit at its next block (POST /demo/deposit with `fail`). */
  demo_fail: Generated<number>;
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
  /** Place in its category, ascending (migration 0140). */
  sort: Generated<number>;
  /** Lower-cased plain text of the English title, summary and body, for search (0140). */
  search_text: Generated<string>;
}

/** One-time authenticator recovery codes, shown once when bound, stored as sha256. */
export interface GoogleRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: UnixMs | null;
}

/** Requests to remove a lost authenticator, decided by the (demo) reviewer once due. */
export interface GoogleResetsTable {
  id: Generated<number>;
  user_id: number;
  /** pending | approved | rejected (api googleResetStatusSchema). */
  status: string;
  reason: string;
  review_note: string | null;
  created_at: UnixMs;
  reviewed_at: UnixMs | null;
  due_at: UnixMs;
}
