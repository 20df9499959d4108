import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, assetSchema, contractAccountSchema, walletSchema } from '@exchange/api';
import { fieldsOf, startWalletTest, TRON_A, USDT, type WalletTest } from './wallet-test-kit.ts';

describe('wallet routes', () => {
  let ex: WalletTest['ex'];
  let alice: WalletTest['alice'];
  let bob: WalletTest['bob'];

  beforeAll(async () => {
    ({ ex, alice, bob } = await startWalletTest());
  });
  afterAll(() => ex.close());

  it('every wallet route needs a token', async () => {
    const calls = [
      ex.call(apiRoutes.getAsset),
      ex.call(apiRoutes.wallet),
      ex.call(apiRoutes.transferAvailable, { query: { coin_id: USDT, from: 'spot' } }),
      ex.call(apiRoutes.contractAccount),
      ex.call(apiRoutes.getDepositAddress, { body: { coin_id: USDT, network: 'TRC20' } }),
      ex.call(apiRoutes.getDeposits),
      ex.call(apiRoutes.transfer, {
        body: { coin_id: USDT, from: 'spot', to: 'futures', amount: '1' },
      }),
      ex.call(apiRoutes.withdraw, {
        body: {
          coin_id: USDT,
          network: 'TRC20',
          address: TRON_A,
          amount: '20',
          email_code: '123456',
        },
      }),
      ex.call(apiRoutes.getWithdraw),
      ex.call(apiRoutes.cancelWithdraw, { body: { id: 1 } }),
      ex.call(apiRoutes.statements),
      ex.call(apiRoutes.getWithdrawalAddressBook),
      ex.call(apiRoutes.addAddress, {
        body: { coin_id: USDT, network: 'TRC20', address: TRON_A, label: 'x' },
      }),
      ex.call(apiRoutes.deleteAddress, { body: { id: 1 } }),
      ex.call(apiRoutes.demoDeposit, { body: { coin_id: USDT, network: 'TRC20', amount: '1' } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it('GET /wallet/getAsset totals every account in USDT and BTC', async () => {
    const res = await ex.call(apiRoutes.getAsset, { token: alice.token });
    expect(res.status).toBe(200);
    const asset = assetSchema.parse(res.body.data);
    // Demo funds at reference prices: 10000 + 0.5×65000 + 5×3200 + 1000 + 20×150 + 5000×0.15 + 1000 futures.
    expect(asset.total_assets_usdt).toBe('64250');
    expect(asset.total_assets_btc).toBe('0.98846153');
  });

  it("GET /wallet lists an account and a pair's trade wallet; bad input names the field", async () => {
    const res = await ex.call(apiRoutes.wallet, {
      token: alice.token,
      query: { account: 'spot', symbol: 'BTCUSDT' },
    });
    expect(res.status).toBe(200);
    const wallet = walletSchema.parse(res.body.data);
    expect(wallet.list.find((e) => e.coin_name === 'BTC')).toMatchObject({
      balance: '0.5',
      freeze: '0',
      total_balance: '0.5',
      usdt_equivalence: '32500',
    });
    expect(wallet.trade).toMatchObject({
      symbol: 'BTCUSDT',
      coin: { coin_name: 'BTC' },
      quote: { coin_name: 'USDT', balance: '10000' },
    });
    const finance = walletSchema.parse(
      (await ex.call(apiRoutes.wallet, { token: alice.token, query: { account: 'finance' } })).body
        .data,
    );
    expect(finance.list.every((e) => e.balance === '0')).toBe(true);
    const bad = await ex.call(apiRoutes.wallet, {
      token: alice.token,
      query: { account: 'savings' },
    });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(['account']);
    const pair = await ex.call(apiRoutes.wallet, {
      token: alice.token,
      query: { symbol: 'XXXUSDT' },
    });
    expect(fieldsOf(pair.body)).toEqual(['symbol']);
  });

  it('GET /wallet/contract_account shows the futures account', async () => {
    const res = await ex.call(apiRoutes.contractAccount, { token: alice.token });
    const account = contractAccountSchema.parse(res.body.data);
    expect(account).toMatchObject({ coin_name: 'USDT', balance: '1000', equity: '1000' });
  });

  it('list and cancel calls name their bad fields', async () => {
    const cases = [
      [
        await ex.call(apiRoutes.getWithdraw, { token: bob.token, query: { status: 'lost' } }),
        'status',
      ],
      [await ex.call(apiRoutes.cancelWithdraw, { token: bob.token, body: { id: 'x' } }), 'id'],
      [await ex.call(apiRoutes.deleteAddress, { token: bob.token, body: {} }), 'id'],
      [
        await ex.call(apiRoutes.getWithdrawalAddressBook, {
          token: bob.token,
          query: { coin_id: -1 },
        }),
        'coin_id',
      ],
      [
        await ex.call(apiRoutes.getDepositAddress, { token: bob.token, body: { coin_id: 1 } }),
        'network',
      ],
    ] as const;
    for (const [res, field] of cases) {
      expect(res.status).toBe(422);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
  });
});
