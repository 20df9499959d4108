import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  failureBodySchema,
  googleSecretSchema,
  securityOverviewSchema,
  sessionSchema,
  withdrawalSchema,
} from '@exchange/api';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';
import { TRON_B, USDT } from '../wallet/wallet-test-kit.ts';
import { GOOGLE_CODE_REQUIRED, GOOGLE_CODE_WRONG, totpCode } from './google-code.ts';
import { reviewDueGoogleResets } from './google-reset.ts';
import { MAX_LOGIN_FAILURES } from './login-throttle.ts';
import { ACCOUNT_DISABLED } from './routes.ts';
import { WITHDRAW_LOCK_MS } from './withdraw-lock.ts';

const T0 = Date.UTC(2026, 10, 24, 12, 0, 5);
const STEP = 30_000;

function failureOf(body: unknown) {
  const failure = failureBodySchema.parse(body);
  return { message: failure.message, fields: failure.data?.errors.map((e) => e.field) ?? [] };
}

/** A 6-digit code other than `code`. */
function otherThan(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
}

/** Sign up and bind an authenticator at `now`; the binding code's step is used. */
async function bound(ex: TestExchange, email: string, now: number) {
  const account = await ex.signUp(email);
  const res = await ex.call(apiRoutes.googleSecret, { token: account.token });
  const { secret } = googleSecretSchema.parse(res.body.data);
  const bind = await ex.call(apiRoutes.bindGoogle, {
    token: account.token,
    body: { google_code: totpCode(secret, now) },
  });
  expect(bind.status).toBe(200);
  return { ...account, secret };
}

describe('login second step, closed accounts, withdrawal lock', () => {
  let ex: TestExchange;
  let now = T0;

  beforeAll(async () => {
    ex = await startTestExchange({ now: () => now, codeResendMs: 0 });
  });
  afterAll(() => ex.close());

  const login = (email: string, password: string, googleCode?: string) =>
    ex.call(apiRoutes.login, {
      body: { email, password, ...(googleCode === undefined ? {} : { google_code: googleCode }) },
      deviceId: 'laptop',
    });

  const historyOf = async (email: string) =>
    (
      await ex.ctx.storage.db
        .selectFrom('login_records')
        .innerJoin('users', 'users.id', 'login_records.user_id')
        .where('users.email', '=', email)
        .select('result')
        .orderBy('login_records.id')
        .execute()
    ).map((r) => r.result);

  it('asks for the authenticator code after the password, counts wrong codes, lets the right one in', async () => {
    const { secret } = await bound(ex, 'second@example.com', now);
    now += STEP;
    // A wrong password is the usual 400, code or not.
    expect((await login('second@example.com', 'wrong password')).status).toBe(400);
    const noCode = await login('second@example.com', PASSWORD);
    expect(noCode.status).toBe(422);
    expect(failureBodySchema.parse(noCode.body).data?.errors).toEqual([
      { field: 'google_code', message: GOOGLE_CODE_REQUIRED },
    ]);
    const wrong = await login('second@example.com', PASSWORD, otherThan(totpCode(secret, now)));
    expect(wrong.status).toBe(422);
    expect(failureBodySchema.parse(wrong.body).data?.errors).toEqual([
      { field: 'google_code', message: GOOGLE_CODE_WRONG },
    ]);
    const right = await login('second@example.com', PASSWORD, totpCode(secret, now));
    expect(right.status).toBe(200);
    expect(sessionSchema.parse(right.body.data).user.is_google2fa).toBe(true);
    // The same code again is a replay: refused.
    const replay = await login('second@example.com', PASSWORD, totpCode(secret, now));
    expect(replay.status).toBe(422);
    // Being asked for the code is not an attempt of its own; each answer is.
    // The registration's sign-in first.
    expect(await historyOf('second@example.com')).toEqual([
      'success',
      'wrong_password',
      'wrong_google_code',
      'success',
      'wrong_google_code',
    ]);
  });

  it('locks the account after five wrong authenticator codes, like wrong passwords', async () => {
    const { secret } = await bound(ex, 'guess@example.com', now);
    now += STEP;
    const statuses: number[] = [];
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1)
      statuses.push(
        (await login('guess@example.com', PASSWORD, otherThan(totpCode(secret, now)))).status,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    // Locked: even the right code is refused.
    expect((await login('guess@example.com', PASSWORD, totpCode(secret, now))).status).toBe(429);
  });

  it('answers 403 for a closed account only after the right password', async () => {
    const { id } = await ex.signUp('closed@example.com');
    await ex.ctx.storage.db
      .updateTable('users')
      .set({ disabled_at: now })
      .where('id', '=', id)
      .execute();
    expect((await login('closed@example.com', 'wrong password')).status).toBe(400);
    const res = await login('closed@example.com', PASSWORD);
    expect(res.status).toBe(403);
    expect(failureOf(res.body).message).toBe(ACCOUNT_DISABLED);
    expect(await historyOf('closed@example.com')).toEqual([
      'success',
      'wrong_password',
      'disabled',
    ]);
  });

  it('refuses withdrawals for 24 hours after binding, then asks for the code', async () => {
    now += STEP;
    const { token, secret } = await bound(ex, 'locked@example.com', now);
    const boundAt = now;
    const withdraw = async (google_code?: string) => {
      await ex.call(apiRoutes.getCaptcha, {
        token,
        body: { email: 'locked@example.com', type: 'withdraw' },
      });
      return ex.call(apiRoutes.withdraw, {
        token,
        body: {
          coin_id: USDT,
          network: 'TRC20',
          address: TRON_B,
          amount: '20',
          email_code: await ex.lastCode('locked@example.com'),
          ...(google_code === undefined ? {} : { google_code }),
        },
      });
    };
    now = boundAt + WITHDRAW_LOCK_MS - 1;
    const locked = await withdraw(totpCode(secret, now));
    expect(locked.status).toBe(403);
    expect(failureOf(locked.body).message).toBe(
      `Withdrawals are locked until ${new Date(boundAt + WITHDRAW_LOCK_MS).toISOString().replace(/\.\d+Z$/, 'Z')} after binding the authenticator`,
    );
    now = boundAt + WITHDRAW_LOCK_MS;
    const overview = securityOverviewSchema.parse(
      (await ex.call(apiRoutes.securityOverview, { token })).body.data,
    );
    expect(overview.withdraw_locked_until).toBeNull();
    const noCode = await withdraw();
    expect(noCode.status).toBe(422);
    expect(failureOf(noCode.body).fields).toEqual(['google_code']);
    // Refused on the authenticator, the e-mail code was not used up: it still works.
    const done = await ex.call(apiRoutes.withdraw, {
      token,
      body: {
        coin_id: USDT,
        network: 'TRC20',
        address: TRON_B,
        amount: '20',
        email_code: await ex.lastCode('locked@example.com'),
        google_code: totpCode(secret, now),
      },
    });
    expect(done.status).toBe(200);
    expect(withdrawalSchema.parse(done.body.data).status).toBe('pending');
  });
});

describe('the demo reviewer of authenticator resets', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'google-reset-'));
  const file = path.join(dir, 'exchange.sqlite');
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('approves a due request exactly once, across a restart', async () => {
    let now = T0;
    const ended: string[] = [];
    const options = {
      database: { file },
      now: () => now,
      codeResendMs: 0,
      demoReviewMs: 60_000,
      hooks: { onSessionEnded: (_userId: number, key: string) => ended.push(key) },
    };
    const first = await startTestExchange(options);
    const { token } = await bound(first, 'restart@example.com', now);
    await first.call(apiRoutes.securitySendCode, { token, body: { purpose: 'reset_google' } });
    const res = await first.call(apiRoutes.resetGoogle, {
      token,
      body: {
        email_code: await first.lastCode('restart@example.com'),
        reason: 'My phone fell into the sea',
      },
    });
    expect(res.status).toBe(200);
    // Not due yet: nothing decided.
    now = T0 + 59_999;
    expect(await reviewDueGoogleResets(first.ctx)).toBe(0);
    await first.close();

    now = T0 + 60_000;
    const second = await startTestExchange(options);
    const [a, b] = await Promise.all([
      reviewDueGoogleResets(second.ctx),
      reviewDueGoogleResets(second.ctx),
    ]);
    expect(a + b).toBe(1);
    expect(await reviewDueGoogleResets(second.ctx)).toBe(0);
    expect(ended).toEqual(['test-device']);
    const resets = await second.ctx.storage.db.selectFrom('google_resets').selectAll().execute();
    expect(resets).toMatchObject([{ status: 'approved', reviewed_at: T0 + 60_000 }]);
    const user = await second.ctx.storage.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'restart@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      google_secret: null,
      is_google2fa: 0,
      withdraw_lock_reason: 'google_reset',
      withdraw_locked_until: T0 + 60_000 + WITHDRAW_LOCK_MS,
    });
    await second.close();
  });
});
