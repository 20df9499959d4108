import { maskName } from '../accounts/users.ts';

// The name C2C shows a user under (issue 23): advertisers and counterparties are public, and
// registration defaults the nickname to the e-mail's local part, so that default is never shown
// as is. A nickname the user chose is shown; otherwise the masked local part ("alice7" → "a***7").

/**
 * The name shown for `user` on C2C: the nickname if the user set one (not empty, not the
 * registration default taken from the e-mail), else the masked e-mail local part.
 *
 * @example publicName({ nickname: 'alice7', email: 'alice7@example.com' }) // 'a***7'
 */
export function publicName(user: { nickname: string; email: string }): string {
  const local = user.email.split('@')[0] ?? '';
  const nickname = user.nickname.trim();
  if (nickname !== '' && nickname !== local.slice(0, 32)) return user.nickname;
  return maskName(local);
}
