import { Big } from 'big.js';
import type { Insertable, Selectable } from 'kysely';
import type { PositionSide } from '@exchange/api';
import { toAmount } from '../wallet/ledger.ts';
import type { CopyDeps } from './copy-config.ts';
import type { CopyLeaderPositionsTable, CopySignalsTable } from './copy-tables.ts';

// The first half of the copy tick: each approved leader's engine positions against the last
// snapshot the tick saw; every change is a signal, written in ONE transaction with the new
// snapshot, so a change is signalled exactly once even across a restart.

export type CopySignal = Selectable<CopySignalsTable>;
type Snapshot = Selectable<CopyLeaderPositionsTable>;

/** A leader's position as the tick sees it (null: none). */
export interface SeenPosition {
  side: PositionSide;
  size: Big;
  leverage: number;
}

/** One change, before its row: `open` for an open or add, `close` for a reduce or close. */
export type SignalDraft = Pick<
  Insertable<CopySignalsTable>,
  'side' | 'action' | 'amount' | 'size_before' | 'size_after' | 'leverage'
>;

/**
 * The signals between the snapshot and the position now: a flip is a close of everything then
 * an open of the new side; a leverage change alone is no signal.
 */
export function signalsBetween(
  before: SeenPosition | null,
  after: SeenPosition | null,
): SignalDraft[] {
  const draft = (
    action: 'open' | 'close',
    position: SeenPosition,
    amount: Big,
    from: Big,
    to: Big,
  ): SignalDraft => ({
    side: position.side,
    action,
    amount: toAmount(amount),
    size_before: toAmount(from),
    size_after: toAmount(to),
    leverage: position.leverage,
  });
  const zero = new Big(0);
  if (before && after && before.side === after.side) {
    if (after.size.gt(before.size))
      return [draft('open', after, after.size.minus(before.size), before.size, after.size)];
    if (after.size.lt(before.size))
      return [draft('close', before, before.size.minus(after.size), before.size, after.size)];
    return [];
  }
  const out: SignalDraft[] = [];
  if (before) out.push(draft('close', before, before.size, before.size, zero));
  if (after) out.push(draft('open', after, after.size, zero, after.size));
  return out;
}

/**
 * Compare every approved leader's positions with their snapshot and write the signals with the
 * new snapshot, one transaction per leader. Answers how many signals were written.
 */
export async function snapshotLeaders(deps: CopyDeps, now: number): Promise<number> {
  const { db } = deps.ctx.storage;
  const leaders = await db
    .selectFrom('copy_leaders')
    .select(['id', 'user_id'])
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute();
  let written = 0;
  for (const leader of leaders) {
    const snapshots = await db
      .selectFrom('copy_leader_positions')
      .selectAll()
      .where('leader_id', '=', leader.id)
      .execute();
    const bySymbol = new Map<string, Snapshot>(snapshots.map((s) => [s.symbol, s]));
    const changes: { symbol: string; now: SeenPosition | null; drafts: SignalDraft[] }[] = [];
    for (const pair of deps.engine.pairs) {
      const held = deps.engine.positionOf(leader.user_id, pair.symbol);
      const seen = bySymbol.get(pair.symbol);
      const before: SeenPosition | null = seen
        ? { side: seen.side, size: new Big(seen.size), leverage: seen.leverage }
        : null;
      const after: SeenPosition | null = held
        ? { side: held.side, size: held.size, leverage: held.leverage }
        : null;
      const drafts = signalsBetween(before, after);
      const releveraged = before && after && before.leverage !== after.leverage;
      if (drafts.length > 0 || releveraged)
        changes.push({ symbol: pair.symbol, now: after, drafts });
    }
    if (changes.length === 0) continue;
    await db.transaction().execute(async (trx) => {
      for (const change of changes) {
        const price = toAmount(deps.engine.markOf(change.symbol));
        for (const draft of change.drafts)
          await trx
            .insertInto('copy_signals')
            .values({
              ...draft,
              leader_id: leader.id,
              symbol: change.symbol,
              price,
              created_at: now,
              done_at: null,
            })
            .execute();
        await trx
          .deleteFrom('copy_leader_positions')
          .where('leader_id', '=', leader.id)
          .where('symbol', '=', change.symbol)
          .execute();
        if (change.now)
          await trx
            .insertInto('copy_leader_positions')
            .values({
              leader_id: leader.id,
              symbol: change.symbol,
              side: change.now.side,
              size: toAmount(change.now.size),
              leverage: change.now.leverage,
            })
            .execute();
      }
    });
    written += changes.reduce((sum, c) => sum + c.drafts.length, 0);
  }
  return written;
}
