import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  demoMailSchema,
  failureBodySchema,
  googleBindingSchema,
  googleSecretSchema,
  sessionSchema,
} from '@exchange/api';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';
import { GOOGLE_CODE_REQUIRED, totpCode } from './google-code.ts';
import { RECOVERY_CODE_COUNT } from './google-reset.ts';
import { RECOVERY_CODE_WRONG } from './google-routes.ts';
import { MAX_LOGIN_FAILURES } from './login-throttle.ts';

const T0 = Date.UTC(2026, 10, 24, 12, 0, 5);
const STEP = 30_000;

describe('login with a recovery code instead of the authenticator (issue 18)', () => {
  let ex: TestExchange;
  let now = T0;

  beforeAll(async () => {
    ex = await startTestExchange({ now: () => now, codeResendMs: 0 });
  });
  afterAll(() => ex.close());

  /** Sign up and bind an authenticator; answers the recovery codes shown at binding. */
  const bound = async (email: string) => {
    const account = await ex.signUp(email);
    const res = await ex.call(apiRoutes.googleSecret, { token: account.token });
    const { secret } = googleSecretSchema.parse(res.body.data);
    const bind = await ex.call(apiRoutes.bindGoogle, {
      token: account.token,
      body: { google_code: totpCode(secret, now) },
    });
    expect(bind.status).toBe(200);
    now += STEP;
    return { ...account, secret, codes: googleBindingSchema.parse(bind.body.data).recovery_codes };
  };

  const login = (email: string, extra: Record<string, string>, deviceId = 'phone') =>
    ex.call(apiRoutes.login, { body: { email, password: PASSWORD, ...extra }, deviceId });

  const fieldsOf = (body: unknown) => failureBodySchema.parse(body).data?.errors ?? [];

  const historyOf = async (id: number) =>
    (
      await ex.ctx.storage.db
        .selectFrom('login_records')
        .select('result')
        .where('user_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((r) => r.result);

  const noticesTo = async (email: string) => {
    const res = await ex.call(apiRoutes.demoMailbox, { query: { email } });
    return (res.body.data as unknown[])
      .map((mail) => demoMailSchema.parse(mail))
      .filter((mail) => mail.subject === 'Security notice: a recovery code was used to sign in');
  };

  it('signs in once with an unused code, in any case and without the dash, and mails the owner', async () => {
    const { id, codes } = await bound('lost@example.com');
    const [first = '', second = ''] = codes;
    const ok = await login('lost@example.com', { recovery_code: first });
    expect(ok.status).toBe(200);
    expect(sessionSchema.parse(ok.body.data).user.is_google2fa).toBe(true);
    const [notice] = await noticesTo('lost@example.com');
    expect(notice?.body).toContain(`${RECOVERY_CODE_COUNT - 1} are left`);
    expect(notice?.body).toContain('reset the authenticator');
    expect(notice?.code).toBeNull();
    // The same code again is refused: it was used up.
    const reuse = await login('lost@example.com', { recovery_code: first });
    expect(reuse.status).toBe(422);
    expect(fieldsOf(reuse.body)).toEqual([
      { field: 'recovery_code', message: RECOVERY_CODE_WRONG },
    ]);
    // Another one still works, typed in small letters without the dash.
    const other = await login('lost@example.com', {
      recovery_code: second.replace('-', '').toLowerCase(),
    });
    expect(other.status).toBe(200);
    expect((await noticesTo('lost@example.com'))[0]?.body).toContain(
      `${RECOVERY_CODE_COUNT - 2} are left`,
    );
    // The registration's sign-in first.
    expect(await historyOf(id)).toEqual(['success', 'success', 'wrong_google_code', 'success']);
  });

  it('lets only one of two logins racing with the same code in', async () => {
    const { codes } = await bound('race@example.com');
    const code = codes[0] ?? '';
    const answers = await Promise.all([
      login('race@example.com', { recovery_code: code }, 'laptop'),
      login('race@example.com', { recovery_code: code }, 'phone'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(await noticesTo('race@example.com')).toHaveLength(1);
  });

  it('counts a wrong code like a wrong authenticator code and locks after five', async () => {
    const { id, codes } = await bound('guessing@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1)
      statuses.push((await login('guessing@example.com', { recovery_code: 'AAAAA-AAAAA' })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    // Locked: even a good code is refused, and is not used up by the refusal.
    expect((await login('guessing@example.com', { recovery_code: codes[0] ?? '' })).status).toBe(
      429,
    );
    const left = await ex.ctx.storage.db
      .selectFrom('google_recovery_codes')
      .select('id')
      .where('user_id', '=', id)
      .where('used_at', 'is', null)
      .execute();
    expect(left).toHaveLength(RECOVERY_CODE_COUNT);
    // After the registration's sign-in.
    expect((await historyOf(id)).slice(1, MAX_LOGIN_FAILURES + 1)).toEqual(
      Array.from({ length: MAX_LOGIN_FAILURES }, () => 'wrong_google_code'),
    );
    expect(await noticesTo('guessing@example.com')).toHaveLength(0);
  });

  it('checks the password first, prefers the authenticator code, and ignores a code without an authenticator', async () => {
    const { codes, secret } = await bound('both@example.com');
    const code = codes[0] ?? '';
    const wrongPassword = await ex.call(apiRoutes.login, {
      body: { email: 'both@example.com', password: 'not the password 1', recovery_code: code },
    });
    expect(wrongPassword.status).toBe(400);
    // With both, the authenticator's code decides and the recovery code stays unused.
    const both = await login('both@example.com', {
      google_code: totpCode(secret, now),
      recovery_code: code,
    });
    expect(both.status).toBe(200);
    expect(await noticesTo('both@example.com')).toHaveLength(0);
    expect((await login('both@example.com', { recovery_code: code })).status).toBe(200);
    // No authenticator: the password alone signs in, a recovery code or not.
    await ex.signUp('plain@example.com');
    expect((await login('plain@example.com', { recovery_code: 'AAAAA-AAAAA' })).status).toBe(200);
    // A malformed code is refused by the contract, on its field.
    const malformed = await login('both@example.com', { recovery_code: 'nope' });
    expect(malformed.status).toBe(422);
    expect(fieldsOf(malformed.body).map((e) => e.field)).toEqual(['recovery_code']);
    // Without either, the second step is asked for as before.
    expect(fieldsOf((await login('both@example.com', {})).body)).toEqual([
      { field: 'google_code', message: GOOGLE_CODE_REQUIRED },
    ]);
  });
});
