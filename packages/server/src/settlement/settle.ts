import type { Kysely, Transaction } from 'kysely';
import type { StatementType } from '@exchange/api';
import type { Database } from '../db/schema.ts';
import { type AccountSnapshot, type Leg, ledger, type SpotMovement } from '../wallet/ledger.ts';

/**
 * The one balanced journal a settlement posts: the engine's movements (`ledger.applyMovements`)
 * or raw legs (`ledger.post`). An empty list moves no money and posts nothing.
 */
export type Journal =
  | { refId: string; reason?: StatementType; movements: readonly SpotMovement[] }
  | { refId: string; reason: StatementType; legs: Leg[] };

/** What the plan step decided: the plan itself and the journal that pays for it. */
export interface Planned<P> {
  plan: P;
  /** Omitted: the plan moves no money. */
  journal?: Journal | undefined;
}

/** A plan that committed, with the accounts its journal touched (after the change). */
export interface Settled<P> {
  plan: P;
  accounts: AccountSnapshot[];
}

type MaybePromise<T> = T | Promise<T>;

/** The steps of one settlement, in the order {@link settle} runs them. */
export interface SettlementSteps<P, A = void> {
  /**
   * In the transaction: read what the plan needs, decide (a pure plan), write the rows the
   * journal refers to. Undefined: nothing to settle (a repeated request), nothing else runs.
   */
  plan(trx: Transaction<Database>): MaybePromise<Planned<P> | undefined>;
  /** In the transaction, after the journal is posted: write the product's remaining rows. */
  record?(trx: Transaction<Database>, plan: P, accounts: AccountSnapshot[]): MaybePromise<P>;
  /**
   * The transaction threw and rolled back; nothing was applied or published. Throw the
   * product's own error (e.g. for an `InsufficientFundsError`), or return to settle nothing.
   * Without it the error is rethrown as it is.
   */
  recover?(error: unknown): MaybePromise<void>;
  /**
   * After the commit: apply the plan to the in-memory state (books, positions, candles); what
   * it returns goes to `publish`.
   */
  apply?(plan: P): A;
  /** After `apply`: tell the listeners (socket feed) what changed. */
  publish?(plan: P, accounts: AccountSnapshot[], applied: A | undefined): void;
}

async function postJournal(
  trx: Transaction<Database>,
  journal: Journal | undefined,
): Promise<AccountSnapshot[]> {
  if (!journal) return [];
  if ('movements' in journal) {
    if (journal.movements.length === 0) return [];
    return (await ledger.applyMovements(trx, journal)).accounts;
  }
  if (journal.legs.length === 0) return [];
  return (await ledger.post(trx, journal)).accounts;
}

/**
 * The sequence every product that moves money follows, so none writes its own: plan → one
 * balanced journal, all in one transaction → commit → apply in memory → publish. Memory and
 * listeners change only after the commit, never when the transaction throws: an
 * `InsufficientFundsError` (or any other) reaches `recover` or the caller with nothing applied.
 *
 * @example
 * const settled = await settle(storage.db, {
 *   plan: async (trx) => {
 *     const plan = engine.plan(order);
 *     return { plan, journal: { refId: `spot-order:${id}`, movements: movementsOf(plan) } };
 *   },
 *   apply: (plan) => engine.apply(plan),
 *   publish: (plan, accounts) => publisher.planSettled(plan, accounts),
 * });
 */
export async function settle<P, A = void>(
  db: Kysely<Database>,
  steps: SettlementSteps<P, A>,
): Promise<Settled<P> | undefined> {
  let settled: Settled<P> | undefined;
  try {
    settled = await db.transaction().execute(async (trx) => {
      const planned = await steps.plan(trx);
      if (!planned) return undefined;
      const accounts = await postJournal(trx, planned.journal);
      const plan = steps.record ? await steps.record(trx, planned.plan, accounts) : planned.plan;
      return { plan, accounts };
    });
  } catch (error) {
    if (!steps.recover) throw error;
    await steps.recover(error);
    return undefined;
  }
  if (!settled) return undefined;
  const applied = steps.apply?.(settled.plan);
  steps.publish?.(settled.plan, settled.accounts, applied);
  return settled;
}
