import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, failureBodySchema, securityOverviewSchema, sessionSchema } from '@exchange/api';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';
import { newGoogleSecret, totpCode } from './google-code.ts';
import { WITHDRAW_LOCK_MS } from './withdraw-lock.ts';

/** 2030-01-01 12:00:05 UTC: a fixed server clock the tests move by hand. */
const T0 = Date.UTC(2030, 0, 1, 12, 0, 5);
const MINUTE = 60_000;

function fieldsOf(body: unknown): string[] {
  return failureBodySchema.parse(body).data?.errors.map((e) => e.field) ?? [];
}

describe('security changes (issue 18)', () => {
  let ex: TestExchange;
  let now = T0;
  const ended: { userId: number; key: string }[] = [];

  beforeAll(async () => {
    ex = await startTestExchange({
      now: () => now,
      hooks: { onSessionEnded: (userId, key) => ended.push({ userId, key }) },
    });
  });
  afterAll(() => ex.close());

  /** Ask for a code of `purpose` and read it back (the resend guard: the clock moves on). */
  async function codeFor(token: string, purpose: string, extra: Record<string, string> = {}) {
    now += MINUTE;
    const res = await ex.call(apiRoutes.securitySendCode, { token, body: { purpose, ...extra } });
    expect(res.status).toBe(200);
    const target =
      purpose === 'bind_mobile'
        ? `${extra.country_code ?? ''} ${extra.mobile ?? ''}`
        : (extra.email ?? (await emailOf(token)));
    return ex.lastCode(target);
  }

  async function emailOf(token: string): Promise<string> {
    const res = await ex.call(apiRoutes.getUserInfo, { token });
    return (res.body.data as { email: string }).email;
  }

  /** Bind an authenticator straight in storage; returns its secret. */
  async function bindGoogle(id: number): Promise<string> {
    const secret = newGoogleSecret();
    await ex.ctx.storage.db
      .updateTable('users')
      .set({ google_secret: secret, is_google2fa: 1 })
      .where('id', '=', id)
      .execute();
    return secret;
  }

  describe('POST /security/email/bind', () => {
    it('answers 422 already bound: every account has an address', async () => {
      const { token } = await ex.signUp('hasmail@example.com');
      const res = await ex.call(apiRoutes.bindEmail, {
        token,
        body: { email: 'second@example.com', email_code: '123456' },
      });
      expect(res.status).toBe(422);
      expect(fieldsOf(res.body)).toEqual(['email']);
      expect(res.body.message).toMatch(/already bound/);
    });
  });

  describe('POST /security/email/modify', () => {
    it('needs both codes, moves the address, tells the old one and locks withdrawals', async () => {
      const { token } = await ex.signUp('old@example.com');
      const oldCode = await codeFor(token, 'modify_email_old');
      const newCode = await codeFor(token, 'modify_email_new', { email: 'new-home@example.com' });
      const wrong = await ex.call(apiRoutes.modifyEmail, {
        token,
        body: {
          old_email_code: oldCode,
          email: 'new-home@example.com',
          new_email_code: newCode === '000000' ? '111111' : '000000',
        },
      });
      expect(wrong.status).toBe(422);
      expect(fieldsOf(wrong.body)).toEqual(['new_email_code']);
      // The typo in the second code did not use up the first.
      const res = await ex.call(apiRoutes.modifyEmail, {
        token,
        body: { old_email_code: oldCode, email: 'new-home@example.com', new_email_code: newCode },
      });
      expect(res.status).toBe(200);
      const overview = securityOverviewSchema.parse(res.body.data);
      expect(overview.email).toBe('n***e@example.com');
      expect(overview.withdraw_lock_reason).toBe('email_changed');
      expect(overview.withdraw_locked_until).toBe(now + WITHDRAW_LOCK_MS);
      expect(await emailOf(token)).toBe('new-home@example.com');
      const notice = await ex.call(apiRoutes.demoMailbox, { query: { email: 'old@example.com' } });
      const [mail] = notice.body.data as { subject: string; code: string | null }[];
      expect(mail?.subject).toBe('Security notice: your e-mail address was changed');
      expect(mail?.code).toBeNull();
      const login = await ex.call(apiRoutes.login, {
        body: { email: 'new-home@example.com', password: PASSWORD },
        deviceId: 'elsewhere',
      });
      expect(login.status).toBe(200);
      const reused = await ex.call(apiRoutes.modifyEmail, {
        token,
        body: { old_email_code: oldCode, email: 'third@example.com', new_email_code: newCode },
      });
      expect(reused.status).toBe(422);
    });

    it('refuses an address another account uses and asks for the authenticator when bound', async () => {
      const { token, id } = await ex.signUp('guarded@example.com');
      await ex.signUp('taken@example.com');
      const taken = await ex.call(apiRoutes.modifyEmail, {
        token,
        body: { old_email_code: '123456', email: 'taken@example.com', new_email_code: '123456' },
      });
      expect(taken.status).toBe(422);
      expect(fieldsOf(taken.body)).toEqual(['email']);
      const secret = await bindGoogle(id);
      const oldCode = await codeFor(token, 'modify_email_old');
      const newCode = await codeFor(token, 'modify_email_new', { email: 'guarded2@example.com' });
      const body = {
        old_email_code: oldCode,
        email: 'guarded2@example.com',
        new_email_code: newCode,
      };
      const missing = await ex.call(apiRoutes.modifyEmail, { token, body });
      expect(missing.status).toBe(422);
      expect(fieldsOf(missing.body)).toEqual(['google_code']);
      const res = await ex.call(apiRoutes.modifyEmail, {
        token,
        body: { ...body, google_code: totpCode(secret, now) },
      });
      expect(res.status).toBe(200);
      expect(securityOverviewSchema.parse(res.body.data).email).toBe('g***2@example.com');
    });
  });

  describe('POST /security/mobile/bind', () => {
    it('binds a number with its SMS code, once, and refuses one another account uses', async () => {
      const { token } = await ex.signUp('mobile@example.com');
      const phone = { country_code: '+44', mobile: '7700900456' };
      const code = await codeFor(token, 'bind_mobile', phone);
      const wrong = await ex.call(apiRoutes.bindMobile, {
        token,
        body: { ...phone, sms_code: code === '000000' ? '111111' : '000000' },
      });
      expect(fieldsOf(wrong.body)).toEqual(['sms_code']);
      const res = await ex.call(apiRoutes.bindMobile, {
        token,
        body: { ...phone, sms_code: code },
      });
      expect(res.status).toBe(200);
      const overview = securityOverviewSchema.parse(res.body.data);
      expect(overview.mobile).toBe('+44 ****0456');
      expect(overview.level).toBe('medium');
      const second = await ex.call(apiRoutes.bindMobile, {
        token,
        body: { country_code: '+1', mobile: '2025550100', sms_code: '123456' },
      });
      expect(second.status).toBe(422);
      expect(second.body.message).toMatch(/^mobile: .*already bound/);
      const other = await ex.signUp('mobile2@example.com');
      const send = await ex.call(apiRoutes.securitySendCode, {
        token: other.token,
        body: { purpose: 'bind_mobile', ...phone },
      });
      expect(send.status).toBe(422);
      expect(send.body.message).toMatch(/^mobile: .*already used/);
      const bind = await ex.call(apiRoutes.bindMobile, {
        token: other.token,
        body: { ...phone, sms_code: code },
      });
      expect(fieldsOf(bind.body)).toEqual(['mobile']);
      // Two bindings racing past that check: the unique index (migration 0011) decides.
      await expect(
        ex.ctx.storage.db.updateTable('users').set(phone).where('id', '=', other.id).execute(),
      ).rejects.toThrow(/unique/i);
    });
  });

  describe('POST /security/password/modify', () => {
    it('checks the current password, ends every other session and locks withdrawals', async () => {
      const { token, id } = await ex.signUp('pass@example.com', { deviceId: 'main' });
      const other = await ex.call(apiRoutes.login, {
        body: { email: 'pass@example.com', password: PASSWORD },
        deviceId: 'second',
      });
      const otherToken = sessionSchema.parse(other.body.data).token;
      const code = await codeFor(token, 'modify_password');
      const badCurrent = await ex.call(apiRoutes.modifyPassword, {
        token,
        body: { password: 'not it at all 1', new_password: 'brand new 77', email_code: code },
      });
      expect(badCurrent.status).toBe(422);
      expect(fieldsOf(badCurrent.body)).toEqual(['password']);
      const res = await ex.call(apiRoutes.modifyPassword, {
        token,
        body: { password: PASSWORD, new_password: 'brand new 77', email_code: code },
      });
      expect(res.status).toBe(200);
      const overview = securityOverviewSchema.parse(res.body.data);
      expect(overview.password_updated_at).toBe(now);
      expect(overview.withdraw_lock_reason).toBe('password_changed');
      // Immediate: the other device's very next request is refused, and it was told (44).
      expect((await ex.call(apiRoutes.getUserInfo, { token: otherToken })).status).toBe(401);
      expect(ended).toContainEqual({ userId: id, key: 'second' });
      expect(ended).not.toContainEqual({ userId: id, key: 'main' });
      expect((await ex.call(apiRoutes.getUserInfo, { token })).status).toBe(200);
      const oldLogin = await ex.call(apiRoutes.login, {
        body: { email: 'pass@example.com', password: PASSWORD },
      });
      expect(oldLogin.status).toBe(400);
      const reused = await ex.call(apiRoutes.modifyPassword, {
        token,
        body: { password: 'brand new 77', new_password: 'brand new 88', email_code: code },
      });
      expect(fieldsOf(reused.body)).toEqual(['email_code']);
    });

    it('refuses an expired code and needs the authenticator when bound', async () => {
      const { token, id } = await ex.signUp('pass2@example.com');
      const code = await codeFor(token, 'modify_password');
      now += 10 * MINUTE + 1;
      const body = { password: PASSWORD, new_password: 'brand new 77', email_code: code };
      const expired = await ex.call(apiRoutes.modifyPassword, { token, body });
      expect(expired.body.message).toMatch(/^email_code: .*expired/);
      const secret = await bindGoogle(id);
      const fresh = await codeFor(token, 'modify_password');
      const missing = await ex.call(apiRoutes.modifyPassword, {
        token,
        body: { ...body, email_code: fresh },
      });
      expect(fieldsOf(missing.body)).toEqual(['google_code']);
      const res = await ex.call(apiRoutes.modifyPassword, {
        token,
        body: { ...body, email_code: fresh, google_code: totpCode(secret, now) },
      });
      expect(res.status).toBe(200);
    });
  });

  describe('POST /security/antiPhishing', () => {
    it('sets and replaces the code with an e-mail code; later mails carry it', async () => {
      const { token } = await ex.signUp('anti@example.com');
      const code = await codeFor(token, 'anti_phishing');
      const res = await ex.call(apiRoutes.setAntiPhishing, {
        token,
        body: { anti_phishing_code: 'Blue42Fox', email_code: code },
      });
      expect(res.status).toBe(200);
      expect(securityOverviewSchema.parse(res.body.data).anti_phishing_code).toBe('Bl****x');
      const next = await codeFor(token, 'anti_phishing');
      const mails = await ex.call(apiRoutes.demoMailbox, { query: { email: 'anti@example.com' } });
      const [latest] = mails.body.data as { body: string; code: string | null }[];
      expect(latest?.body.split('\n')[0]).toBe('Anti-phishing code: Blue42Fox');
      expect(latest?.code).toBe(next);
      const bad = await ex.call(apiRoutes.setAntiPhishing, {
        token,
        body: { anti_phishing_code: 'no!', email_code: next },
      });
      expect(fieldsOf(bad.body)).toEqual(['anti_phishing_code']);
      const replaced = await ex.call(apiRoutes.setAntiPhishing, {
        token,
        body: { anti_phishing_code: 'Green7', email_code: next },
      });
      expect(securityOverviewSchema.parse(replaced.body.data).anti_phishing_code).toBe('Gr****7');
    });

    it('kills a code after 5 wrong tries', async () => {
      const { token } = await ex.signUp('tries@example.com');
      const code = await codeFor(token, 'anti_phishing');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        const res = await ex.call(apiRoutes.setAntiPhishing, {
          token,
          body: { anti_phishing_code: 'Abcd', email_code: wrong },
        });
        expect(res.body.message).toMatch(/incorrect/);
      }
      const res = await ex.call(apiRoutes.setAntiPhishing, {
        token,
        body: { anti_phishing_code: 'Abcd', email_code: code },
      });
      expect(res.body.message).toMatch(/^email_code: .*expired/);
    });
  });
});
