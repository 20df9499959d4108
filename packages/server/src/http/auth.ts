import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_HEADERS, tokenFromAuthorization } from '@exchange/api';
import { anySqliteFast } from '../db/sqlite-fast.ts';
import type { Executor } from '../wallet/ledger.ts';
import { HttpError } from './errors.ts';

/** The signed-in caller of a request. */
export interface AuthUser {
  id: number;
  email: string;
  /** sha256 of the bearer token, naming the session (logout ends exactly this one). */
  tokenHash: string;
  /** The session's public id (GET /security/devices). */
  sessionId: number;
  deviceId: string;
}

/** Sessions store only this digest of a token; a leaked table holds no usable token. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A fresh random bearer token (256 bits, URL-safe). */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * The device headers of SPEC.md section 7, with safe defaults for callers that omit them, and the
 * client address (request.ip: the socket's, or the proxy's forwarded one when Fastify trusts it).
 */
export function deviceOf(request: FastifyRequest): {
  deviceId: string;
  deviceType: string;
  deviceName: string;
  ip: string;
} {
  const header = (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return (Array.isArray(value) ? value[0] : value)?.slice(0, 128) ?? '';
  };
  return {
    deviceId: header(API_HEADERS.deviceId),
    deviceType: header(API_HEADERS.deviceType) || '10',
    deviceName: header(API_HEADERS.deviceName) || 'web',
    ip: request.ip.slice(0, 64),
  };
}

/** How stale a session's last_seen_at may get before a request writes it again. */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * The user behind `Authorization: Bearer {token}`, or null without one. An unknown or ended
 * token is a 401 ("login expired": the client logs out, SPEC.md section 8). Marks the session
 * seen, writing at most once a minute so a busy page does not write on every request.
 */
export async function authenticate(
  db: Executor,
  request: FastifyRequest,
  now: () => number = Date.now,
): Promise<AuthUser | null> {
  const token = tokenFromAuthorization(request.headers.authorization);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const row = await sessionOf(db, tokenHash);
  if (!row) throw new HttpError(401, 'Login expired, please log in again');
  const at = now();
  if (at - row.last_seen_at >= LAST_SEEN_EVERY_MS)
    await db
      .updateTable('sessions')
      .set({ last_seen_at: at })
      .where('id', '=', row.session_id)
      .execute();
  return {
    id: row.id,
    email: row.email,
    tokenHash,
    sessionId: row.session_id,
    deviceId: row.device_id,
  };
}

interface SessionRow {
  id: number;
  email: string;
  device_id: string;
  last_seen_at: number;
  session_id: number;
}

/** The session of a token digest and its user; on SQLite a prepared statement (every request). */
async function sessionOf(db: Executor, tokenHash: string): Promise<SessionRow | undefined> {
  const fast = anySqliteFast(db);
  if (fast) {
    const read = () =>
      fast
        .statement(
          'select "users"."id", "users"."email", "sessions"."device_id", "sessions"."last_seen_at", ' +
            '"sessions"."id" as "session_id" from "sessions" inner join "users" on "users"."id" = ' +
            '"sessions"."user_id" where "sessions"."token_hash" = ?',
        )
        .get(tokenHash) as SessionRow | undefined;
    // In a transaction the connection is already the caller's; otherwise wait for it.
    return db.isTransaction ? read() : await fast.exclusive(read);
  }
  return await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'sessions.device_id', 'sessions.last_seen_at'])
    .select('sessions.id as session_id')
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
