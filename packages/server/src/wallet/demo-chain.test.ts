import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  type Deposit,
  depositSchema,
  paginated,
  statementSchema,
  walletSchema,
  withdrawalSchema,
} from '@exchange/api';
import { openStorage } from '../db/connect.ts';
import { startTestExchange } from '../../test/harness.ts';
import {
  BTC,
  fieldsOf,
  startWalletTest,
  TRON_B,
  USDT,
  type WalletTest,
} from './wallet-test-kit.ts';

describe('the demo chain', () => {
  let t: WalletTest;

  beforeAll(async () => {
    t = await startWalletTest();
  });
  afterAll(() => t.ex.close());

  async function spotOf(token: string, coin: string) {
    const res = await t.ex.call(apiRoutes.wallet, { token });
    return walletSchema.parse(res.body.data).list.find((e) => e.coin_name === coin);
  }

  it('confirms a deposit one block at a time and credits it once, at the last', async () => {
    const { ex, bob } = t;
    const sent = depositSchema.parse(
      (
        await ex.call(apiRoutes.demoDeposit, {
          token: bob.token,
          body: { coin_id: USDT, network: 'TRC20', amount: '25' },
        })
      ).body.data,
    );
    expect(sent).toMatchObject({
      status: 'confirming',
      confirmations: 0,
      required_confirmations: 20,
    });
    const seen: number[] = [];
    for (let block = 0; block < 19; block += 1) {
      await t.mine();
      const list = await ex.call(apiRoutes.getDeposits, { token: bob.token });
      seen.push(
        depositSchema.array().parse((list.body.data as { list: unknown }).list)[0]?.confirmations ??
          -1,
      );
      expect(await spotOf(bob.token, 'USDT')).toMatchObject({ balance: '10000' });
    }
    expect(seen).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    const [last] = await t.mine();
    expect(last).toMatchObject({ confirmed: 1, credited: 1 });
    expect(await spotOf(bob.token, 'USDT')).toMatchObject({ balance: '10025' });
    // Further blocks move it no more.
    expect(await t.mine(2)).toEqual([
      { confirmed: 0, credited: 0, dropped: 0, pickedUp: 0, completed: 0, rejected: 0 },
      { confirmed: 0, credited: 0, dropped: 0, pickedUp: 0, completed: 0, rejected: 0 },
    ]);
    expect(await spotOf(bob.token, 'USDT')).toMatchObject({ balance: '10025' });
  });

  it('refuses a deposit under the network minimum, naming amount', async () => {
    const res = await t.ex.call(apiRoutes.demoDeposit, {
      token: t.bob.token,
      body: { coin_id: BTC, network: 'BTC', amount: '0.00001' },
    });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['amount']);
  });

  it('takes a withdrawal pending → processing → completed with a hash; processing cannot be cancelled', async () => {
    const { ex, alice } = t;
    const placed = withdrawalSchema.parse(
      (
        await ex.call(apiRoutes.withdraw, {
          token: alice.token,
          body: {
            coin_id: USDT,
            network: 'TRC20',
            address: TRON_B,
            amount: '30',
            email_code: await t.withdrawCode('alice@example.com'),
          },
        })
      ).body.data,
    );
    expect(placed.status).toBe('pending');
    expect(await t.mine()).toMatchObject([{ pickedUp: 1 }]);
    const processing = await ex.call(apiRoutes.getWithdraw, { token: alice.token });
    expect(processing.body.data).toMatchObject({
      list: [{ id: placed.id, status: 'processing', tx_hash: '' }],
    });
    const cancel = await ex.call(apiRoutes.cancelWithdraw, {
      token: alice.token,
      body: { id: placed.id },
    });
    expect(cancel.status).toBe(422);
    expect(fieldsOf(cancel.body)).toEqual(['id']);
    expect(await t.mine()).toMatchObject([{ completed: 1 }]);
    const done = await ex.call(apiRoutes.getWithdraw, { token: alice.token });
    expect(done.body.data).toMatchObject({ list: [{ id: placed.id, status: 'completed' }] });
    expect(withdrawalSchema.parse((done.body.data as { list: unknown[] }).list[0]).tx_hash).toMatch(
      /^0x[0-9a-f]{64}$/,
    );
    expect(await spotOf(alice.token, 'USDT')).toMatchObject({ balance: '9970', freeze: '0' });
    // Capital flow reads freeze → payout: no bare "withdraw 0" row, each shows its frozen change.
    const rows = paginated(statementSchema).parse(
      (
        await ex.call(apiRoutes.statements, {
          token: alice.token,
          query: { ref_id: `withdraw:${placed.id}` },
        })
      ).body.data,
    ).list;
    expect(
      rows.map((r) => [r.type, r.amount, r.balance, r.freeze_amount, r.freeze]).reverse(),
    ).toEqual([
      ['withdraw', '-30', '9970', '30', '30'],
      ['withdraw', '0', '9970', '-29', '1'],
      ['withdraw_fee', '0', '9970', '-1', '0'],
    ]);
  });

  it('rejects the configured share of withdrawals and returns their funds', async () => {
    const { ex, alice } = t;
    const chain = ex.chain;
    if (!chain) throw new Error('demo mode has a chain');
    await ex.ctx.storage.db.updateTable('email_codes').set({ created_at: 0 }).execute();
    chain.failShare = 1;
    try {
      const placed = withdrawalSchema.parse(
        (
          await ex.call(apiRoutes.withdraw, {
            token: alice.token,
            body: {
              coin_id: USDT,
              network: 'TRC20',
              address: TRON_B,
              amount: '40',
              email_code: await t.withdrawCode('alice@example.com'),
            },
          })
        ).body.data,
      );
      expect(await spotOf(alice.token, 'USDT')).toMatchObject({ balance: '9930', freeze: '40' });
      expect(await t.mine(2)).toMatchObject([{ pickedUp: 1 }, { rejected: 1, completed: 0 }]);
      const list = await ex.call(apiRoutes.getWithdraw, {
        token: alice.token,
        query: { status: 'rejected' },
      });
      expect(list.body.data).toMatchObject({ total: 1, list: [{ id: placed.id, tx_hash: '' }] });
      expect(await spotOf(alice.token, 'USDT')).toMatchObject({ balance: '9970', freeze: '0' });
      const refund = paginated(statementSchema).parse(
        (
          await ex.call(apiRoutes.statements, {
            token: alice.token,
            query: { ref_id: `withdraw:${placed.id}`, type: 'withdraw_refund' },
          })
        ).body.data,
      ).list;
      expect(refund).toMatchObject([{ amount: '40', freeze_amount: '-40', freeze: '0' }]);
    } finally {
      chain.failShare = 0;
    }
  });

  it('tells the user of each confirmation (the deposit user event behind "Confirming n/m")', async () => {
    const seen: Deposit[] = [];
    const ex = await startTestExchange({ hooks: { onDeposit: (_user, d) => seen.push(d) } });
    try {
      const dave = await ex.signUp('dave@example.com');
      await ex.call(apiRoutes.demoDeposit, {
        token: dave.token,
        body: { coin_id: BTC, network: 'BTC', amount: '0.5' },
      });
      for (let i = 0; i < 3; i += 1) await ex.chain?.mineBlock();
      expect(seen.map((d) => [d.confirmations, d.required_confirmations, d.status])).toEqual([
        [0, 2, 'confirming'],
        [1, 2, 'confirming'],
        [2, 2, 'credited'],
      ]);
    } finally {
      await ex.close();
    }
  });

  it('survives a restart mid-way: what was confirmed stays, the rest resumes, credited once', async () => {
    const storage = await openStorage({ file: ':memory:' });
    try {
      const first = await startTestExchange({ storage });
      const carol = await first.signUp('carol@example.com');
      await first.call(apiRoutes.demoDeposit, {
        token: carol.token,
        body: { coin_id: USDT, network: 'ERC20', amount: '500' },
      });
      for (let i = 0; i < 5; i += 1) await first.chain?.mineBlock();
      await first.close();

      const second = await startTestExchange({ storage });
      const list = await second.call(apiRoutes.getDeposits, { token: carol.token });
      expect(list.body.data).toMatchObject({ list: [{ confirmations: 5, status: 'confirming' }] });
      const credited = [];
      for (let i = 0; i < 9; i += 1) credited.push((await second.chain?.mineBlock())?.credited);
      expect(credited).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0]);
      const wallet = walletSchema.parse(
        (await second.call(apiRoutes.wallet, { token: carol.token })).body.data,
      );
      expect(wallet.list.find((e) => e.coin_name === 'USDT')).toMatchObject({ balance: '10500' });
      const rows = await storage.db
        .selectFrom('ledger_entries')
        .select('ref_id')
        .where('user_id', '=', carol.id)
        .where('reason', '=', 'deposit')
        .execute();
      expect(rows).toHaveLength(1);
      await second.close();
    } finally {
      await storage.close();
    }
  });
});
