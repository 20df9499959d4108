import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, leaderApplicationSchema, paginated, followerSchema } from '@exchange/api';
import type { TestExchange } from '../../test/harness.ts';
import { fundFuturesAccounts } from '../contract/contract-exchange-kit.ts';
import {
  APPLICATION,
  COPY_T0,
  fieldOf,
  fundedTrader,
  startCopyExchange,
  tradeTwice,
  type Trader,
} from './copy-test-kit.ts';

// Applications to lead: the requirements with the caller's own figures, each refusal naming the
// first unmet key, approval at once (autoApprove) or a pending review, and a new application
// after a rejection.

const clock = { now: COPY_T0 + 3_600_000 };
const { copyApplication, copyApply, copyFollowers } = apiRoutes;

describe('copy trading: applications to lead (autoApprove)', () => {
  let ex: TestExchange;
  let maker: Trader;

  beforeAll(async () => {
    ex = await startCopyExchange({ now: () => clock.now });
    maker = await fundedTrader(ex, 'maker@example.com', '100000');
  });
  afterAll(async () => {
    await ex.close();
  });

  const application = async (token: string) => {
    const res = await ex.call(copyApplication, { token });
    expect(res.status, res.body.message).toBe(200);
    return leaderApplicationSchema.parse(res.body.data);
  };

  it('shows the requirements with the caller’s figures and refuses the first unmet one', async () => {
    const ava = await fundedTrader(ex, 'ava@example.com', '50');
    const before = await application(ava.token);
    expect(before).toMatchObject({ status: 'none', leader_id: null, reason: null });
    expect(before.requirements).toEqual([
      { key: 'futures_equity', required: '100', actual: '50', met: false },
      { key: 'trade_count', required: '2', actual: '0', met: false },
      { key: 'trading_days', required: '1', actual: '0', met: false },
    ]);
    const poor = await ex.call(copyApply, { token: ava.token, body: APPLICATION });
    expect([poor.status, fieldOf(poor)]).toEqual([422, 'futures_equity']);

    await fundFuturesAccounts(ex, [ava.id], '9950');
    const untried = await ex.call(copyApply, { token: ava.token, body: APPLICATION });
    expect([untried.status, fieldOf(untried)]).toEqual([422, 'trade_count']);
    expect((await application(ava.token)).status).toBe('none');

    await tradeTwice(ex, ava, maker);
    const ready = await application(ava.token);
    expect(ready.requirements.map((r) => [r.key, r.met])).toEqual([
      ['futures_equity', true],
      ['trade_count', true],
      ['trading_days', true],
    ]);
    expect(ready.requirements[1]?.actual).toBe('2');
    expect(ready.requirements[2]?.actual).toBe('1');

    const tooGreedy = await ex.call(copyApply, {
      token: ava.token,
      body: { ...APPLICATION, profit_share_rate: '0.31' },
    });
    expect([tooGreedy.status, fieldOf(tooGreedy)]).toEqual([422, 'profit_share_rate']);

    const applied = await ex.call(copyApply, { token: ava.token, body: APPLICATION });
    expect(applied.status, applied.body.message).toBe(200);
    const answer = leaderApplicationSchema.parse(applied.body.data);
    expect(answer.status).toBe('approved');
    const row = await ex.ctx.storage.db
      .selectFrom('copy_leaders')
      .selectAll()
      .where('user_id', '=', ava.id)
      .executeTakeFirstOrThrow();
    expect(answer.leader_id).toBe(row.id);
    expect(row).toMatchObject({
      nickname: 'Ava Lead',
      profit_share_rate: '0.1',
      show_positions: 1,
      max_followers: 100,
      approved_at: clock.now,
    });

    const again = await ex.call(copyApply, { token: ava.token, body: APPLICATION });
    expect([again.status, fieldOf(again)]).toEqual([409, 'status']);
  });

  it('counts distinct UTC days with a fill', async () => {
    const ben = await fundedTrader(ex, 'ben@example.com', '10000');
    await tradeTwice(ex, ben, maker);
    clock.now += 86_400_000;
    await tradeTwice(ex, ben, maker);
    const figures = await application(ben.token);
    expect(figures.requirements.slice(1).map((r) => r.actual)).toEqual(['4', '2']);
  });

  it('refuses a nickname another lead trader has', async () => {
    const cy = await fundedTrader(ex, 'cy@example.com', '10000');
    await tradeTwice(ex, cy, maker);
    const clash = await ex.call(copyApply, {
      token: cy.token,
      body: { ...APPLICATION, nickname: 'ava lead' },
    });
    expect([clash.status, fieldOf(clash)]).toEqual([422, 'nickname']);
    expect((await application(cy.token)).status).toBe('none');
  });

  it('answers an empty followers page to someone who does not lead', async () => {
    const res = await ex.call(copyFollowers, { token: maker.token, query: {} });
    expect(res.status).toBe(200);
    expect(paginated(followerSchema).parse(res.body.data)).toMatchObject({ list: [], total: 0 });
    expect((await ex.call(copyApplication)).status).toBe(401);
  });
});

describe('copy trading: applications reviewed by hand', () => {
  let ex: TestExchange;

  beforeAll(async () => {
    ex = await startCopyExchange({ now: () => clock.now, copy: { autoApprove: false } });
  });
  afterAll(async () => {
    await ex.close();
  });

  it('stays pending, refuses a second application, and takes a new one after a rejection', async () => {
    const maker = await fundedTrader(ex, 'maker@example.com', '100000');
    const dee = await fundedTrader(ex, 'dee@example.com', '10000');
    await tradeTwice(ex, dee, maker);
    const applied = await ex.call(copyApply, { token: dee.token, body: APPLICATION });
    expect(applied.status, applied.body.message).toBe(200);
    expect(leaderApplicationSchema.parse(applied.body.data)).toMatchObject({
      status: 'pending',
      leader_id: null,
    });
    const twice = await ex.call(copyApply, { token: dee.token, body: APPLICATION });
    expect([twice.status, fieldOf(twice)]).toEqual([409, 'status']);

    await ex.ctx.storage.db
      .updateTable('copy_leaders')
      .set({ status: 'rejected', reason: 'Too few trades' })
      .where('user_id', '=', dee.id)
      .execute();
    const seen = leaderApplicationSchema.parse(
      (await ex.call(copyApplication, { token: dee.token })).body.data,
    );
    expect(seen).toMatchObject({ status: 'rejected', reason: 'Too few trades', leader_id: null });

    const retry = await ex.call(copyApply, {
      token: dee.token,
      body: { ...APPLICATION, nickname: 'Dee Again', profit_share_rate: '0.2' },
    });
    expect(retry.status, retry.body.message).toBe(200);
    expect(leaderApplicationSchema.parse(retry.body.data)).toMatchObject({
      status: 'pending',
      reason: null,
    });
    const rows = await ex.ctx.storage.db
      .selectFrom('copy_leaders')
      .selectAll()
      .where('user_id', '=', dee.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nickname: 'Dee Again', profit_share_rate: '0.2' });
  });
});
