import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, depositAddressSchema } from '@exchange/api';
import {
  BTC,
  DOGE,
  fieldsOf,
  startWalletTest,
  USDC,
  USDT,
  type WalletTest,
} from './wallet-test-kit.ts';

describe('deposit routes', () => {
  let ex: WalletTest['ex'];
  let alice: WalletTest['alice'];
  let bob: WalletTest['bob'];
  let mine: WalletTest['mine'];

  beforeAll(async () => {
    ({ ex, alice, bob, mine } = await startWalletTest());
  });
  afterAll(() => ex.close());

  it('deposit addresses are per user, coin and network, and stable', async () => {
    const a1 = depositAddressSchema.parse(
      (
        await ex.call(apiRoutes.getDepositAddress, {
          token: alice.token,
          body: { coin_id: USDT, network: 'TRC20' },
        })
      ).body.data,
    );
    const a2 = depositAddressSchema.parse(
      (
        await ex.call(apiRoutes.getDepositAddress, {
          token: alice.token,
          body: { coin_id: USDT, network: 'TRC20' },
        })
      ).body.data,
    );
    const b1 = depositAddressSchema.parse(
      (
        await ex.call(apiRoutes.getDepositAddress, {
          token: bob.token,
          body: { coin_id: USDT, network: 'TRC20' },
        })
      ).body.data,
    );
    expect(a1.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(a2.address).toBe(a1.address);
    expect(b1.address).not.toBe(a1.address);
    const memo = depositAddressSchema.parse(
      (
        await ex.call(apiRoutes.getDepositAddress, {
          token: bob.token,
          body: { coin_id: DOGE, network: 'BEP20' },
        })
      ).body.data,
    );
    expect(memo.memo).toBe(String(100_000 + bob.id));
    const wrongNet = await ex.call(apiRoutes.getDepositAddress, {
      token: bob.token,
      body: { coin_id: BTC, network: 'TRC20' },
    });
    expect(fieldsOf(wrongNet.body)).toEqual(['network']);
    const suspended = await ex.call(apiRoutes.getDepositAddress, {
      token: bob.token,
      body: { coin_id: USDC, network: 'SOL' },
    });
    expect(fieldsOf(suspended.body)).toEqual(['network']);
  });

  it("demo deposits credit the caller and list in GET /wallet/getDeposits, never another user's", async () => {
    const res = await ex.call(apiRoutes.demoDeposit, {
      token: alice.token,
      body: { coin_id: BTC, network: 'BTC', amount: '0.25' },
    });
    expect(res.status).toBe(200);
    // It arrives on the demo chain: 0 of Bitcoin's 2 confirmations, nothing credited yet.
    expect(res.body.data).toMatchObject({
      status: 'confirming',
      amount: '0.25',
      coin_name: 'BTC',
      confirmations: 0,
      required_confirmations: 2,
    });
    await mine(2);
    const listed = await ex.call(apiRoutes.getDeposits, {
      token: alice.token,
      query: { coin_id: BTC },
    });
    expect(listed.body.data).toMatchObject({
      total: 1,
      list: [{ amount: '0.25', status: 'credited', confirmations: 2 }],
    });
    const theirs = await ex.call(apiRoutes.getDeposits, { token: bob.token });
    expect(theirs.body.data).toMatchObject({ total: 0, list: [] });
    const bad = await ex.call(apiRoutes.getDeposits, {
      token: bob.token,
      query: { status: 'lost' },
    });
    expect(fieldsOf(bad.body)).toEqual(['status']);
    const badDeposit = await ex.call(apiRoutes.demoDeposit, {
      token: alice.token,
      body: { coin_id: BTC, network: 'BTC', amount: '0' },
    });
    expect(fieldsOf(badDeposit.body)).toEqual(['amount']);
  });
  it('GET /wallet/getDeposits and /wallet/getWithdraw keep a created_at window (from inclusive, to exclusive)', async () => {
    const all = await ex.call(apiRoutes.getDeposits, { token: alice.token });
    const [first] = (all.body.data as { list: { created_at: number }[] }).list;
    if (!first) throw new Error('alice has no deposit to window');
    const at = first.created_at;
    const count = async (route: 'getDeposits' | 'getWithdraw', from: number, to: number) =>
      (
        (await ex.call(apiRoutes[route], { token: alice.token, query: { from, to } })).body
          .data as { total: number }
      ).total;
    expect(await count('getDeposits', at, at + 1)).toBe(1);
    expect(await count('getDeposits', at + 1, at + 86_400_000)).toBe(0);
    expect(await count('getDeposits', at - 86_400_000, at)).toBe(0);
    expect(await count('getWithdraw', 1, at + 86_400_000)).toBe(0);
    const bad = await ex.call(apiRoutes.getWithdraw, {
      token: alice.token,
      query: { from: 'yesterday' },
    });
    expect(fieldsOf(bad.body)).toEqual(['from']);
  });
});
