import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  commissionRecordSchema,
  failureBodySchema,
  invitedUserSchema,
  paginated,
  referralSummarySchema,
  statementSchema,
} from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { commissionRate } from './referral-config.ts';

// The referral routes over HTTP: an invitee registers with the inviter's code and trades spot;
// the inviter sees the invitee (masked, traded), the commission records, the summary and the
// referral_commission row in capital flow.

describe('referral routes', () => {
  let ex: TestExchange;
  let inviter: { token: string; id: number; inviteCode: string };
  let invitee: { token: string; id: number };

  beforeAll(async () => {
    ex = await startTestExchange({ referralCommissionRate: '0.2' });
    inviter = await ex.signUp('inviter@example.com');
    invitee = await ex.signUp('invitee@example.com', { invite_code: inviter.inviteCode });
    await ex.signUp('idle@example.com', { invite_code: inviter.inviteCode });
    const maker = await ex.signUp('maker@example.com');
    const sell = await ex.call(apiRoutes.spotPlaceOrder, {
      token: maker.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'sell',
        type: 'limit',
        price: '100',
        amount: '0.5',
        client_order_id: 'm1',
      },
    });
    expect(sell.status, JSON.stringify(sell.body)).toBe(200);
    const buy = await ex.call(apiRoutes.spotPlaceOrder, {
      token: invitee.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '100',
        amount: '0.5',
        client_order_id: 'b1',
      },
    });
    expect(buy.status).toBe(200);
  });
  afterAll(() => ex.close());

  it('lists the invitees masked, newest first, with whether they traded', async () => {
    const res = await ex.call(apiRoutes.getAcceptInviteUsers, { token: inviter.token });
    const page = paginated(invitedUserSchema).parse(res.body.data);
    expect(page.total).toBe(2);
    expect(page.list.map((u) => [u.email, u.traded])).toEqual([
      ['i***e@example.com', false],
      ['i***e@example.com', true],
    ]);
    const none = await ex.call(apiRoutes.getAcceptInviteUsers, {
      token: inviter.token,
      query: { to: 1 },
    });
    expect(none.body.data).toMatchObject({ total: 0, list: [] });
  });

  it('records the commission of the fee the invitee paid and credits it to spot', async () => {
    const res = await ex.call(apiRoutes.referralCommissions, { token: inviter.token });
    const page = paginated(commissionRecordSchema).parse(res.body.data);
    expect(page.total).toBeGreaterThan(0);
    const trades = await ex.ctx.storage.db
      .selectFrom('spot_trades')
      .select(['buyer_fee'])
      .where('buyer_id', '=', invitee.id)
      .execute();
    const fee = trades.reduce((sum, t) => sum.plus(t.buyer_fee), new Big(0));
    const [record] = page.list;
    expect(record).toMatchObject({
      invitee_email: 'i***e@example.com',
      source: 'spot',
      coin_name: 'BTC',
      fee: fee.toFixed(),
      amount: fee.times('0.2').toFixed(),
    });
    const flow = await ex.call(apiRoutes.statements, {
      token: inviter.token,
      query: { type: 'referral_commission' },
    });
    const rows = paginated(statementSchema).parse(flow.body.data).list;
    expect(rows.map((r) => [r.coin_name, r.amount])).toEqual([['BTC', record?.amount]]);
    const filtered = await ex.call(apiRoutes.referralCommissions, {
      token: inviter.token,
      query: { source: 'contract' },
    });
    expect(filtered.body.data).toMatchObject({ total: 0 });
  });

  it('sums the summary per coin and for this month', async () => {
    const res = await ex.call(apiRoutes.referralSummary, { token: inviter.token });
    const summary = referralSummarySchema.parse(res.body.data);
    const records = paginated(commissionRecordSchema).parse(
      (await ex.call(apiRoutes.referralCommissions, { token: inviter.token })).body.data,
    ).list;
    const total = records.reduce((sum, r) => sum.plus(r.amount), new Big(0)).toFixed();
    expect(summary).toEqual({
      invite_code: inviter.inviteCode,
      commission_rate: '0.2',
      invited_count: 2,
      traded_count: 1,
      commissions: [{ coin_name: 'BTC', total, this_month: total }],
    });
    const fresh = await ex.call(apiRoutes.referralSummary, { token: invitee.token });
    expect(fresh.body.data).toMatchObject({ invited_count: 0, traded_count: 0, commissions: [] });
  });

  it('refuses an unknown coin naming coin_id, and anonymous callers', async () => {
    const res = await ex.call(apiRoutes.referralCommissions, {
      token: inviter.token,
      query: { coin_id: 999_999 },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(failureBodySchema.parse(res.body).data?.errors.map((e) => e.field)).toEqual(['coin_id']);
    expect((await ex.call(apiRoutes.referralSummary)).status).toBe(401);
  });

  it('reads the rate from configuration: a fraction in [0, 1), 0.2 by default', () => {
    expect(commissionRate(undefined).toFixed()).toBe('0.2');
    expect(commissionRate(' 0.35 ').toFixed()).toBe('0.35');
    expect(() => commissionRate('1')).toThrow(/REFERRAL_COMMISSION_RATE/);
    expect(() => commissionRate('-0.1')).toThrow(/REFERRAL_COMMISSION_RATE/);
    expect(() => commissionRate('twenty')).toThrow(/REFERRAL_COMMISSION_RATE/);
  });
});
