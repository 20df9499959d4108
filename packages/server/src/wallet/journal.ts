// The ledger's primitive: one balanced journal over locked accounts (see ledger.ts for the
// operations built on it, and packages/server/README.md "Ledger").
import { Big, type BigSource } from 'big.js';
import { decimalsOf } from '@exchange/formulas';
import type { StatementType } from '@exchange/api';
import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import { type CachedAccount, type SqliteFast, sqliteFast } from '../db/sqlite-fast.ts';
import type { Database } from '../db/schema.ts';

/** A user's wallets: one account of each kind per coin (SPEC.md section 3). */
export type AccountKind = 'spot' | 'futures' | 'finance';
/**
 * The system user's accounts: the outside world (deposits, withdrawals), collected fees, and
 * (issue 19) the contracts' clearing account 'house' (positions' margin, funding) and the
 * 'insurance' fund (liquidation surpluses and deficits); (issue 21) 'launchpad', the quote coin
 * launchpad allocations were paid with, and 'issuer', each launchpad token's supply before it
 * is allocated, and 'earn', the house earn interest is paid from and forfeits return to;
 * (issue 20) 'options', the house side of fixed-time options (losing stakes in,
 * winning profits out); (issue 22) 'c2c', the escrow of C2C sell ads and orders; (issue 24)
 * 'otc', the house the OTC block trades execute against.
 */
export type SystemKind =
  | 'external'
  | 'fees'
  | 'house'
  | 'insurance'
  | 'launchpad'
  | 'issuer'
  | 'earn'
  | 'options'
  | 'c2c'
  | 'otc';

/**
 * A user's id: the \`users.id\` number, the one type of a user everywhere in the server (ledger,
 * engines, sockets). The only strings are at the edges: the socket protocol's \`uid\`.
 */
export type UserId = number;

/** The system user that owns the `external` and `fees` accounts. No real user has id 0. */
export const SYSTEM_USER: UserId = 0;
/** Decimals the ledger keeps; PostgreSQL stores NUMERIC(38, 18). */
export const LEDGER_SCALE = 18;

/** A query runner: the database itself or an open transaction (pass the transaction). */
export type Executor = Kysely<Database> | Transaction<Database>;

/** One side of a movement: what changes on one account. Deltas may be negative. */
export interface Leg {
  userId: UserId;
  kind: AccountKind | SystemKind;
  coin: string;
  balance?: BigSource;
  frozen?: BigSource;
  /** This leg's own statement type when it differs from the journal's (a trade's fee). */
  reason?: StatementType;
}

/** An account after a posting: publish these to the user's socket once the transaction commits. */
export interface AccountSnapshot {
  accountId: number;
  userId: UserId;
  kind: string;
  coin: string;
  balance: string;
  frozen: string;
  /** The part of `frozen` held by withdrawals not yet ended; the rest is held by open orders. */
  frozenWithdrawals: string;
}

/**
 * Statement types whose frozen change is a withdrawal's: its freeze, payout, fee, cancel and
 * refund. The ledger keeps their sum per account (`frozen_withdrawals`), so a wallet entry can
 * say exactly how much of `frozen` withdrawals hold and how much open orders hold.
 */
export const WITHDRAWAL_HOLDS: ReadonlySet<StatementType> = new Set([
  'withdraw',
  'withdraw_fee',
  'withdraw_cancel',
  'withdraw_refund',
]);

export interface Posting {
  journalId: number;
  accounts: AccountSnapshot[];
}

export interface Movement {
  /** Why the money moved: the statement type shown in capital flow (deposit, trade …). */
  reason: StatementType;
  /** The thing that caused it (order id, withdrawal id …): shown in statements, used to audit. */
  refId: string;
}

/** Thrown when a posting would take an account below zero; the transaction must roll back. */
export class InsufficientFundsError extends Error {
  readonly code = 'insufficient_funds';
  constructor(
    readonly userId: UserId,
    readonly kind: string,
    readonly coin: string,
    readonly field: 'balance' | 'frozen',
  ) {
    super(
      `Insufficient ${coin} ${field === 'balance' ? 'balance' : 'frozen funds'} in the ${kind} account`,
    );
    this.name = 'InsufficientFundsError';
  }
}

/** Thrown for a posting that is malformed: unbalanced, non-positive or too precise amounts. */
export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** Normalise an amount for storage and the wire: plain notation, no exponent, no float. */
export function toAmount(value: BigSource): string {
  const big = new Big(value);
  // Big keeps the sign of zero ("-0"); a statement must never show it.
  return big.eq(0) ? '0' : big.toFixed();
}

/** A strictly positive amount with at most {@link LEDGER_SCALE} decimals, or a LedgerError. */
export function positive(amount: BigSource, what: string): Big {
  let value: Big;
  try {
    value = new Big(amount);
  } catch {
    throw new LedgerError(`${what} is not a decimal number`);
  }
  if (value.lte(0)) throw new LedgerError(`${what} must be greater than zero`);
  if (decimalsOf(value.toFixed()) > LEDGER_SCALE) {
    throw new LedgerError(`${what} has more than ${LEDGER_SCALE} decimals`);
  }
  return value;
}

function key(userId: UserId, kind: string, coin: string): string {
  return `${userId}|${kind}|${coin}`;
}

/**
 * Post one balanced journal: every leg's balance and frozen deltas are applied to its account,
 * one ledger entry per account and statement type, and nothing below zero is allowed (besides
 * the system `external` account, which mirrors the outside world) at ANY step: the entries are
 * applied in the order of their first leg and each account is checked after every entry, so a
 * leg can never be covered by a later leg (a freeze by the fills it pays for) and no statement
 * row ever shows a negative balance_after or frozen_after. Legs must net to zero per coin, so money
 * is only ever moved, never created: that is the double-entry invariant the tests check.
 *
 * Call it inside a transaction (`db.transaction().execute(trx => post(trx, …))`): rows are
 * locked in id order (PostgreSQL `FOR UPDATE`; SQLite serialises writers), so concurrent
 * postings neither deadlock nor overdraw.
 *
 * @example
 * await db.transaction().execute((trx) =>
 *   post(trx, { reason: 'transfer', refId: 't1', legs: [
 *     { userId: 7, kind: 'spot', coin: 'USDT', balance: '-10' },
 *     { userId: 7, kind: 'futures', coin: 'USDT', balance: '10' },
 *   ] }),
 * );
 */
export async function post(trx: Executor, movement: Movement & { legs: Leg[] }): Promise<Posting> {
  interface Part {
    userId: UserId;
    kind: string;
    coin: string;
    reason: StatementType;
    balance: Big;
    frozen: Big;
  }
  // One entry per (account, reason): a fill's fee stays its own statement row.
  const parts = new Map<string, Part>();
  const perCoin = new Map<string, Big>();
  for (const leg of movement.legs) {
    const balance = new Big(leg.balance ?? 0);
    const frozen = new Big(leg.frozen ?? 0);
    const reason = leg.reason ?? movement.reason;
    const k = `${key(leg.userId, leg.kind, leg.coin)}|${reason}`;
    const prev = parts.get(k);
    parts.set(k, {
      userId: leg.userId,
      kind: leg.kind,
      coin: leg.coin,
      reason,
      balance: prev ? prev.balance.plus(balance) : balance,
      frozen: prev ? prev.frozen.plus(frozen) : frozen,
    });
    perCoin.set(leg.coin, (perCoin.get(leg.coin) ?? new Big(0)).plus(balance).plus(frozen));
  }
  for (const [coin, sum] of perCoin) {
    if (!sum.eq(0))
      throw new LedgerError(
        `Unbalanced journal ${movement.reason}: ${coin} nets to ${sum.toFixed()}`,
      );
  }
  const legs = [...parts.values()].filter((l) => !l.balance.eq(0) || !l.frozen.eq(0));
  if (legs.length === 0) throw new LedgerError(`Empty journal ${movement.reason}`);
  const owners = new Map(legs.map((l) => [key(l.userId, l.kind, l.coin), l]));

  const now = Date.now();
  // SQLite: prepared statements and the cached accounts (db/sqlite-fast.ts), same rows written.
  const fast = sqliteFast(trx);
  const state = fast
    ? accountsFast(fast, owners.values(), now)
    : await lockAccounts(trx, owners.values(), now);
  // Apply the legs in order and check each account after every one of them, not only the end
  // state: a leg may never lean on a later leg of the same journal (an order's reserve must be
  // covered by the balance as it is, not by what its own fills hand back), and every statement
  // row's balance_after and frozen_after is what the account really held at that step.
  const steps = legs.map((leg): EntryStep => {
    const account = state.get(key(leg.userId, leg.kind, leg.coin));
    if (!account) throw new LedgerError(`Account ${key(leg.userId, leg.kind, leg.coin)} vanished`);
    account.balance = account.balance.plus(leg.balance);
    account.frozen = account.frozen.plus(leg.frozen);
    if (WITHDRAWAL_HOLDS.has(leg.reason))
      account.frozenWithdrawals = account.frozenWithdrawals.plus(leg.frozen);
    const worldAccount = leg.userId === SYSTEM_USER && leg.kind === 'external';
    if (account.balance.lt(0) && !worldAccount)
      throw new InsufficientFundsError(leg.userId, leg.kind, leg.coin, 'balance');
    if (account.frozen.lt(0))
      throw new InsufficientFundsError(leg.userId, leg.kind, leg.coin, 'frozen');
    // An order may not release what a withdrawal holds, nor a withdrawal what an order holds.
    if (account.frozenWithdrawals.lt(0) || account.frozenWithdrawals.gt(account.frozen))
      throw new InsufficientFundsError(leg.userId, leg.kind, leg.coin, 'frozen');
    return {
      account_id: account.id,
      user_id: leg.userId,
      kind: leg.kind,
      coin: leg.coin,
      balance_delta: toAmount(leg.balance),
      frozen_delta: toAmount(leg.frozen),
      balance_after: toAmount(account.balance),
      frozen_after: toAmount(account.frozen),
      reason: leg.reason,
      ref_id: movement.refId,
      created_at: now,
    };
  });

  const snapshots = [...owners.values()].map((leg): AccountSnapshot => {
    const account = state.get(key(leg.userId, leg.kind, leg.coin));
    if (!account) throw new LedgerError(`Account ${key(leg.userId, leg.kind, leg.coin)} vanished`);
    return {
      accountId: account.id,
      userId: leg.userId,
      kind: leg.kind,
      coin: leg.coin,
      balance: toAmount(account.balance),
      frozen: toAmount(account.frozen),
      frozenWithdrawals: toAmount(account.frozenWithdrawals),
    };
  });
  if (fast) {
    const journalId = writeFast(fast, movement, steps, snapshots, now);
    for (const leg of owners.values()) {
      const k = key(leg.userId, leg.kind, leg.coin);
      const account = state.get(k);
      if (account) fast.accounts.set(k, account);
    }
    return { journalId, accounts: snapshots };
  }

  const journal = await trx
    .insertInto('ledger_journals')
    .values({ reason: movement.reason, ref_id: movement.refId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entries = steps.map((step) => ({ journal_id: journal.id, ...step }));
  for (const snapshot of snapshots) {
    await trx
      .updateTable('ledger_accounts')
      .set({
        balance: snapshot.balance,
        frozen: snapshot.frozen,
        frozen_withdrawals: snapshot.frozenWithdrawals,
        updated_at: now,
      })
      .where('id', '=', snapshot.accountId)
      .execute();
  }
  await trx.insertInto('ledger_entries').values(entries).execute();
  return { journalId: journal.id, accounts: snapshots };
}

interface Owner {
  userId: UserId;
  kind: string;
  coin: string;
}

/** Create the accounts that do not exist yet and read them all, locked (PostgreSQL: FOR UPDATE). */
async function lockAccounts(
  trx: Executor,
  owners: Iterable<Owner>,
  now: number,
): Promise<Map<string, CachedAccount>> {
  const list = [...owners];
  await trx
    .insertInto('ledger_accounts')
    .values(
      list.map((l) => ({
        user_id: l.userId,
        kind: l.kind,
        coin: l.coin,
        balance: '0',
        frozen: '0',
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'coin']).doNothing())
    .execute();

  let query = trx
    .selectFrom('ledger_accounts')
    .selectAll()
    .where((eb) =>
      eb.or(
        list.map((l) =>
          eb.and([eb('user_id', '=', l.userId), eb('kind', '=', l.kind), eb('coin', '=', l.coin)]),
        ),
      ),
    )
    .orderBy('id');
  // Lock the rows in id order so two postings touching the same accounts queue, never deadlock.
  if (dialectOf(trx as unknown as Kysely<unknown>) === 'postgres') query = query.forUpdate();
  const rows = await query.execute();
  return new Map(
    rows.map((r) => [
      key(r.user_id, r.kind, r.coin),
      {
        id: r.id,
        balance: new Big(r.balance),
        frozen: new Big(r.frozen),
        frozenWithdrawals: new Big(r.frozen_withdrawals),
      },
    ]),
  );
}

/**
 * {@link lockAccounts} on SQLite (one writer: no lock needed): the cached accounts, the others
 * created when missing and read. Each is a copy: the posting changes it, the cache takes it
 * back only once its row is written.
 */
function accountsFast(
  fast: SqliteFast,
  owners: Iterable<Owner>,
  now: number,
): Map<string, CachedAccount> {
  const state = new Map<string, CachedAccount>();
  for (const owner of owners) {
    const k = key(owner.userId, owner.kind, owner.coin);
    let account = fast.accounts.get(k);
    if (!account) {
      fast
        .statement(
          'insert into "ledger_accounts" ("user_id", "kind", "coin", "balance", "frozen", "updated_at") ' +
            'values (?, ?, ?, \'0\', \'0\', ?) on conflict ("user_id", "kind", "coin") do nothing',
        )
        .run(owner.userId, owner.kind, owner.coin, now);
      const row = fast
        .statement(
          'select "id", "balance", "frozen", "frozen_withdrawals" from "ledger_accounts" ' +
            'where "user_id" = ? and "kind" = ? and "coin" = ?',
        )
        .get(owner.userId, owner.kind, owner.coin) as
        { id: number; balance: string; frozen: string; frozen_withdrawals: string } | undefined;
      if (!row) throw new LedgerError(`Account ${k} vanished`);
      account = {
        id: row.id,
        balance: new Big(row.balance),
        frozen: new Big(row.frozen),
        frozenWithdrawals: new Big(row.frozen_withdrawals),
      };
      fast.accounts.set(k, account);
    }
    state.set(k, { ...account });
  }
  return state;
}

/** One ledger entry as {@link post} computes it, before its journal id is known. */
interface EntryStep {
  account_id: number;
  user_id: UserId;
  kind: string;
  coin: string;
  balance_delta: string;
  frozen_delta: string;
  balance_after: string;
  frozen_after: string;
  reason: StatementType;
  ref_id: string;
  created_at: number;
}

const ENTRY_COLUMNS =
  '"journal_id", "account_id", "user_id", "kind", "coin", "balance_delta", "frozen_delta", ' +
  '"balance_after", "frozen_after", "reason", "ref_id", "created_at"';
/**
 * Rows per multi-row statement (entries, account updates): few distinct statements to keep
 * prepared, and far below SQLite's 32,766 parameters.
 */
const ENTRIES_PER_INSERT = 100;

/** The journal, its accounts' new state and its entries (one multi-row INSERT), on SQLite. */
function writeFast(
  fast: SqliteFast,
  movement: Movement,
  steps: readonly EntryStep[],
  snapshots: readonly AccountSnapshot[],
  now: number,
): number {
  const journal = fast
    .statement(
      'insert into "ledger_journals" ("reason", "ref_id", "created_at") values (?, ?, ?) returning "id"',
    )
    .get(movement.reason, movement.refId, now) as { id: number };
  // The accounts in one UPDATE … FROM (VALUES …) (per 100): column1 the id, then the amounts.
  for (let start = 0; start < snapshots.length; start += ENTRIES_PER_INSERT) {
    const chunk = snapshots.slice(start, start + ENTRIES_PER_INSERT);
    const values: unknown[] = [now];
    for (const s of chunk) values.push(s.accountId, s.balance, s.frozen, s.frozenWithdrawals);
    fast
      .statement(
        'update "ledger_accounts" set "balance" = "v"."column2", "frozen" = "v"."column3", ' +
          '"frozen_withdrawals" = "v"."column4", "updated_at" = ? from (values ' +
          chunk.map(() => '(?, ?, ?, ?)').join(', ') +
          ') as "v" where "ledger_accounts"."id" = "v"."column1"',
      )
      .run(values);
  }
  for (let start = 0; start < steps.length; start += ENTRIES_PER_INSERT) {
    const chunk = steps.slice(start, start + ENTRIES_PER_INSERT);
    const values: unknown[] = [];
    for (const e of chunk)
      values.push(
        journal.id,
        e.account_id,
        e.user_id,
        e.kind,
        e.coin,
        e.balance_delta,
        e.frozen_delta,
        e.balance_after,
        e.frozen_after,
        e.reason,
        e.ref_id,
        e.created_at,
      );
    fast
      .statement(
        `insert into "ledger_entries" (${ENTRY_COLUMNS}) values ` +
          chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', '),
      )
      .run(values);
  }
  return journal.id;
}
