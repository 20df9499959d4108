import type { LoginResult } from '@exchange/api';
import type { Executor } from '../wallet/ledger.ts';
import type { LoginDevice } from './users.ts';

/**
 * Keep one login attempt on an account for its owner's login history (security page, GET
 * /security/loginHistory). Attempts on an address without an account are not kept: there is no
 * owner to show them to.
 *
 * @example
 * await recordLogin(db, user.id, deviceOf(request), 'wrong_password', ctx.now());
 */
export async function recordLogin(
  db: Executor,
  userId: number,
  device: LoginDevice,
  result: LoginResult,
  now: number,
): Promise<void> {
  await db
    .insertInto('login_records')
    .values({
      user_id: userId,
      ip: device.ip,
      device_name: device.deviceName,
      device_type: device.deviceType,
      result,
      created_at: now,
    })
    .execute();
}
