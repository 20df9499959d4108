import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoutes, withdrawQuotaSchema } from '@exchange/api';
import { BTC, fieldsOf, TRON_B, USDT } from '../wallet/wallet-test-kit.ts';
import {
  BASIC,
  grantLevel,
  NOON,
  REVIEW_MS,
  startIdentityTest,
  status,
  type IdentityTest,
} from './identity-test-kit.ts';
import { sweepIdentityReviews } from './review.ts';

describe('the demo identity reviewer', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-review-'));
  const file = path.join(folder, 'exchange.sqlite');
  afterAll(() => {
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('approves once, on the server clock, across a restart', async () => {
    const first = await startIdentityTest({ database: { file } });
    const { token } = await first.ex.signUp('ada@example.com');
    const submitted = await first.ex.call(apiRoutes.submitBasicIdentity, { token, body: BASIC });
    expect(submitted.status).toBe(200);
    first.clock.now = NOON + REVIEW_MS - 1;
    expect(await sweepIdentityReviews(first.ex.ctx)).toEqual([]);
    expect((await status(first.ex, token)).basic.status).toBe('pending');
    await first.close();

    // The server stops before the review is due and starts again after it.
    const second = await startIdentityTest({ database: { file } });
    second.clock.now = NOON + REVIEW_MS;
    const [decided, racing] = await Promise.all([
      sweepIdentityReviews(second.ex.ctx),
      sweepIdentityReviews(second.ex.ctx),
    ]);
    expect([...decided, ...racing]).toHaveLength(1);
    expect(await sweepIdentityReviews(second.ex.ctx)).toEqual([]);
    const s = await status(second.ex, token);
    expect(s.level).toBe('basic');
    expect(s.basic).toMatchObject({ status: 'approved', reviewed_at: NOON + REVIEW_MS });
    await second.close();

    const third = await startIdentityTest({ database: { file } });
    third.clock.now = NOON + 10 * REVIEW_MS;
    expect(await sweepIdentityReviews(third.ex.ctx)).toEqual([]);
    expect((await status(third.ex, token)).basic.reviewed_at).toBe(NOON + REVIEW_MS);
    await third.close();
  });

  it('reading the status in demo mode decides a review that is due', async () => {
    const t = await startIdentityTest({ demoReviewMs: 5_000 });
    const { token } = await t.ex.signUp('grace@example.com');
    await t.ex.call(apiRoutes.submitBasicIdentity, { token, body: BASIC });
    t.clock.now = NOON + 4_999;
    expect((await status(t.ex, token)).basic.status).toBe('pending');
    t.clock.now = NOON + 5_000;
    expect((await status(t.ex, token)).basic).toMatchObject({
      status: 'approved',
      reviewed_at: NOON + 5_000,
    });
    // A rejection decided first is not overturned by the sweep.
    await t.ex.ctx.storage.db
      .updateTable('identity_submissions')
      .set({ status: 'rejected', reason: 'x' })
      .execute();
    expect(await sweepIdentityReviews(t.ex.ctx)).toEqual([]);
    await t.close();
  });
});

describe('the withdrawal limit of the identity level', () => {
  let t: IdentityTest;
  afterAll(() => t.close());

  it('refuses past the level limit across coins, naming it and what is left', async () => {
    t = await startIdentityTest();
    const { ex } = t;
    const { token, id } = await ex.signUp('limit@example.com');
    await ex.call(apiRoutes.demoDeposit, {
      token,
      body: { coin_id: USDT, network: 'TRC20', amount: '100000' },
    });
    for (let i = 0; i < 20; i += 1) await ex.chain?.mineBlock();
    const code = async () => {
      await ex.ctx.storage.db.updateTable('email_codes').set({ created_at: 0 }).execute();
      await ex.call(apiRoutes.getCaptcha, {
        token,
        body: { email: 'limit@example.com', type: 'withdraw' },
      });
      return ex.lastCode('limit@example.com');
    };
    const withdraw = async (amount: string) =>
      ex.call(apiRoutes.withdraw, {
        token,
        body: {
          coin_id: USDT,
          network: 'TRC20',
          address: TRON_B,
          amount,
          email_code: await code(),
        },
      });
    const quota = async () =>
      withdrawQuotaSchema.parse(
        (
          await ex.call(apiRoutes.withdrawQuota, {
            token,
            query: { coin_id: USDT, network: 'TRC20' },
          })
        ).body.data,
      );

    expect((await withdraw('1500')).status).toBe(200);
    const over = await withdraw('600');
    expect(over.status).toBe(422);
    expect(fieldsOf(over.body)).toEqual(['amount']);
    expect(over.body.message).toMatch(/limit of 2000 USDC .*\(unverified\): 500 USDC left/);
    expect((await quota()).level_limit).toEqual({
      level: 'unverified',
      coin_name: 'USDC',
      limit: '2000',
      used: '1500',
      remaining: '500',
    });
    expect((await status(ex, token)).withdrawn_24h).toBe('1500');
    // Another coin counts against the same limit at its price: 0.01 BTC is 650 USDC.
    const btc = await ex.call(apiRoutes.withdraw, {
      token,
      body: {
        coin_id: BTC,
        network: 'BTC',
        address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        amount: '0.01',
        email_code: await code(),
      },
    });
    expect(btc.status).toBe(422);
    expect(btc.body.message).toMatch(/500 USDC left/);
    expect((await withdraw('500')).status).toBe(200);
    expect((await withdraw('10')).status).toBe(422);

    // Basic raises it to 50,000; a day later the earlier withdrawals no longer count.
    await grantLevel(ex, id, 'basic');
    expect((await quota()).level_limit).toMatchObject({ level: 'basic', remaining: '48000' });
    expect((await withdraw('10')).status).toBe(200);
    t.clock.now = NOON + 24 * 3_600_000 + 1;
    expect((await status(ex, token)).withdrawn_24h).toBe('0');
    expect((await quota()).level_limit).toMatchObject({ used: '0', remaining: '50000' });
  });
});
