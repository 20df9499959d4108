import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { HttpError } from '../http/errors.ts';
import {
  GOOGLE_CODE_REQUIRED,
  GOOGLE_CODE_USED,
  GOOGLE_CODE_WRONG,
  newGoogleSecret,
  otpauthUri,
  requireGoogleCodeWhenBound,
  totpCode,
  totpStep,
} from './google-code.ts';
import { lockWithdrawals, WITHDRAW_LOCK_MS, withdrawLockOf } from './withdraw-lock.ts';

/** A fixed clock in the middle of a 30 s step. */
const T0 = Date.UTC(2026, 10, 24, 12, 0, 15);
const STEP = 30_000;

async function refusal(promise: Promise<unknown>): Promise<{ field: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const http = error as HttpError;
  expect(http.statusCode).toBe(422);
  const [first] = http.errors ?? [];
  return { field: first?.field ?? '', message: first?.message ?? '' };
}

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vectors (last 6 digits)', () => {
    // Appendix B: the ASCII secret "12345678901234567890"; T = 59 s -> 94287082.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
  });

  it('accepts one step either side and refuses two', () => {
    const secret = newGoogleSecret();
    const step = Math.floor(T0 / STEP);
    expect(totpStep(secret, totpCode(secret, T0), T0)).toBe(step);
    expect(totpStep(secret, totpCode(secret, T0 - STEP), T0)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, T0 + STEP), T0)).toBe(step + 1);
    const twoBefore = totpCode(secret, T0 - 2 * STEP);
    const twoAfter = totpCode(secret, T0 + 2 * STEP);
    const near = [-1, 0, 1].map((k) => totpCode(secret, T0 + k * STEP));
    // A 6-digit code may repeat by chance: only a code no nearby step shares must be refused.
    if (!near.includes(twoBefore)) expect(totpStep(secret, twoBefore, T0)).toBeNull();
    if (!near.includes(twoAfter)) expect(totpStep(secret, twoAfter, T0)).toBeNull();
  });

  it('writes an otpauth URI with the issuer, SHA-1, 6 digits and 30 s', () => {
    const secret = newGoogleSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri(secret, 'Demo Exchange', 'a@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Demo Exchange:a@example.com');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Demo Exchange');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});

describe('requireGoogleCodeWhenBound and the withdrawal lock', () => {
  let ex: TestExchange;
  let userId: number;
  const secret = newGoogleSecret();

  beforeAll(async () => {
    ex = await startTestExchange();
    ({ id: userId } = await ex.signUp('totp@example.com'));
  });
  afterAll(() => ex.close());

  it('does nothing while no authenticator is bound', async () => {
    await requireGoogleCodeWhenBound(ex.ctx.storage.db, userId, undefined, 'google_code', T0);
  });

  it('once bound: refuses a missing or wrong code, then a replayed or older one', async () => {
    const db = ex.ctx.storage.db;
    await db
      .updateTable('users')
      .set({ google_secret: secret, is_google2fa: 1 })
      .where('id', '=', userId)
      .execute();
    expect(await refusal(requireGoogleCodeWhenBound(db, userId, undefined, 'code', T0))).toEqual({
      field: 'code',
      message: GOOGLE_CODE_REQUIRED,
    });
    const right = totpCode(secret, T0);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect((await refusal(requireGoogleCodeWhenBound(db, userId, wrong, 'x', T0))).message).toBe(
      GOOGLE_CODE_WRONG,
    );
    await requireGoogleCodeWhenBound(db, userId, right, 'google_code', T0);
    const again = await refusal(requireGoogleCodeWhenBound(db, userId, right, 'google_code', T0));
    expect(again).toEqual({ field: 'google_code', message: GOOGLE_CODE_USED });
    // The previous step's code is still inside the window but older than the one used.
    const older = totpCode(secret, T0 - STEP);
    if (older !== right) {
      const refused = await refusal(requireGoogleCodeWhenBound(db, userId, older, 'g', T0));
      expect(refused.message).toBe(GOOGLE_CODE_USED);
    }
    await requireGoogleCodeWhenBound(db, userId, totpCode(secret, T0 + STEP), 'g', T0 + STEP);
  });

  it('locks withdrawals for 24 hours and reads the lock back until it runs out', async () => {
    const db = ex.ctx.storage.db;
    const lock = await lockWithdrawals(db, userId, 'google_bound', T0);
    expect(lock).toEqual({ until: T0 + WITHDRAW_LOCK_MS, reason: 'google_bound' });
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(withdrawLockOf(row, T0 + WITHDRAW_LOCK_MS - 1)).toEqual(lock);
    expect(withdrawLockOf(row, T0 + WITHDRAW_LOCK_MS)).toBeNull();
    // A later change starts a new 24 hours with its own reason.
    await lockWithdrawals(db, userId, 'password_changed', T0 + 1000);
    const later = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(withdrawLockOf(later, T0 + 1000)).toEqual({
      until: T0 + 1000 + WITHDRAW_LOCK_MS,
      reason: 'password_changed',
    });
  });
});
