import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, spotOrderSchema, walletSchema, withdrawalSchema } from '@exchange/api';
import { ledger, InsufficientFundsError } from './ledger.ts';
import { startWalletTest, TRON_B, USDT, type WalletTest } from './wallet-test-kit.ts';

// Issue 17: a wallet entry's `freeze` splits exactly into what open orders hold and what
// withdrawals not yet ended hold, as the ledger keeps it (ledger_accounts.frozen_withdrawals).

describe('frozen split', () => {
  let t: WalletTest;
  beforeAll(async () => {
    t = await startWalletTest();
  });
  afterAll(() => t.ex.close());

  async function usdtEntry(token = t.alice.token) {
    const res = await t.ex.call(apiRoutes.wallet, { token });
    const entry = walletSchema.parse(res.body.data).list.find((e) => e.coin_name === 'USDT');
    if (!entry) throw new Error('no USDT entry');
    return entry;
  }

  /**
   * Alice's USDT as the latest `onBalances` call reported it: what the socket's balance event is
   * built from (install-market.ts) for withdrawals, transfers and deposits.
   */
  function lastSnapshot() {
    const events = t.balanceEvents.filter((e) => e.userId === t.alice.id);
    const accounts = events.at(-1)?.accounts ?? [];
    return accounts.find((a) => a.kind === 'spot' && a.coin === 'USDT');
  }

  it('an open order and a pending withdrawal each show as their own part of freeze', async () => {
    // A buy under the market rests on the book: 0.005 BTC at 20,000 USDT reserves 100 USDT.
    const order = await t.ex.call(apiRoutes.spotPlaceOrder, {
      token: t.alice.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '20000',
        amount: '0.005',
        client_order_id: 'split-1',
      },
    });
    expect(order.status).toBe(200);
    expect(spotOrderSchema.parse(order.body.data).status).toBe('open');
    const reserve = await t.ex.ctx.storage.db
      .selectFrom('spot_orders')
      .select('frozen')
      .where('client_order_id', '=', 'split-1')
      .executeTakeFirstOrThrow();
    expect(reserve.frozen).toBe('100');
    expect(await usdtEntry()).toMatchObject({
      freeze: '100',
      freeze_orders: '100',
      freeze_withdrawals: '0',
    });

    const placed = await t.ex.call(apiRoutes.withdraw, {
      token: t.alice.token,
      body: {
        coin_id: USDT,
        network: 'TRC20',
        address: TRON_B,
        amount: '50',
        email_code: await t.withdrawCode('alice@example.com'),
      },
    });
    expect(placed.status).toBe(200);
    const withdrawal = withdrawalSchema.parse(placed.body.data);
    expect(await usdtEntry()).toMatchObject({
      freeze: '150',
      freeze_orders: '100',
      freeze_withdrawals: '50',
    });
    // The socket's balance event carries the same split (install-market.ts builds it from this).
    expect(lastSnapshot()).toMatchObject({ frozen: '150', frozenWithdrawals: '50' });

    // Picked up by the hot wallet (processing): still held by the withdrawal.
    await t.mine();
    expect((await usdtEntry()).freeze_withdrawals).toBe('50');

    // Cancelling the order frees only the order's part.
    const orderId = spotOrderSchema.parse(order.body.data).id;
    const cancelled = await t.ex.call(apiRoutes.spotCancelOrder, {
      token: t.alice.token,
      params: { id: orderId },
    });
    expect(cancelled.status).toBe(200);
    expect(await usdtEntry()).toMatchObject({
      freeze: '50',
      freeze_orders: '0',
      freeze_withdrawals: '50',
    });

    // Paid out (completed): nothing is held any more.
    await t.mine();
    const done = await t.ex.call(apiRoutes.getWithdraw, { token: t.alice.token });
    expect(done.body.data).toMatchObject({ list: [{ id: withdrawal.id, status: 'completed' }] });
    expect(await usdtEntry()).toMatchObject({
      freeze: '0',
      freeze_orders: '0',
      freeze_withdrawals: '0',
    });
    expect(lastSnapshot()).toMatchObject({ frozen: '0', frozenWithdrawals: '0' });
  });

  // Bob: Alice's e-mail code may not be asked again within the resend guard.
  it('a cancelled withdrawal gives its part back', async () => {
    const placed = await t.ex.call(apiRoutes.withdraw, {
      token: t.bob.token,
      body: {
        coin_id: USDT,
        network: 'TRC20',
        address: TRON_B,
        amount: '20',
        email_code: await t.withdrawCode('bob@example.com'),
      },
    });
    expect(placed.status).toBe(200);
    expect((await usdtEntry(t.bob.token)).freeze_withdrawals).toBe('20');
    const id = withdrawalSchema.parse(placed.body.data).id;
    const cancel = await t.ex.call(apiRoutes.cancelWithdraw, {
      token: t.bob.token,
      body: { id },
    });
    expect(cancel.status).toBe(200);
    expect(await usdtEntry(t.bob.token)).toMatchObject({ freeze: '0', freeze_withdrawals: '0' });
  });

  it("the ledger refuses to release a withdrawal's hold as an order's", async () => {
    const { db } = t.ex.ctx.storage;
    const bob = t.bob.id;
    await db.transaction().execute((trx) =>
      ledger.freeze(trx, {
        userId: bob,
        coin: 'USDT',
        amount: '5',
        reason: 'withdraw',
        refId: 'withdraw:test',
      }),
    );
    await expect(
      db.transaction().execute((trx) =>
        ledger.unfreeze(trx, {
          userId: bob,
          coin: 'USDT',
          amount: '5',
          reason: 'order_unfreeze',
          refId: 'order:test',
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    await db.transaction().execute((trx) =>
      ledger.unfreeze(trx, {
        userId: bob,
        coin: 'USDT',
        amount: '5',
        reason: 'withdraw_cancel',
        refId: 'withdraw:test',
      }),
    );
    expect(await usdtEntry(t.bob.token)).toMatchObject({ freeze: '0', freeze_withdrawals: '0' });
  });
});
