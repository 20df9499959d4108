import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  assetSchema,
  contractAccountSchema,
  depositAddressSchema,
  failureBodySchema,
  paginated,
  statementSchema,
  walletSchema,
  withdrawalSchema,
} from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import type { AccountSnapshot } from './ledger.ts';
import { completeDueWithdrawals, completeWithdrawal } from './withdrawal-service.ts';

/** Well-formed TRC20 addresses (withdrawals check the network's format, issue 14). */
const TRON_A = 'TQ5Nm9h1o3YxvDk2pq8a7Rz4s6bEw1uLcV';
const TRON_B = 'TJx8bVq3zP1mN5kL7cR2tY9wE4sD6fG8hA';

function fieldsOf(body: unknown): string[] {
  return failureBodySchema.parse(body).data?.errors.map((e) => e.field) ?? [];
}

const USDT = 1;
const BTC = 2;
const DOGE = 6;
const USDC = 4;

describe('wallet routes', () => {
  let ex: TestExchange;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  const balanceEvents: { userId: number; accounts: readonly AccountSnapshot[] }[] = [];

  beforeAll(async () => {
    ex = await startTestExchange({
      hooks: { onBalances: (userId, accounts) => balanceEvents.push({ userId, accounts }) },
    });
    alice = await ex.signUp('alice@example.com');
    bob = await ex.signUp('bob@example.com');
  });
  afterAll(() => ex.close());

  async function withdrawCode(email: string): Promise<string> {
    const res = await ex.call(apiRoutes.getCaptcha, { body: { email, type: 'withdraw' } });
    expect(res.status).toBe(200);
    return ex.lastCode(email);
  }

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

  it("POST /wallet/transfer moves funds between the caller's accounts only", async () => {
    const res = await ex.call(apiRoutes.transfer, {
      token: alice.token,
      body: { coin_id: USDT, from: 'spot', to: 'futures', amount: '250.5' },
    });
    expect(res.status).toBe(200);
    const available = await ex.call(apiRoutes.transferAvailable, {
      token: alice.token,
      query: { coin_id: USDT, from: 'futures' },
    });
    expect(available.body.data).toMatchObject({ available: '1250.5' });
    expect(
      balanceEvents.some(
        (e) =>
          e.userId === alice.id &&
          e.accounts.some((a) => a.kind === 'futures' && a.balance === '1250.5'),
      ),
    ).toBe(true);
    // Bob's wallet is untouched by Alice's transfer.
    const bobs = await ex.call(apiRoutes.transferAvailable, {
      token: bob.token,
      query: { coin_id: USDT, from: 'futures' },
    });
    expect(bobs.body.data).toMatchObject({ available: '1000' });
  });

  it('POST /wallet/transfer refuses overdrafts, same accounts and bad amounts', async () => {
    const over = await ex.call(apiRoutes.transfer, {
      token: bob.token,
      body: { coin_id: BTC, from: 'spot', to: 'futures', amount: '0.6' },
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/insufficient/i);
    const same = await ex.call(apiRoutes.transfer, {
      token: bob.token,
      body: { coin_id: BTC, from: 'spot', to: 'spot', amount: '0.1' },
    });
    expect(fieldsOf(same.body)).toEqual(['to']);
    const neg = await ex.call(apiRoutes.transfer, {
      token: bob.token,
      body: { coin_id: BTC, from: 'spot', to: 'futures', amount: '-1' },
    });
    expect(fieldsOf(neg.body)).toEqual(['amount']);
    const coin = await ex.call(apiRoutes.transfer, {
      token: bob.token,
      body: { coin_id: 999, from: 'spot', to: 'futures', amount: '1' },
    });
    expect(fieldsOf(coin.body)).toEqual(['coin_id']);
    const avail = await ex.call(apiRoutes.transferAvailable, {
      token: bob.token,
      query: { coin_id: 'abc', from: 'spot' },
    });
    expect(fieldsOf(avail.body)).toEqual(['coin_id']);
  });

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
    expect(res.body.data).toMatchObject({ status: 'credited', amount: '0.25', coin_name: 'BTC' });
    const mine = await ex.call(apiRoutes.getDeposits, {
      token: alice.token,
      query: { coin_id: BTC },
    });
    expect(mine.body.data).toMatchObject({ total: 1, list: [{ amount: '0.25' }] });
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

  it('withdraw freezes funds until processed; cancel returns them; payout sends them', async () => {
    const code = await withdrawCode('alice@example.com');
    const res = await ex.call(apiRoutes.withdraw, {
      token: alice.token,
      body: {
        coin_id: USDT,
        network: 'TRC20',
        address: TRON_B,
        amount: '100',
        email_code: code,
      },
    });
    expect(res.status).toBe(200);
    const w = withdrawalSchema.parse(res.body.data);
    expect(w).toMatchObject({ status: 'pending', amount: '100', fee: '1', receive_amount: '99' });
    const spot = walletSchema.parse(
      (await ex.call(apiRoutes.wallet, { token: alice.token })).body.data,
    );
    expect(spot.list.find((e) => e.coin_name === 'USDT')).toMatchObject({
      balance: '9649.5',
      freeze: '100',
    });

    // Bob cannot see or cancel Alice's withdrawal.
    expect(
      (await ex.call(apiRoutes.cancelWithdraw, { token: bob.token, body: { id: w.id } })).status,
    ).toBe(404);
    expect((await ex.call(apiRoutes.getWithdraw, { token: bob.token })).body.data).toMatchObject({
      total: 0,
    });

    const cancelled = await ex.call(apiRoutes.cancelWithdraw, {
      token: alice.token,
      body: { id: w.id },
    });
    expect(cancelled.body).toMatchObject({ data: { status: 'cancelled' } });
    expect(
      (await ex.call(apiRoutes.cancelWithdraw, { token: alice.token, body: { id: w.id } })).status,
    ).toBe(400);
    const after = walletSchema.parse(
      (await ex.call(apiRoutes.wallet, { token: alice.token })).body.data,
    );
    expect(after.list.find((e) => e.coin_name === 'USDT')).toMatchObject({
      balance: '9749.5',
      freeze: '0',
    });

    await new Promise((resolve) => setTimeout(resolve, 0));
    const again = await ex.call(apiRoutes.withdraw, {
      token: alice.token,
      body: {
        coin_id: USDT,
        network: 'TRC20',
        address: TRON_B,
        amount: '50',
        email_code: await ex.lastCode('alice@example.com'),
      },
    });
    // The code was used up by the first withdrawal.
    expect(again.status).toBe(422);
    expect(fieldsOf(again.body)).toEqual(['email_code']);
  });

  it('a processed withdrawal leaves the platform and can no longer be cancelled', async () => {
    const code = await withdrawCode('bob@example.com');
    const w = withdrawalSchema.parse(
      (
        await ex.call(apiRoutes.withdraw, {
          token: bob.token,
          body: {
            coin_id: BTC,
            network: 'BTC',
            address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
            amount: '0.1',
            email_code: code,
          },
        })
      ).body.data,
    );
    const done = await completeWithdrawal(ex.ctx, w.id);
    expect(done?.status).toBe('completed');
    expect(done?.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(
      (await ex.call(apiRoutes.cancelWithdraw, { token: bob.token, body: { id: w.id } })).status,
    ).toBe(400);
    const list = await ex.call(apiRoutes.getWithdraw, {
      token: bob.token,
      query: { status: 'completed' },
    });
    expect(list.body.data).toMatchObject({ total: 1 });
    const spot = walletSchema.parse(
      (await ex.call(apiRoutes.wallet, { token: bob.token })).body.data,
    );
    expect(spot.list.find((e) => e.coin_name === 'BTC')).toMatchObject({
      balance: '0.4',
      freeze: '0',
    });
  });

  it('the payout run completes only withdrawals pending long enough', async () => {
    await ex.ctx.storage.db
      .updateTable('email_codes')
      .set({ created_at: 0 })
      .where('email', '=', 'alice@example.com')
      .execute();
    const code = await withdrawCode('alice@example.com');
    const w = withdrawalSchema.parse(
      (
        await ex.call(apiRoutes.withdraw, {
          token: alice.token,
          body: {
            coin_id: USDT,
            network: 'TRC20',
            address: TRON_B,
            amount: '10',
            email_code: code,
          },
        })
      ).body.data,
    );
    expect(await completeDueWithdrawals(ex.ctx, 60_000)).toBe(0);
    expect(await completeDueWithdrawals(ex.ctx, 0)).toBe(1);
    const list = await ex.call(apiRoutes.getWithdraw, {
      token: alice.token,
      query: { status: 'completed' },
    });
    expect(list.body.data).toMatchObject({ total: 1, list: [{ id: w.id, receive_amount: '9' }] });
  });

  it('withdraw validates minimum, precision, network, memo and funds, naming the field', async () => {
    const body = { coin_id: USDT, network: 'TRC20', address: TRON_A, email_code: '123456' };
    const small = await ex.call(apiRoutes.withdraw, {
      token: bob.token,
      body: { ...body, amount: '5' },
    });
    expect(fieldsOf(small.body)).toEqual(['amount']);
    const precise = await ex.call(apiRoutes.withdraw, {
      token: bob.token,
      body: { ...body, amount: '10.1234567' },
    });
    expect(fieldsOf(precise.body)).toEqual(['amount']);
    const net = await ex.call(apiRoutes.withdraw, {
      token: bob.token,
      body: { ...body, network: 'BTC', amount: '20' },
    });
    expect(fieldsOf(net.body)).toEqual(['network']);
    const memo = await ex.call(apiRoutes.withdraw, {
      token: bob.token,
      body: { ...body, coin_id: DOGE, network: 'BEP20', amount: '50' },
    });
    expect(fieldsOf(memo.body)).toEqual(['memo']);
    const missing = await ex.call(apiRoutes.withdraw, {
      token: bob.token,
      body: { coin_id: USDT, network: 'TRC20', amount: '20', email_code: '1' },
    });
    expect(fieldsOf(missing.body).sort()).toEqual(['address', 'email_code']);
    const code = await withdrawCodeAfterWait();
    const rich = await ex.call(apiRoutes.withdraw, {
      token: bob.token,
      body: { ...body, amount: '20000', email_code: code },
    });
    expect(rich.status).toBe(400);
    expect(rich.body.message).toMatch(/insufficient/i);
    // The refused withdrawal did not use up the code.
    const fine = await ex.call(apiRoutes.withdraw, {
      token: bob.token,
      body: { ...body, amount: '20', email_code: code },
    });
    expect(fine.status).toBe(200);

    async function withdrawCodeAfterWait(): Promise<string> {
      // Bob asked for a code a moment ago; the resend guard is 60 s, so age the last one.
      await ex.ctx.storage.db
        .updateTable('email_codes')
        .set({ created_at: 0 })
        .where('email', '=', 'bob@example.com')
        .execute();
      return withdrawCode('bob@example.com');
    }
  });

  it("GET /wallet/statements has one row per movement, filtered and paginated, only the caller's", async () => {
    const all = paginated(statementSchema).parse(
      (await ex.call(apiRoutes.statements, { token: alice.token, query: { limit: 100 } })).body
        .data,
    );
    const types = all.list.map((s) => s.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'demo_grant',
        'transfer_out',
        'transfer_in',
        'deposit',
        'withdraw',
        'withdraw_cancel',
      ]),
    );
    const transferOut = all.list.find((s) => s.type === 'transfer_out');
    expect(transferOut).toMatchObject({ coin_name: 'USDT', account: 'spot', amount: '-250.5' });
    const page = paginated(statementSchema).parse(
      (
        await ex.call(apiRoutes.statements, {
          token: alice.token,
          query: { coin_id: USDT, account: 'spot', limit: 2, page: 2 },
        })
      ).body.data,
    );
    expect(page.list).toHaveLength(2);
    expect(page.total).toBe(
      all.list.filter((s) => s.coin_name === 'USDT' && s.account === 'spot').length,
    );
    expect(page.list.every((s) => s.coin_name === 'USDT' && s.account === 'spot')).toBe(true);
    const future = await ex.call(apiRoutes.statements, {
      token: alice.token,
      query: { from: Date.now() + 60_000 },
    });
    expect(future.body.data).toMatchObject({ total: 0 });
    const bobs = paginated(statementSchema).parse(
      (await ex.call(apiRoutes.statements, { token: bob.token, query: { limit: 100 } })).body.data,
    );
    expect(bobs.list.some((s) => s.type === 'transfer_out')).toBe(false);
    const bad = await ex.call(apiRoutes.statements, {
      token: alice.token,
      query: { type: 'gift' },
    });
    expect(fieldsOf(bad.body)).toEqual(['type']);
  });

  it('GET /wallet/statements still answers a history holding a negative balance row', async () => {
    // Before issue 14 a limit buy's reserve was netted against its own fills: 0.1 BTC at
    // 200000 reserved 20000 USDT out of 10000 and wrote an order_freeze row at -10000. Such
    // rows are history and stay as written; the statement shows them as they are.
    const carol = await ex.signUp('carol@example.com');
    const { db } = ex.ctx.storage;
    const account = await db
      .insertInto('ledger_accounts')
      .values({
        user_id: carol.id,
        kind: 'spot',
        coin: 'USDT',
        balance: '5400',
        frozen: '0',
        updated_at: 1,
      })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'coin']).doUpdateSet({ balance: '5400' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const journal = await db
      .insertInto('ledger_journals')
      .values({ reason: 'order_freeze', ref_id: 'spot-order:999', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (reason: string, balance: string, frozen: string, after: [string, string]) => ({
      journal_id: journal.id,
      account_id: account.id,
      user_id: carol.id,
      kind: 'spot',
      coin: 'USDT',
      balance_delta: balance,
      frozen_delta: frozen,
      balance_after: after[0],
      frozen_after: after[1],
      reason,
      ref_id: 'spot-order:999',
      created_at: 1,
    });
    await db
      .insertInto('ledger_entries')
      .values([
        row('order_freeze', '-20000', '20000', ['-10000', '20000']),
        row('trade', '0', '-4600', ['-10000', '15400']),
        row('order_unfreeze', '15400', '-15400', ['5400', '0']),
      ])
      .execute();

    const res = await ex.call(apiRoutes.statements, {
      token: carol.token,
      query: { coin_id: USDT, type: 'order_freeze' },
    });
    expect(res.status).toBe(200);
    const page = paginated(statementSchema).parse(res.body.data);
    expect(page.list).toEqual([
      expect.objectContaining({
        type: 'order_freeze',
        amount: '-20000',
        balance: '-10000',
        ref_id: 'spot-order:999',
      }),
    ]);
    const all = await ex.call(apiRoutes.statements, { token: carol.token, query: { limit: 100 } });
    expect(all.status).toBe(200);
    expect(
      paginated(statementSchema)
        .parse(all.body.data)
        .list.filter((s) => s.ref_id === 'spot-order:999')
        .map((s) => s.balance),
    ).toEqual(['5400', '-10000', '-10000']);
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

  it("the address book keeps each user's own entries", async () => {
    const added = await ex.call(apiRoutes.addAddress, {
      token: alice.token,
      body: { coin_id: USDT, network: 'TRC20', address: TRON_A, label: 'Cold wallet' },
    });
    expect(added.status).toBe(200);
    const id = (added.body.data as { id: number }).id;
    expect(
      (await ex.call(apiRoutes.getWithdrawalAddressBook, { token: alice.token })).body.data,
    ).toMatchObject([{ id, label: 'Cold wallet' }]);
    expect(
      (await ex.call(apiRoutes.getWithdrawalAddressBook, { token: bob.token })).body.data,
    ).toEqual([]);
    expect(
      (await ex.call(apiRoutes.deleteAddress, { token: bob.token, body: { id } })).status,
    ).toBe(404);
    const bad = await ex.call(apiRoutes.addAddress, {
      token: alice.token,
      body: { coin_id: USDT, network: 'TRC20', address: 'T', label: '' },
    });
    expect(fieldsOf(bad.body)).toEqual(['label']);
    expect(
      (await ex.call(apiRoutes.deleteAddress, { token: alice.token, body: { id } })).status,
    ).toBe(200);
    expect(
      (await ex.call(apiRoutes.getWithdrawalAddressBook, { token: alice.token })).body.data,
    ).toEqual([]);
  });
});
