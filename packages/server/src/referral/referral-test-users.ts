import type { Storage } from '../db/connect.ts';

/**
 * Registers user `id` directly in the table (tests): invited by `invitedBy`, or with no inviter.
 *
 * @example await addReferralUser(storage.db, 1, 9); // user 1, invited by user 9
 */
export async function addReferralUser(
  db: Storage['db'],
  id: number,
  invitedBy: number | null,
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id,
      email: `user${String(id)}@example.com`,
      password_hash: '!',
      nickname: `user${String(id)}`,
      avatar_url: '',
      invite_code: `CODE${String(id)}`,
      invited_by: invitedBy,
      is_google2fa: 0,
      created_at: 0,
    })
    .execute();
}
