import crypto from 'node:crypto';
import type { UserInfo } from '@exchange/api';
import type { UsersTable } from '../db/schema.ts';
import { preferencesOf } from './profile-preferences.ts';
import { hashToken, newToken } from '../http/auth.ts';
import type { ServerContext } from '../http/context.ts';
import type { Executor } from '../wallet/ledger.ts';
import type { Selectable } from 'kysely';

export type UserRow = Selectable<UsersTable>;

/** The wire form of a user (never the password hash). */
export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    avatar_url: row.avatar_url,
    is_google2fa: row.is_google2fa === 1,
    invite_code: row.invite_code,
    created_at: row.created_at,
    ...preferencesOf(row),
  };
}

/** "alice" → "a***e" ("al" → "a***"): a name shown, not exposed. */
export function maskName(name: string): string {
  return name.length <= 2 ? `${name.slice(0, 1)}***` : `${name.slice(0, 1)}***${name.slice(-1)}`;
}

/** "alice@example.com" → "a***e@example.com": invitees are shown, not exposed. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${maskName(name)}@${domain}`;
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character invite code without look-alike characters (0/O, 1/I). */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1)
    code += INVITE_ALPHABET.charAt(crypto.randomInt(INVITE_ALPHABET.length));
  return code;
}

export async function userById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function userByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The message the older device shows in its "logged in elsewhere" modal (SPEC.md section 8). */
export const REMOTE_LOGIN_MESSAGE =
  'Your account has been logged in on another device. If this was not you, change your password.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended, please log in again.';

/** Who is logging in: the device headers of SPEC.md section 7 and the client address. */
export interface LoginDevice {
  deviceId: string;
  deviceType: string;
  deviceName: string;
  ip: string;
}

/**
 * Open a session for a device and return its token. Devices coexist (issue 18: the device list
 * shows them); an earlier session of the same device id is replaced silently, as that device now
 * holds the new token. With `singleDevice` (ServerOptions.singleDeviceSessions) the old rule
 * holds instead: one device per account, the sessions of other devices end and each of them is
 * told (notify 40) through `hooks.onRemoteLogin` after commit.
 */
export async function startSession(
  ctx: ServerContext,
  user: UserRow,
  device: LoginDevice,
  options: { singleDevice?: boolean | undefined } = {},
): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  const ended = await ctx.storage.db.transaction().execute(async (trx) => {
    const others = options.singleDevice
      ? await trx
          .selectFrom('sessions')
          .select(['device_id', 'device_type'])
          .where('user_id', '=', user.id)
          .where('device_id', '!=', device.deviceId)
          .execute()
      : [];
    if (options.singleDevice)
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    // Without a device id nothing says two logins are the same device: both stay.
    else if (device.deviceId)
      await trx
        .deleteFrom('sessions')
        .where('user_id', '=', user.id)
        .where('device_id', '=', device.deviceId)
        .execute();
    await trx
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        device_id: device.deviceId,
        device_type: device.deviceType,
        device_name: device.deviceName,
        ip: device.ip,
        created_at: now,
        first_seen_at: now,
        last_seen_at: now,
      })
      .execute();
    return others;
  });
  const notified = new Set<string>();
  for (const other of ended) {
    if (notified.has(other.device_id)) continue;
    notified.add(other.device_id);
    ctx.hooks.onRemoteLogin?.(user.id, other.device_id, REMOTE_LOGIN_MESSAGE, device.deviceType);
  }
  return token;
}
