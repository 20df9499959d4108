import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, userInfoSchema } from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { fieldsOf } from '../wallet/wallet-test-kit.ts';

describe('preferences (GET /getUserInfo, POST /updateUserInfo)', () => {
  let ex: TestExchange;
  let token: string;
  beforeAll(async () => {
    ex = await startTestExchange();
    ({ token } = await ex.signUp('prefs@example.com'));
  });
  afterAll(() => ex.close());

  const update = (body: Record<string, unknown>) =>
    ex.call(apiRoutes.updateUserInfo, { token, body });
  const info = async () =>
    userInfoSchema.parse((await ex.call(apiRoutes.getUserInfo, { token })).body.data);

  it("answers the site config's defaults until the user chooses", async () => {
    expect(await info()).toMatchObject({
      language: 'en',
      timezone: 'Asia/Shanghai',
      time_24: false,
      theme: 'dark',
    });
  });

  it('starts a new account with the language and theme the visitor registered in', async () => {
    const email = 'visitor-prefs@example.com';
    await ex.call(apiRoutes.getCaptcha, { body: { email, type: 'register' } });
    const res = await ex.call(apiRoutes.register, {
      body: {
        email,
        password: 'Visitor#2026x',
        email_code: await ex.lastCode(email),
        language: 'es',
        theme: 'light',
      },
    });
    expect(res.status).toBe(200);
    const created = userInfoSchema.parse((res.body.data as { user: unknown }).user);
    // Chosen ones carry over; the time zone and clock stay the site's defaults.
    expect(created).toMatchObject({
      language: 'es',
      theme: 'light',
      timezone: 'Asia/Shanghai',
      time_24: false,
    });
    const refused = await ex.call(apiRoutes.register, {
      body: {
        email: 'x@example.com',
        password: 'Visitor#2026x',
        email_code: '123456',
        language: 'xx',
      },
    });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toContain('language');
  });

  it('stores each preference; a blank one is unchanged', async () => {
    const res = await update({
      language: 'zh-TW',
      timezone: 'America/Sao_Paulo',
      time_24: 'true',
      theme: 'light',
    });
    expect(res.status).toBe(200);
    expect(userInfoSchema.parse(res.body.data)).toMatchObject({
      language: 'zh-TW',
      timezone: 'America/Sao_Paulo',
      time_24: true,
      theme: 'light',
    });
    await update({ language: '', timezone: 'UTC', time_24: '0' });
    expect(await info()).toMatchObject({
      language: 'zh-TW',
      timezone: 'UTC',
      time_24: false,
      theme: 'light',
    });
  });

  it('refuses a zone the server does not know, a language or theme it has not, naming each', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ timezone: 'Mars/Olympus_Mons' }, 'timezone'],
      [{ timezone: 'asia/shanghai' }, 'timezone'],
      [{ language: 'xx' }, 'language'],
      [{ theme: 'sepia' }, 'theme'],
      [{ time_24: 'maybe' }, 'time_24'],
    ];
    for (const [body, field] of cases) {
      const res = await update({ ...body, nickname: 'Changed' });
      expect.soft(res.status, JSON.stringify(body)).toBe(422);
      expect.soft(fieldsOf(res.body), JSON.stringify(body)).toEqual([field]);
    }
    // Nothing of a refused update was kept.
    const after = await info();
    expect(after.timezone).toBe('UTC');
    expect(after.nickname).not.toBe('Changed');
  });
});
