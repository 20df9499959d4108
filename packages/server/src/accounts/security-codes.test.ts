import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, demoMailSchema, demoSmsSchema, sentCodeSchema } from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { consumeCode } from './email-codes.ts';

/** 2030-01-01 12:00 UTC: a fixed server clock the tests move by hand. */
const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);
const MINUTE = 60_000;

describe('POST /security/sendCode (issue 18)', () => {
  let ex: TestExchange;
  let now = T0;

  beforeAll(async () => {
    ex = await startTestExchange({ now: () => now });
  });
  afterAll(() => ex.close());

  const send = (token: string, body: Record<string, unknown>) =>
    ex.call(apiRoutes.securitySendCode, { token, body });

  async function mails(email: string) {
    const res = await ex.call(apiRoutes.demoMailbox, { query: { email } });
    return demoMailSchema.array().parse(res.body.data);
  }

  it("mails account purposes to the account's own address", async () => {
    const { token } = await ex.signUp('owner@example.com');
    const res = await send(token, { purpose: 'modify_password', email: 'elsewhere@example.com' });
    expect(res.status).toBe(200);
    const sent = sentCodeSchema.parse(res.body.data);
    expect(sent.masked_target).toBe('o***r@example.com');
    expect(sent.expires_at).toBe(now + 10 * MINUTE);
    expect(sent.resend_at).toBe(now + MINUTE);
    const [mail] = await mails('owner@example.com');
    expect(mail?.subject).toBe('Your modify password code');
    expect(mail?.code).toBe(await ex.lastCode('owner@example.com'));
    expect(await mails('elsewhere@example.com')).toEqual([]);
  });

  it('mails modify_email_new to the new address and refuses one an account uses', async () => {
    const { token } = await ex.signUp('mover@example.com');
    const taken = await send(token, { purpose: 'modify_email_new', email: 'owner@example.com' });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toMatch(/^email: .*already used/);
    const own = await send(token, { purpose: 'modify_email_new', email: 'mover@example.com' });
    expect(own.status).toBe(422);
    const res = await send(token, { purpose: 'modify_email_new', email: 'fresh@example.com' });
    expect(res.status).toBe(200);
    expect((await mails('fresh@example.com'))[0]?.code).toMatch(/^\d{6}$/);
    const missing = await send(token, { purpose: 'modify_email_new' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(/^email:/);
  });

  it('refuses bind_email: every account already has an address', async () => {
    const { token } = await ex.signUp('bound@example.com');
    const res = await send(token, { purpose: 'bind_email', email: 'other@example.com' });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^email: .*already bound/);
  });

  it('texts bind_mobile to the number, readable in the demo SMS inbox', async () => {
    const { token } = await ex.signUp('texter@example.com');
    const res = await send(token, {
      purpose: 'bind_mobile',
      country_code: '+44',
      mobile: '7700900123',
    });
    expect(res.status).toBe(200);
    expect(sentCodeSchema.parse(res.body.data).masked_target).toBe('+44 ****0123');
    const inbox = await ex.call(apiRoutes.demoSmsInbox, {
      query: { country_code: '+44', mobile: '7700900123' },
    });
    const [sms] = demoSmsSchema.array().parse(inbox.body.data);
    expect(sms?.to).toBe('+44 7700900123');
    expect(sms?.code).toBe(await ex.lastCode('+44 7700900123'));
    const missing = await send(token, { purpose: 'bind_mobile', country_code: '+44' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(/^mobile:/);
  });

  it('refuses another code within the resend guard, per purpose', async () => {
    const { token } = await ex.signUp('resend@example.com');
    expect((await send(token, { purpose: 'anti_phishing' })).status).toBe(200);
    expect((await send(token, { purpose: 'anti_phishing' })).status).toBe(429);
    expect((await send(token, { purpose: 'disable_account' })).status).toBe(200);
    now += MINUTE;
    expect((await send(token, { purpose: 'anti_phishing' })).status).toBe(200);
  });

  it('a code is good for its purpose only, once, for 10 minutes and 5 wrong tries', async () => {
    const { db } = ex.ctx.storage;
    const { token } = await ex.signUp('rules@example.com');
    const email = 'rules@example.com';
    await send(token, { purpose: 'modify_password' });
    const code = await ex.lastCode(email);
    const use = (purpose: string, c: string) => consumeCode(db, { email, purpose, code: c, now });
    await expect(use('anti_phishing', code)).rejects.toThrow(/expired/);
    await expect(use('modify_password', code)).resolves.toBeUndefined();
    await expect(use('modify_password', code)).rejects.toThrow(/expired/);

    now += MINUTE;
    await send(token, { purpose: 'modify_password' });
    const second = await ex.lastCode(email);
    now += 10 * MINUTE + 1;
    await expect(use('modify_password', second)).rejects.toThrow(/expired/);

    await send(token, { purpose: 'modify_password' });
    const third = await ex.lastCode(email);
    const wrong = third === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await expect(use('modify_password', wrong)).rejects.toThrow(/incorrect/);
    await expect(use('modify_password', third)).rejects.toThrow(/expired/);
  });

  it('puts the anti-phishing code on the first line of every mail to its account', async () => {
    const { token, id } = await ex.signUp('phish@example.com');
    // A 6-digit anti-phishing code must not be read as the verification code.
    await ex.ctx.storage.db
      .updateTable('users')
      .set({ anti_phishing_code: '135790' })
      .where('id', '=', id)
      .execute();
    await send(token, { purpose: 'disable_account' });
    const [mail] = await mails('phish@example.com');
    expect(mail?.body.split('\n')[0]).toBe('Anti-phishing code: 135790');
    expect(mail?.code).toBe(await ex.lastCode('phish@example.com'));
    expect(mail?.code).not.toBe('135790');
  });

  it('needs a token and a known purpose', async () => {
    expect((await ex.call(apiRoutes.securitySendCode, { body: { purpose: 'x' } })).status).toBe(
      401,
    );
    const { token } = await ex.signUp('purpose@example.com');
    const res = await send(token, { purpose: 'register' });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^purpose:/);
  });
});
