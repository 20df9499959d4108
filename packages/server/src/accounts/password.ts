import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** scrypt cost: N = 2^15 takes ~50 ms here; slow enough to make guessing costly. */
const PARAMS = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

/**
 * Hash a password with scrypt and a random salt; the result carries its own parameters.
 *
 * @example await hashPassword('hunter22') // 'scrypt$32768$8$1$<salt>$<hash>'
 */
export async function hashPassword(
  password: string,
  cost: { N: number } = PARAMS,
): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, N: cost.N });
  return [
    'scrypt',
    cost.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Check a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return crypto.timingSafeEqual(key, expected);
}

/**
 * The password hash of an account the system makes (demo merchants and lead traders, copy
 * sub-accounts, the simulators): no password verifies against it, so nobody logs in as it.
 */
export const NO_PASSWORD = '!';
