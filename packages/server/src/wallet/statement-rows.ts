import type { Selectable } from 'kysely';
import type { AccountType, Statement, StatementType } from '@exchange/api';
import { coinByName } from '../config/coins.ts';
import type { LedgerEntriesTable } from '../db/schema.ts';
import { requireCoin } from './coin-input.ts';
import { type Executor, toAmount, type UserId } from './ledger.ts';

// What GET /wallet/statements and its CSV export (statement-export-routes.ts) share: the filters
// over a user's ledger entries and the wire shape of one row, so the file holds what the page
// lists.

/** The filters of capital flow (the wire's statements query without its page). */
export interface StatementFilters {
  coin_id?: number | undefined;
  account?: AccountType | undefined;
  type?: StatementType | undefined;
  from?: number | undefined;
  to?: number | undefined;
  ref_id?: string | undefined;
}

/** The caller's ledger entries matching the filters (a 422 on `coin_id` for an unknown coin). */
export function statementEntries(db: Executor, userId: UserId, query: StatementFilters) {
  let base = db.selectFrom('ledger_entries').where('user_id', '=', userId);
  if (query.coin_id !== undefined) base = base.where('coin', '=', requireCoin(query.coin_id).name);
  if (query.account !== undefined) base = base.where('kind', '=', query.account);
  if (query.type !== undefined) base = base.where('reason', '=', query.type);
  if (query.from !== undefined) base = base.where('created_at', '>=', query.from);
  if (query.to !== undefined) base = base.where('created_at', '<', query.to);
  if (query.ref_id !== undefined) base = base.where('ref_id', '=', query.ref_id);
  return base;
}

/** One ledger entry as a statement row on the wire. */
export function statementOf(r: Selectable<LedgerEntriesTable>): Statement {
  return {
    id: r.id,
    coin_id: coinByName(r.coin)?.id ?? 0,
    coin_name: r.coin,
    account: r.kind as AccountType,
    type: r.reason as StatementType,
    amount: toAmount(r.balance_delta),
    balance: toAmount(r.balance_after),
    freeze_amount: toAmount(r.frozen_delta),
    freeze: toAmount(r.frozen_after),
    ref_id: r.ref_id,
    created_at: r.created_at,
  };
}
