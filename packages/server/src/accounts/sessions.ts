import type { ServerContext } from '../http/context.ts';
import type { Executor } from '../wallet/ledger.ts';
import { SESSION_ENDED_MESSAGE } from './users.ts';

/** A session ended on the server, to be told once the change is committed. */
export interface EndedSession {
  id: number;
  deviceId: string;
}

/**
 * Delete sessions of `userId`: just `only` (a session id), or every one but `except` (the
 * caller's), or all of them. Run it inside the transaction of the change that ends them (a new
 * password, a closed account) and hand the result to {@link tellSessionsEnded} after commit.
 * Deleting the row is what ends the session: its next request is a 401 (http/auth.ts).
 *
 * @example
 * const ended = await db.transaction().execute((trx) => endSessions(trx, user.id, { except: user.sessionId }));
 * tellSessionsEnded(ctx, user.id, ended);
 */
export async function endSessions(
  db: Executor,
  userId: number,
  which: { only?: number; except?: number } = {},
): Promise<EndedSession[]> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (which.only !== undefined) query = query.where('id', '=', which.only);
  if (which.except !== undefined) query = query.where('id', '!=', which.except);
  const rows = await query.returning(['id', 'device_id']).execute();
  return rows.map((row) => ({ id: row.id, deviceId: row.device_id }));
}

/**
 * Tell each ended device (notify 44 with its key, SPEC.md section 4) through
 * `hooks.onSessionEnded`, once per device: its sockets show the session modal.
 */
export function tellSessionsEnded(
  ctx: ServerContext,
  userId: number,
  ended: readonly EndedSession[],
  message: string = SESSION_ENDED_MESSAGE,
): void {
  const told = new Set<string>();
  for (const session of ended) {
    if (told.has(session.deviceId)) continue;
    told.add(session.deviceId);
    ctx.hooks.onSessionEnded?.(userId, session.deviceId, message);
  }
}
