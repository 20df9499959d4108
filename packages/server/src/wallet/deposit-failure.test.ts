import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type Deposit, depositSchema, paginated, walletSchema } from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { USDT } from './wallet-test-kit.ts';

// Issue 17: a deposit the demo chain drops ends `failed` and credits nothing, whether it was sent
// to fail (POST /demo/deposit with `fail`) or drawn among the chain's share of failures.

describe('failed deposits on the demo chain', () => {
  let ex: TestExchange;
  let erin: { token: string; id: number };
  const events: Deposit[] = [];

  beforeAll(async () => {
    ex = await startTestExchange({ hooks: { onDeposit: (_user, d) => events.push(d) } });
    erin = await ex.signUp('erin@example.com');
  });
  afterAll(() => ex.close());

  async function usdt() {
    const res = await ex.call(apiRoutes.wallet, { token: erin.token });
    return walletSchema.parse(res.body.data).list.find((e) => e.coin_name === 'USDT');
  }

  async function send(fail?: boolean) {
    const res = await ex.call(apiRoutes.demoDeposit, {
      token: erin.token,
      body: { coin_id: USDT, network: 'TRC20', amount: '40', ...(fail ? { fail } : {}) },
    });
    expect(res.status).toBe(200);
    return depositSchema.parse(res.body.data);
  }

  async function listed(id: number) {
    const res = await ex.call(apiRoutes.getDeposits, { token: erin.token });
    return paginated(depositSchema)
      .parse(res.body.data)
      .list.find((d) => d.id === id);
  }

  it('a deposit sent with fail is dropped at its next block: failed, nothing credited', async () => {
    const before = await usdt();
    const sent = await send(true);
    expect(sent).toMatchObject({ status: 'confirming', confirmations: 0 });
    expect(await ex.chain?.mineBlock()).toMatchObject({ dropped: 1, confirmed: 0, credited: 0 });
    expect(await listed(sent.id)).toMatchObject({ status: 'failed', confirmations: 0 });
    expect(events.filter((d) => d.id === sent.id).map((d) => d.status)).toEqual([
      'confirming',
      'failed',
    ]);
    // Later blocks leave it alone; the balance never moved.
    await ex.chain?.mineBlock();
    expect(await listed(sent.id)).toMatchObject({ status: 'failed' });
    expect(await usdt()).toEqual(before);
    const filtered = await ex.call(apiRoutes.getDeposits, {
      token: erin.token,
      query: { status: 'failed' },
    });
    expect(filtered.body.data).toMatchObject({ total: 1, list: [{ id: sent.id }] });
  });

  it("the chain's share of failures drops new deposits only, at their first block", async () => {
    const chain = ex.chain;
    if (!chain) throw new Error('demo mode has a chain');
    const early = await send();
    await chain.mineBlock();
    expect(await listed(early.id)).toMatchObject({ status: 'confirming', confirmations: 1 });
    chain.depositFailShare = 1;
    try {
      const late = await send();
      expect(await chain.mineBlock()).toMatchObject({ dropped: 1, confirmed: 1 });
      expect(await listed(late.id)).toMatchObject({ status: 'failed' });
      // Already confirming when the share rose: it goes on to be credited.
      expect(await listed(early.id)).toMatchObject({ status: 'confirming', confirmations: 2 });
    } finally {
      chain.depositFailShare = 0;
    }
  });

  it('by default no deposit fails', async () => {
    const sent = await send();
    for (let block = 0; block < 20; block += 1) await ex.chain?.mineBlock();
    expect(await listed(sent.id)).toMatchObject({ status: 'credited', confirmations: 20 });
  });
});
