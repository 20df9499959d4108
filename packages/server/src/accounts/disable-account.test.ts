import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, failureBodySchema } from '@exchange/api';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';
import { newGoogleSecret, totpCode } from './google-code.ts';

/** 2030-01-01 12:00:05 UTC: a fixed server clock the tests move by hand. */
const T0 = Date.UTC(2030, 0, 1, 12, 0, 5);
const MINUTE = 60_000;

function fieldsOf(body: unknown): string[] {
  return failureBodySchema.parse(body).data?.errors.map((e) => e.field) ?? [];
}

describe('POST /security/disableAccount (issue 18)', () => {
  let ex: TestExchange;
  let now = T0;
  const ended: { userId: number; key: string; msg: string }[] = [];

  beforeAll(async () => {
    ex = await startTestExchange({
      now: () => now,
      hooks: { onSessionEnded: (userId, key, msg) => ended.push({ userId, key, msg }) },
    });
  });
  afterAll(() => ex.close());

  async function disableCode(token: string, email: string): Promise<string> {
    now += MINUTE;
    const res = await ex.call(apiRoutes.securitySendCode, {
      token,
      body: { purpose: 'disable_account' },
    });
    expect(res.status).toBe(200);
    return ex.lastCode(email);
  }

  async function usdt(userId: number) {
    return ex.ctx.storage.db
      .selectFrom('ledger_accounts')
      .select(['balance', 'frozen'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'spot')
      .where('coin', '=', 'USDT')
      .executeTakeFirstOrThrow();
  }

  it('ends every session, cancels open orders, keeps the funds; login then says disabled', async () => {
    const email = 'closing@example.com';
    const { token, id } = await ex.signUp(email, { deviceId: 'desk' });
    const phone = await ex.call(apiRoutes.login, {
      body: { email, password: PASSWORD },
      deviceId: 'phone',
    });
    const phoneToken = (phone.body.data as { token: string }).token;
    const before = await usdt(id);
    const order = await ex.call(apiRoutes.spotPlaceOrder, {
      token,
      body: {
        symbol: 'ETHUSDT',
        side: 'buy',
        type: 'limit',
        price: '3000',
        amount: '0.01',
        client_order_id: 'resting',
      },
    });
    expect(order.status).toBe(200);
    expect((await usdt(id)).frozen).not.toBe(before.frozen);

    const code = await disableCode(token, email);
    const wrongPassword = await ex.call(apiRoutes.disableAccount, {
      token,
      body: { password: 'not it at all 1', email_code: code },
    });
    expect(fieldsOf(wrongPassword.body)).toEqual(['password']);
    const res = await ex.call(apiRoutes.disableAccount, {
      token,
      body: { password: PASSWORD, email_code: code },
    });
    expect(res.status).toBe(200);

    // Immediate and everywhere: both tokens are refused, both devices were told (44).
    expect((await ex.call(apiRoutes.getUserInfo, { token })).status).toBe(401);
    expect((await ex.call(apiRoutes.getUserInfo, { token: phoneToken })).status).toBe(401);
    const told = ended.filter((e) => e.userId === id);
    expect(told.map((e) => e.key).sort()).toEqual(['desk', 'phone']);
    expect(told[0]?.msg).toMatch(/disabled/);

    const orders = await ex.ctx.storage.db
      .selectFrom('spot_orders')
      .select('status')
      .where('user_id', '=', id)
      .execute();
    expect(orders.map((o) => o.status)).toEqual(['cancelled']);
    const after = await usdt(id);
    expect(after).toEqual(before);

    const login = await ex.call(apiRoutes.login, { body: { email, password: PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('This account is disabled');
  });

  it('refuses a wrong code and needs the authenticator when bound, changing nothing', async () => {
    const email = 'careful@example.com';
    const { token, id } = await ex.signUp(email);
    const code = await disableCode(token, email);
    const wrong = await ex.call(apiRoutes.disableAccount, {
      token,
      body: { password: PASSWORD, email_code: code === '000000' ? '111111' : '000000' },
    });
    expect(fieldsOf(wrong.body)).toEqual(['email_code']);
    const secret = newGoogleSecret();
    await ex.ctx.storage.db
      .updateTable('users')
      .set({ google_secret: secret, is_google2fa: 1 })
      .where('id', '=', id)
      .execute();
    const missing = await ex.call(apiRoutes.disableAccount, {
      token,
      body: { password: PASSWORD, email_code: code },
    });
    expect(fieldsOf(missing.body)).toEqual(['google_code']);
    const user = await ex.ctx.storage.db
      .selectFrom('users')
      .select('disabled_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.disabled_at).toBeNull();
    expect((await ex.call(apiRoutes.getUserInfo, { token })).status).toBe(200);
    const res = await ex.call(apiRoutes.disableAccount, {
      token,
      body: { password: PASSWORD, email_code: code, google_code: totpCode(secret, now) },
    });
    expect(res.status).toBe(200);
    expect((await ex.call(apiRoutes.getUserInfo, { token })).status).toBe(401);
  });
});
