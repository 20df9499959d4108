import type { FastifyInstance } from 'fastify';
import {
  deviceSessions,
  endDeviceSession,
  endOtherSessions,
  loginHistory,
  loginResultSchema,
} from '@exchange/api';
import { pageOf } from '../db/page.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { endSessions, tellSessionsEnded } from './sessions.ts';

/**
 * The user's signed-in devices and login history (issue 18, `account-device`): list them, end
 * one, end every other one. An ended device is told at once (notify 44) and its token is a 401
 * from the next request on.
 */
export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx.storage;

  addRoute(app, ctx, deviceSessions, async ({ user }) => {
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'device_name', 'device_type', 'ip', 'first_seen_at', 'last_seen_at'])
      .where('user_id', '=', user.id)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => ({ ...row, current: row.id === user.sessionId }));
  });

  addRoute(app, ctx, endDeviceSession, async ({ user, body }) => {
    // Scoped to the caller's own sessions: another user's id is simply not found (404), and
    // nothing of theirs changes.
    const ended = await endSessions(db, user.id, { only: body.id });
    if (ended.length === 0) throw new HttpError(404, 'Session not found');
    tellSessionsEnded(ctx, user.id, ended);
    return { ended: ended.length };
  });

  addRoute(app, ctx, endOtherSessions, async ({ user }) => {
    const ended = await endSessions(db, user.id, { except: user.sessionId });
    tellSessionsEnded(ctx, user.id, ended);
    return { ended: ended.length };
  });

  addRoute(app, ctx, loginHistory, async ({ user, query }) =>
    pageOf(
      db.selectFrom('login_records').where('user_id', '=', user.id),
      query,
      (q) =>
        q
          .select(['id', 'ip', 'device_name', 'device_type', 'result', 'created_at'])
          .orderBy('id', 'desc'),
      (row) => ({ ...row, result: loginResultSchema.parse(row.result) }),
    ),
  );
}
