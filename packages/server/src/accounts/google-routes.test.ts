import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  failureBodySchema,
  googleBindingSchema,
  googleResetSchema,
  googleSecretSchema,
  securityOverviewSchema,
  type SecurityCodePurpose,
} from '@exchange/api';
import { openStorage, type Storage } from '../db/connect.ts';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import { totpCode } from './google-code.ts';
import { GOOGLE_ALREADY_BOUND, GOOGLE_NOT_BOUND, RECOVERY_CODE_WRONG } from './google-routes.ts';
import { RECOVERY_CODE_COUNT } from './google-reset.ts';
import { WITHDRAW_LOCK_MS } from './withdraw-lock.ts';

const T0 = Date.UTC(2026, 10, 24, 12, 0, 5);
const STEP = 30_000;

/** A 6-digit code other than `code`. */
function otherThan(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
}

function failureOf(body: unknown) {
  const failure = failureBodySchema.parse(body);
  return { message: failure.message, fields: failure.data?.errors.map((e) => e.field) ?? [] };
}

// Both engines: binding, replay and the reviewer hang on conditional updates whose SQL must hold
// on each.
describe.each(['sqlite', 'postgres'] as const)('authenticator routes (%s)', (engine) => {
  let ex: TestExchange;
  let now = T0;
  const ended: { userId: number; key: string }[] = [];
  let pg: TestPostgres | undefined;
  let storage: Storage | undefined;

  beforeAll(async () => {
    if (engine === 'postgres') {
      pg = await startTestPostgres();
      storage = await openStorage({ url: await pg.createDatabase() });
    }
    ex = await startTestExchange({
      now: () => now,
      codeResendMs: 0,
      hooks: { onSessionEnded: (userId, key) => ended.push({ userId, key }) },
      ...(storage ? { storage } : {}),
    });
  }, 60_000);
  afterAll(async () => {
    await ex.close();
    await storage?.close();
    await pg?.stop();
  });

  /** A code of `purpose` to the account's own address, through POST /security/sendCode. */
  async function emailCode(token: string, email: string, purpose: SecurityCodePurpose) {
    const sent = await ex.call(apiRoutes.securitySendCode, { token, body: { purpose } });
    expect(sent.status).toBe(200);
    return ex.lastCode(email);
  }

  /** Sign up, ask for a secret and bind it; returns the secret and the recovery codes. */
  async function boundAccount(email: string) {
    const account = await ex.signUp(email);
    const secretRes = await ex.call(apiRoutes.googleSecret, { token: account.token });
    const { secret } = googleSecretSchema.parse(secretRes.body.data);
    const bind = await ex.call(apiRoutes.bindGoogle, {
      token: account.token,
      body: { google_code: totpCode(secret, now) },
    });
    expect(bind.status).toBe(200);
    const { recovery_codes } = googleBindingSchema.parse(bind.body.data);
    return { ...account, secret, recoveryCodes: recovery_codes };
  }

  it('hands out a new secret each call with an otpauth URI naming the site', async () => {
    const { token } = await ex.signUp('secret@example.com');
    const first = googleSecretSchema.parse(
      (await ex.call(apiRoutes.googleSecret, { token })).body.data,
    );
    const second = googleSecretSchema.parse(
      (await ex.call(apiRoutes.googleSecret, { token })).body.data,
    );
    expect(second.secret).not.toBe(first.secret);
    const uri = new URL(second.otpauth_uri);
    expect(uri.searchParams.get('issuer')).toBe('Exchange');
    expect(decodeURIComponent(uri.pathname)).toBe('/Exchange:secret@example.com');
    // Only the latest secret binds: a code of the first one is refused.
    const stale = await ex.call(apiRoutes.bindGoogle, {
      token,
      body: { google_code: totpCode(first.secret, now) },
    });
    if (totpCode(first.secret, now) !== totpCode(second.secret, now)) {
      expect(stale.status).toBe(422);
      expect(failureOf(stale.body).fields).toEqual(['google_code']);
    }
  });

  it('binds with a right code: recovery codes once, level medium, withdrawals locked', async () => {
    const { token, secret, recoveryCodes } = await boundAccount('bind@example.com');
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const overview = securityOverviewSchema.parse(
      (await ex.call(apiRoutes.securityOverview, { token })).body.data,
    );
    expect(overview).toMatchObject({
      level: 'medium',
      google2fa: true,
      email: 'b***d@example.com',
      withdraw_locked_until: now + WITHDRAW_LOCK_MS,
      withdraw_lock_reason: 'google_bound',
      google_reset: null,
    });
    const info = await ex.call(apiRoutes.getUserInfo, { token });
    expect((info.body.data as { is_google2fa: boolean }).is_google2fa).toBe(true);
    // The stored codes are digests, never the codes.
    const stored = await ex.ctx.storage.db
      .selectFrom('google_recovery_codes')
      .select('code_hash')
      .execute();
    for (const row of stored) expect(recoveryCodes).not.toContain(row.code_hash);

    // A second binding is refused, and so is a new secret.
    const again = await ex.call(apiRoutes.bindGoogle, {
      token,
      body: { google_code: totpCode(secret, now + STEP) },
    });
    expect(again.status).toBe(409);
    expect(failureOf(again.body).message).toBe(GOOGLE_ALREADY_BOUND);
    expect((await ex.call(apiRoutes.googleSecret, { token })).status).toBe(409);
  });

  it('refuses a wrong code when binding, naming google_code', async () => {
    const { token } = await ex.signUp('wrongbind@example.com');
    const { secret } = googleSecretSchema.parse(
      (await ex.call(apiRoutes.googleSecret, { token })).body.data,
    );
    const right = totpCode(secret, now);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const res = await ex.call(apiRoutes.bindGoogle, { token, body: { google_code: wrong } });
    expect(res.status).toBe(422);
    expect(failureOf(res.body).fields).toEqual(['google_code']);
    const none = await ex.call(apiRoutes.bindGoogle, { token, body: {} });
    expect(failureOf(none.body).fields).toEqual(['google_code']);
  });

  it('unbinds only with the authenticator code and an e-mail code of purpose unbind_google', async () => {
    const { token, secret } = await boundAccount('unbind@example.com');
    now += STEP;
    const emailOnly = await ex.call(apiRoutes.unbindGoogle, {
      token,
      body: { email_code: await emailCode(token, 'unbind@example.com', 'unbind_google') },
    });
    expect(emailOnly.status).toBe(422);
    expect(failureOf(emailOnly.body).fields).toEqual(['google_code']);
    // A code for another purpose does not unbind.
    const otherPurpose = await ex.call(apiRoutes.unbindGoogle, {
      token,
      body: {
        google_code: totpCode(secret, now),
        email_code: await emailCode(token, 'unbind@example.com', 'anti_phishing'),
      },
    });
    expect(otherPurpose.status).toBe(422);
    expect(failureOf(otherPurpose.body).fields).toEqual(['email_code']);
    // Refused on the e-mail code, the authenticator's step was not used; refused on a wrong
    // authenticator code, the e-mail code was not used: the right pair still unbinds.
    const rightEmail = await emailCode(token, 'unbind@example.com', 'unbind_google');
    const wrongGoogle = await ex.call(apiRoutes.unbindGoogle, {
      token,
      body: { google_code: otherThan(totpCode(secret, now)), email_code: rightEmail },
    });
    expect(wrongGoogle.status).toBe(422);
    expect(failureOf(wrongGoogle.body).fields).toEqual(['google_code']);
    const done = await ex.call(apiRoutes.unbindGoogle, {
      token,
      body: { google_code: totpCode(secret, now), email_code: rightEmail },
    });
    expect(done.status).toBe(200);
    expect(securityOverviewSchema.parse(done.body.data)).toMatchObject({
      level: 'low',
      google2fa: false,
      withdraw_lock_reason: 'google_unbound',
      withdraw_locked_until: now + WITHDRAW_LOCK_MS,
    });
    const twice = await ex.call(apiRoutes.unbindGoogle, {
      token,
      body: { google_code: totpCode(secret, now + STEP), email_code: '123456' },
    });
    expect(twice.status).toBe(409);
    expect(failureOf(twice.body).message).toBe(GOOGLE_NOT_BOUND);
  });

  it('resets at once with an unused recovery code, which is then used up', async () => {
    const { token, id, secret, recoveryCodes } = await boundAccount('recover@example.com');
    now += STEP;
    const second = await ex.call(apiRoutes.login, {
      body: {
        email: 'recover@example.com',
        password: PASSWORD,
        google_code: totpCode(secret, now),
      },
      deviceId: 'second-device',
    });
    expect(second.status).toBe(200);
    const wrong = await ex.call(apiRoutes.resetGoogle, {
      token,
      body: {
        email_code: await emailCode(token, 'recover@example.com', 'reset_google'),
        reason: 'I lost my phone on the train',
        recovery_code: 'AAAAA-AAAAA',
      },
    });
    expect(wrong.status).toBe(422);
    expect(failureOf(wrong.body)).toMatchObject({ fields: ['recovery_code'] });
    expect(failureOf(wrong.body).message).toContain(RECOVERY_CODE_WRONG);
    // The e-mail code survived the refusal; the recovery code is taken in any case and spacing.
    const code = recoveryCodes[3] ?? '';
    const resetBody = async (recovery: string) => ({
      email_code: await ex.lastCode('recover@example.com'),
      reason: 'I lost my phone on the train',
      recovery_code: recovery.toLowerCase().replace('-', ''),
    });
    ended.length = 0;
    const res = await ex.call(apiRoutes.resetGoogle, { token, body: await resetBody(code) });
    expect(res.status).toBe(200);
    expect(googleResetSchema.parse(res.body.data)).toMatchObject({
      status: 'approved',
      reviewed_at: now,
    });
    // The device asking stays signed in; the other one is signed out (notify 44).
    expect(ended).toEqual([{ userId: id, key: 'second-device' }]);
    const overview = securityOverviewSchema.parse(
      (await ex.call(apiRoutes.securityOverview, { token })).body.data,
    );
    expect(overview).toMatchObject({
      google2fa: false,
      withdraw_lock_reason: 'google_reset',
      google_reset: { status: 'approved' },
    });
    const codes = await ex.ctx.storage.db
      .selectFrom('google_recovery_codes')
      .innerJoin('users', 'users.id', 'google_recovery_codes.user_id')
      .where('users.email', '=', 'recover@example.com')
      .select('google_recovery_codes.id')
      .execute();
    expect(codes).toEqual([]);
  });

  it('waits for the reviewer without a recovery code; one pending request at a time', async () => {
    const { token, id } = await boundAccount('review@example.com');
    const body = async () => ({
      email_code: await emailCode(token, 'review@example.com', 'reset_google'),
      reason: 'My phone was stolen yesterday',
    });
    const res = await ex.call(apiRoutes.resetGoogle, { token, body: await body() });
    expect(res.status).toBe(200);
    expect(googleResetSchema.parse(res.body.data)).toMatchObject({
      status: 'pending',
      reviewed_at: null,
      review_note: null,
    });
    const again = await ex.call(apiRoutes.resetGoogle, { token, body: await body() });
    expect(again.status).toBe(409);
    // The demo reviewer declines with a reason the page shows.
    const declined = await ex.call(apiRoutes.demoGoogleResetReview, {
      body: { email: 'review@example.com', decision: 'reject', reason: 'Photo unreadable' },
    });
    expect(googleResetSchema.parse(declined.body.data)).toMatchObject({
      status: 'rejected',
      review_note: 'Photo unreadable',
    });
    const decidedTwice = await ex.call(apiRoutes.demoGoogleResetReview, {
      body: { email: 'review@example.com', decision: 'approve' },
    });
    expect(decidedTwice.status).toBe(422);
    // Still bound; a new request is accepted and approved by the reviewer.
    const retry = await ex.call(apiRoutes.resetGoogle, { token, body: await body() });
    expect(retry.status).toBe(200);
    ended.length = 0;
    const approved = await ex.call(apiRoutes.demoGoogleResetReview, {
      body: { email: 'review@example.com', decision: 'approve' },
    });
    expect(googleResetSchema.parse(approved.body.data).status).toBe('approved');
    expect(ended).toEqual([{ userId: id, key: 'test-device' }]);
    // Every session ended: the token is refused at once.
    expect((await ex.call(apiRoutes.securityOverview, { token })).status).toBe(401);
  });

  it('refuses a reset of an account without an authenticator', async () => {
    const { token } = await ex.signUp('noreset@example.com');
    const res = await ex.call(apiRoutes.resetGoogle, {
      token,
      body: { email_code: '123456', reason: 'I lost my phone on the train' },
    });
    expect(res.status).toBe(409);
  });
});
