import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@exchange/api';
import { fieldsOf, startWalletTest, TRON_B, USDT, type WalletTest } from './wallet-test-kit.ts';

// POST /getCaptcha type withdraw (issue 17, found by a journey): it needed no login and replaced
// the owner's outstanding code, so anyone could void a victim's withdrawal code and flood their
// mailbox. Now only the signed-in owner asks, for their own address, with a resend cooldown.
describe('withdrawal e-mail codes', () => {
  let t: WalletTest;

  beforeAll(async () => {
    t = await startWalletTest();
  });
  afterAll(() => t.ex.close());

  const withdrawWith = (code: string, amount = '20') =>
    t.ex.call(apiRoutes.withdraw, {
      token: t.alice.token,
      body: { coin_id: USDT, network: 'TRC20', address: TRON_B, amount, email_code: code },
    });

  it("anonymous callers get 401 and another user cannot replace the owner's code", async () => {
    const { ex, alice, bob } = t;
    const code = await t.withdrawCode('alice@example.com');
    const anonymous = await ex.call(apiRoutes.getCaptcha, {
      body: { email: 'alice@example.com', type: 'withdraw' },
    });
    expect(anonymous.status).toBe(401);
    const other = await ex.call(apiRoutes.getCaptcha, {
      token: bob.token,
      body: { email: 'alice@example.com', type: 'withdraw' },
    });
    expect(other.status).toBe(422);
    expect(fieldsOf(other.body)).toEqual(['email']);
    // Neither call touched Alice's code: it is still the latest and still works.
    expect(await ex.lastCode('alice@example.com')).toBe(code);
    const again = await ex.call(apiRoutes.getCaptcha, {
      token: alice.token,
      body: { email: 'alice@example.com', type: 'withdraw' },
    });
    expect(again.status).toBe(429);
    expect((await withdrawWith(code)).status).toBe(200);
  });

  it('a wrong, reused or expired code is 422 on email_code', async () => {
    const { ex } = t;
    await ex.ctx.storage.db.updateTable('email_codes').set({ created_at: 0 }).execute();
    const code = await t.withdrawCode('alice@example.com');
    const wrong = await withdrawWith(code === '000000' ? '111111' : '000000');
    expect(fieldsOf(wrong.body)).toEqual(['email_code']);
    expect((await withdrawWith(code)).status).toBe(200);
    const reused = await withdrawWith(code);
    expect(fieldsOf(reused.body)).toEqual(['email_code']);

    await ex.ctx.storage.db.updateTable('email_codes').set({ created_at: 0 }).execute();
    const late = await t.withdrawCode('alice@example.com');
    await ex.ctx.storage.db
      .updateTable('email_codes')
      .set({ expires_at: 1 })
      .where('code', '=', late)
      .execute();
    const expired = await withdrawWith(late);
    expect(expired.status).toBe(422);
    expect(fieldsOf(expired.body)).toEqual(['email_code']);
  });

  it('amount over precision, under the minimum or over the daily limit is 422 on amount', async () => {
    const { ex } = t;
    await ex.ctx.storage.db.updateTable('email_codes').set({ created_at: 0 }).execute();
    const code = await t.withdrawCode('alice@example.com');
    // Enough funds that only the limit stands in the way of 200001.
    await ex.call(apiRoutes.demoDeposit, {
      token: t.alice.token,
      body: { coin_id: USDT, network: 'TRC20', amount: '250000' },
    });
    await t.mine(20);
    const problems = [];
    for (const amount of ['20.1234567', '9.99', '200001', '300000']) {
      const res = await withdrawWith(code, amount);
      expect(res.status, amount).toBe(422);
      expect(fieldsOf(res.body), amount).toEqual(['amount']);
      problems.push(res.body.message);
    }
    expect(problems).toEqual([
      expect.stringMatching(/decimals/),
      expect.stringMatching(/minimum/),
      expect.stringMatching(/24-hour limit of 200000 USDT: 199960 USDT left/),
      expect.stringMatching(/Insufficient balance/),
    ]);
    // None of the refusals used the code up.
    expect((await withdrawWith(code)).status).toBe(200);
  });

  it('the daily limit counts what was withdrawn in the last 24 hours', async () => {
    const { ex, alice } = t;
    const quota = await ex.call(apiRoutes.withdrawQuota, {
      token: alice.token,
      query: { coin_id: USDT, network: 'TRC20' },
    });
    // Three withdrawals of 20 so far (the others were refused).
    expect(quota.body.data).toMatchObject({ limit: '200000', used: '60', remaining: '199940' });
    const other = await ex.call(apiRoutes.withdrawQuota, {
      token: alice.token,
      query: { coin_id: USDT, network: 'BTC' },
    });
    expect(fieldsOf(other.body)).toEqual(['network']);
  });
});
