import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  captchaSchema,
  failureBodySchema,
  sessionSchema,
  userInfoSchema,
} from '@exchange/api';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';
import { NO_PASSWORD } from './password.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function fieldsOf(body: unknown): string[] {
  return failureBodySchema.parse(body).data?.errors.map((e) => e.field) ?? [];
}

describe('user routes', () => {
  let ex: TestExchange;
  const remoteLogins: { userId: number; key: string; msg: string }[] = [];
  const ended: { userId: number; key: string }[] = [];

  beforeAll(async () => {
    ex = await startTestExchange({
      // The one-device rule (notify 40 to the older device) is pinned here; devices coexist by
      // default since issue 18 (security/session-routes.test.ts).
      singleDeviceSessions: true,
      hooks: {
        onRemoteLogin: (userId, key, msg) => remoteLogins.push({ userId, key, msg }),
        onSessionEnded: (userId, key) => ended.push({ userId, key }),
      },
    });
  });
  afterAll(() => ex.close());

  describe('POST /getCaptcha', () => {
    it('mails a 6-digit code readable in the demo mailbox', async () => {
      const res = await ex.call(apiRoutes.getCaptcha, {
        body: { email: 'Cap@Example.com', type: 'register' },
      });
      expect(res.status).toBe(200);
      const captcha = captchaSchema.parse(res.body.data);
      expect(captcha.resend_at - captcha.expires_at).toBe(60_000 - 600_000);
      const mail = await ex.call(apiRoutes.demoMailbox, { query: { email: 'cap@example.com' } });
      const [first] = mail.body.data as { code: string | null }[];
      expect(first?.code).toBe(await ex.lastCode('cap@example.com'));
    });

    it('refuses a second code within 60 s', async () => {
      const res = await ex.call(apiRoutes.getCaptcha, {
        body: { email: 'cap@example.com', type: 'register' },
      });
      expect(res.status).toBe(429);
    });

    it('names the bad field', async () => {
      const res = await ex.call(apiRoutes.getCaptcha, {
        body: { email: 'not-an-email', type: 'register' },
      });
      expect(res.status).toBe(422);
      expect(fieldsOf(res.body)).toEqual(['email']);
      const noType = await ex.call(apiRoutes.getCaptcha, {
        body: { email: 'a@b.co', type: 'nope' },
      });
      expect(fieldsOf(noType.body)).toEqual(['type']);
    });
  });

  describe('POST /register', () => {
    it('creates the account, a session and demo funds', async () => {
      await ex.call(apiRoutes.getCaptcha, { body: { email: 'new@example.com', type: 'register' } });
      const res = await ex.call(apiRoutes.register, {
        body: {
          email: 'new@example.com',
          password: PASSWORD,
          email_code: await ex.lastCode('new@example.com'),
        },
      });
      expect(res.status).toBe(200);
      const session = sessionSchema.parse(res.body.data);
      expect(session.user.email).toBe('new@example.com');
      const wallet = await ex.call(apiRoutes.wallet, {
        token: session.token,
        query: { account: 'spot' },
      });
      const usdt = (
        wallet.body.data as { list: { coin_name: string; balance: string }[] }
      ).list.find((e) => e.coin_name === 'USDT');
      expect(usdt?.balance).toBe('10000');
    });

    it('rejects a wrong code, a weak password and a taken address, naming the field', async () => {
      await ex.call(apiRoutes.getCaptcha, {
        body: { email: 'second@example.com', type: 'register' },
      });
      const wrong = await ex.call(apiRoutes.register, {
        body: { email: 'second@example.com', password: PASSWORD, email_code: '000000' },
      });
      // A one-in-a-million chance the real code is 000000 is not worth a flaky test: compare.
      if ((await ex.lastCode('second@example.com')) !== '000000') {
        expect(wrong.status).toBe(422);
        expect(fieldsOf(wrong.body)).toEqual(['email_code']);
      }
      const weak = await ex.call(apiRoutes.register, {
        body: { email: 'second@example.com', password: 'short', email_code: '123456' },
      });
      expect(weak.status).toBe(422);
      expect(fieldsOf(weak.body)).toContain('password');
      const taken = await ex.call(apiRoutes.register, {
        body: { email: 'new@example.com', password: PASSWORD, email_code: '123456' },
      });
      expect(taken.status).toBe(422);
      expect(fieldsOf(taken.body)).toEqual(['email']);
    });

    it('rejects an unknown invite code and links a known one', async () => {
      const inviter = await ex.signUp('inviter@example.com');
      await ex.call(apiRoutes.getCaptcha, {
        body: { email: 'invitee@example.com', type: 'register' },
      });
      const unknown = await ex.call(apiRoutes.register, {
        body: {
          email: 'invitee@example.com',
          password: PASSWORD,
          email_code: await ex.lastCode('invitee@example.com'),
          invite_code: 'ZZZZ9999',
        },
      });
      expect(unknown.status).toBe(422);
      expect(fieldsOf(unknown.body)).toEqual(['invite_code']);
      await ex.signUp('invitee2@example.com', { invite_code: inviter.inviteCode });
      const list = await ex.call(apiRoutes.getAcceptInviteUsers, { token: inviter.token });
      expect(list.status).toBe(200);
      expect(list.body.data).toMatchObject({ total: 1, list: [{ email: 'i***2@example.com' }] });
    });
  });

  describe('POST /checkUser', () => {
    it('tells whether an address has an account', async () => {
      await ex.signUp('check@example.com');
      expect(
        (await ex.call(apiRoutes.checkUser, { body: { email: 'check@example.com' } })).body.data,
      ).toEqual({ exists: true });
      expect(
        (await ex.call(apiRoutes.checkUser, { body: { email: 'nobody@example.com' } })).body.data,
      ).toEqual({ exists: false });
      const bad = await ex.call(apiRoutes.checkUser, { body: {} });
      expect(bad.status).toBe(422);
      expect(fieldsOf(bad.body)).toEqual(['email']);
    });
  });

  describe('POST /login and GET /logout', () => {
    it('logs in, tells the older device (notify 40) and ends its session', async () => {
      const first = await ex.signUp('login@example.com', { deviceId: 'laptop' });
      const res = await ex.call(apiRoutes.login, {
        body: { email: 'login@example.com', password: PASSWORD },
        deviceId: 'phone',
      });
      expect(res.status).toBe(200);
      const session = sessionSchema.parse(res.body.data);
      const notice = remoteLogins.find((n) => n.userId === first.id);
      expect(notice?.key).toBe('laptop');
      expect(notice?.msg).toMatch(/another device/);
      expect((await ex.call(apiRoutes.getUserInfo, { token: first.token })).status).toBe(401);
      expect((await ex.call(apiRoutes.getUserInfo, { token: session.token })).status).toBe(200);
    });

    it('lets a device with a stale token log in again', async () => {
      const res = await ex.call(apiRoutes.login, {
        token: 'stale-token-from-yesterday',
        body: { email: 'login@example.com', password: PASSWORD },
      });
      expect(res.status).toBe(200);
    });

    it('answers 400 for a wrong password and 422 for a missing field', async () => {
      const wrong = await ex.call(apiRoutes.login, {
        body: { email: 'login@example.com', password: 'wrong password 1' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toMatch(/incorrect/i);
      const missing = await ex.call(apiRoutes.login, { body: { password: 'x' } });
      expect(missing.status).toBe(422);
      expect(fieldsOf(missing.body)).toEqual(['email']);
    });

    it('logout ends exactly this session and needs a token', async () => {
      const { token } = await ex.signUp('logout@example.com');
      expect((await ex.call(apiRoutes.logout)).status).toBe(401);
      expect((await ex.call(apiRoutes.logout, { token })).status).toBe(200);
      expect((await ex.call(apiRoutes.getUserInfo, { token })).status).toBe(401);
    });
  });

  describe('GET /getUserInfo and POST /updateUserInfo', () => {
    it('returns only the caller and needs a token', async () => {
      const a = await ex.signUp('alice@example.com');
      const b = await ex.signUp('bob@example.com');
      expect(
        userInfoSchema.parse((await ex.call(apiRoutes.getUserInfo, { token: a.token })).body.data)
          .email,
      ).toBe('alice@example.com');
      expect(
        userInfoSchema.parse((await ex.call(apiRoutes.getUserInfo, { token: b.token })).body.data)
          .email,
      ).toBe('bob@example.com');
      expect((await ex.call(apiRoutes.getUserInfo)).status).toBe(401);
      expect(
        (await ex.call(apiRoutes.getUserInfo, { token: 'forged-token-forged-token' })).status,
      ).toBe(401);
    });

    it('changes the nickname and stores a PNG avatar, served back', async () => {
      const { token } = await ex.signUp('avatar@example.com');
      const res = await ex.call(apiRoutes.updateUserInfo, {
        token,
        body: { nickname: 'Ava', avatar: new File([PNG], 'me.png', { type: 'image/png' }) },
      });
      expect(res.status).toBe(200);
      const user = userInfoSchema.parse(res.body.data);
      expect(user.nickname).toBe('Ava');
      expect(user.avatar_url).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]{16}\.png$/);
      const image = await ex.app.inject({ method: 'GET', url: user.avatar_url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG)).toBe(true);
    });

    it('refuses a file that is not an image, naming avatar, and needs a token', async () => {
      const { token } = await ex.signUp('notimage@example.com');
      const res = await ex.call(apiRoutes.updateUserInfo, {
        token,
        body: { avatar: new File(['hello'], 'x.png', { type: 'image/png' }) },
      });
      expect(res.status).toBe(422);
      expect(fieldsOf(res.body)).toEqual(['avatar']);
      expect((await ex.call(apiRoutes.updateUserInfo, { body: { nickname: 'x' } })).status).toBe(
        401,
      );
    });
  });

  describe('POST /security/forgetPassword', () => {
    it('resets the password with a mailed code and ends every session', async () => {
      const { token, id } = await ex.signUp('forgot@example.com', { deviceId: 'old-device' });
      await ex.call(apiRoutes.getCaptcha, {
        body: { email: 'forgot@example.com', type: 'forget_password' },
      });
      const res = await ex.call(apiRoutes.forgetPassword, {
        body: {
          email: 'forgot@example.com',
          email_code: await ex.lastCode('forgot@example.com'),
          password: 'brand new 99',
        },
      });
      expect(res.status).toBe(200);
      expect(ended).toContainEqual({ userId: id, key: 'old-device' });
      // A new password is a password change: dated, and withdrawals wait 24 hours (issue 18).
      const row = await ex.ctx.storage.db
        .selectFrom('users')
        .select(['password_updated_at', 'withdraw_lock_reason'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.password_updated_at).not.toBeNull();
      expect(row.withdraw_lock_reason).toBe('password_changed');
      expect((await ex.call(apiRoutes.getUserInfo, { token })).status).toBe(401);
      expect(
        (
          await ex.call(apiRoutes.login, {
            body: { email: 'forgot@example.com', password: PASSWORD },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await ex.call(apiRoutes.login, {
            body: { email: 'forgot@example.com', password: 'brand new 99' },
          })
        ).status,
      ).toBe(200);
    });

    it('refuses an account the system made (no password), as if there were none', async () => {
      const now = ex.ctx.now();
      await ex.ctx.storage.db
        .insertInto('users')
        .values({
          email: 'copy-1-1@copy.invalid',
          password_hash: NO_PASSWORD,
          nickname: '',
          avatar_url: '',
          invite_code: 'SYSNOPW1',
          invited_by: null,
          is_google2fa: 0,
          created_at: now,
        })
        .execute();
      await ex.call(apiRoutes.getCaptcha, {
        body: { email: 'copy-1-1@copy.invalid', type: 'forget_password' },
      });
      const code = await ex.lastCode('copy-1-1@copy.invalid');
      const res = await ex.call(apiRoutes.forgetPassword, {
        body: { email: 'copy-1-1@copy.invalid', email_code: code, password: 'taken over 42' },
      });
      expect(res.status).toBe(422);
      expect(fieldsOf(res.body)).toEqual(['email']);
      const row = await ex.ctx.storage.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', 'copy-1-1@copy.invalid')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toBe(NO_PASSWORD);
    });

    it('rejects a used code and a bad password, naming the field', async () => {
      const used = await ex.call(apiRoutes.forgetPassword, {
        body: {
          email: 'forgot@example.com',
          email_code: await ex.lastCode('forgot@example.com'),
          password: 'another one 77',
        },
      });
      expect(used.status).toBe(422);
      expect(fieldsOf(used.body)).toEqual(['email_code']);
      const weak = await ex.call(apiRoutes.forgetPassword, {
        body: { email: 'forgot@example.com', email_code: '123456', password: 'x' },
      });
      expect(fieldsOf(weak.body)).toContain('password');
    });
  });

  describe('GET /getAcceptInviteUsers', () => {
    it("needs a token, validates paging and lists only the caller's invitees", async () => {
      const other = await ex.signUp('noinvites@example.com');
      expect((await ex.call(apiRoutes.getAcceptInviteUsers)).status).toBe(401);
      const big = await ex.call(apiRoutes.getAcceptInviteUsers, {
        token: other.token,
        query: { limit: 1000 },
      });
      expect(big.status).toBe(422);
      expect(fieldsOf(big.body)).toEqual(['limit']);
      expect(
        (await ex.call(apiRoutes.getAcceptInviteUsers, { token: other.token })).body.data,
      ).toMatchObject({ total: 0, list: [] });
    });
  });
});

describe('rate limits', () => {
  it('limits login attempts per client', async () => {
    const ex = await startTestExchange({ rateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (
            await ex.call(apiRoutes.login, {
              body: { email: 'x@example.com', password: 'whatever1' },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      const captchas: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        captchas.push(
          (
            await ex.call(apiRoutes.getCaptcha, {
              body: { email: `rl${i}@example.com`, type: 'register' },
            })
          ).status,
        );
      }
      expect(captchas).toEqual([200, 200, 200, 429]);
      const registers: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        registers.push(
          (
            await ex.call(apiRoutes.register, {
              body: { email: `rl${i}@example.com`, password: PASSWORD, email_code: '000000' },
            })
          ).status,
        );
      }
      expect(registers.at(-1)).toBe(429);
    } finally {
      await ex.close();
    }
  });
});
