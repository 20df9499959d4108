import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, paginated, walletSchema, withdrawalSchema } from '@exchange/api';
import { DemoChain } from './demo-chain.ts';
import {
  BTC,
  DOGE,
  fieldsOf,
  startWalletTest,
  TRON_A,
  TRON_B,
  USDT,
  type WalletTest,
} from './wallet-test-kit.ts';

describe('withdrawal routes', () => {
  let ex: WalletTest['ex'];
  let alice: WalletTest['alice'];
  let bob: WalletTest['bob'];
  let withdrawCode: WalletTest['withdrawCode'];
  let mine: WalletTest['mine'];

  beforeAll(async () => {
    ({ ex, alice, bob, withdrawCode, mine } = await startWalletTest());
    // Alice's wallet as these tests were written against: 250.5 USDT moved to futures.
    const moved = await ex.call(apiRoutes.transfer, {
      token: alice.token,
      body: { coin_id: USDT, from: 'spot', to: 'futures', amount: '250.5' },
    });
    expect(moved.status).toBe(200);
  });
  afterAll(() => ex.close());

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
    // No longer pending: 422 naming the id (issue 17), no longer a bare 400.
    expect(
      (await ex.call(apiRoutes.cancelWithdraw, { token: alice.token, body: { id: w.id } })).status,
    ).toBe(422);
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
    // The demo hot wallet picks it up in one block and sends it in the next.
    await mine(2);
    const done = paginated(withdrawalSchema).parse(
      (await ex.call(apiRoutes.getWithdraw, { token: bob.token })).body.data,
    ).list[0];
    expect(done?.status).toBe('completed');
    expect(done?.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(
      (await ex.call(apiRoutes.cancelWithdraw, { token: bob.token, body: { id: w.id } })).status,
    ).toBe(422);
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

  it('the hot wallet picks up only withdrawals pending long enough', async () => {
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
    // A hot wallet that waits a minute leaves it pending; one that does not sends it.
    const patient = new DemoChain(ex.ctx, { pickupAfterMs: 60_000 });
    expect(await patient.mineBlock()).toMatchObject({ pickedUp: 0, completed: 0 });
    expect(await mine(2)).toMatchObject([{ pickedUp: 1 }, { completed: 1 }]);
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
    // Above the balance: 422 naming amount (issue 17), no longer a bare 400.
    expect(rich.status).toBe(422);
    expect(fieldsOf(rich.body)).toEqual(['amount']);
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
});
