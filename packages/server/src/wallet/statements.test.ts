import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, paginated, statementSchema, withdrawalSchema } from '@exchange/api';
import {
  BTC,
  fieldsOf,
  startWalletTest,
  TRON_B,
  USDT,
  type WalletTest,
} from './wallet-test-kit.ts';

describe('GET /wallet/statements', () => {
  let ex: WalletTest['ex'];
  let alice: WalletTest['alice'];
  let bob: WalletTest['bob'];
  let withdrawCode: WalletTest['withdrawCode'];
  let mine: WalletTest['mine'];

  beforeAll(async () => {
    ({ ex, alice, bob, withdrawCode, mine } = await startWalletTest());
    // The movements the statements read: a transfer, a deposit, a withdrawal placed and cancelled.
    const moved = await ex.call(apiRoutes.transfer, {
      token: alice.token,
      body: { coin_id: USDT, from: 'spot', to: 'futures', amount: '250.5' },
    });
    expect(moved.status).toBe(200);
    const deposited = await ex.call(apiRoutes.demoDeposit, {
      token: alice.token,
      body: { coin_id: BTC, network: 'BTC', amount: '0.25' },
    });
    expect(deposited.status).toBe(200);
    const placed = await ex.call(apiRoutes.withdraw, {
      token: alice.token,
      body: {
        coin_id: USDT,
        network: 'TRC20',
        address: TRON_B,
        amount: '100',
        email_code: await withdrawCode('alice@example.com'),
      },
    });
    const { id } = withdrawalSchema.parse(placed.body.data);
    const cancelled = await ex.call(apiRoutes.cancelWithdraw, { token: alice.token, body: { id } });
    expect(cancelled.status).toBe(200);
    // Bitcoin deposits credit at 2 confirmations: two blocks.
    await mine(2);
  });
  afterAll(() => ex.close());

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
});
