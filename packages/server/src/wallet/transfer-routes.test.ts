import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  failureBodySchema,
  paginated,
  statementSchema,
  transferAvailableSchema,
  transferSchema,
  walletSchema,
} from '@exchange/api';
import { ledger } from './ledger.ts';
import { BTC, DOGE, fieldsOf, startWalletTest, USDT, type WalletTest } from './wallet-test-kit.ts';

const ETH = 3;
const SOL = 5;

describe('transfers between accounts', () => {
  let ex: WalletTest['ex'];
  let alice: WalletTest['alice'];
  let bob: WalletTest['bob'];
  let balanceEvents: WalletTest['balanceEvents'];

  beforeAll(async () => {
    ({ ex, alice, bob, balanceEvents } = await startWalletTest());
  });
  afterAll(() => ex.close());

  const available = async (token: string, coin_id: number, from: string) =>
    transferAvailableSchema.parse(
      (await ex.call(apiRoutes.transferAvailable, { token, query: { coin_id, from } })).body.data,
    ).available;
  const move = (token: string, body: Record<string, unknown>) =>
    ex.call(apiRoutes.transfer, { token, body });

  it("POST /wallet/transfer moves funds between the caller's accounts only", async () => {
    const res = await move(alice.token, {
      coin_id: USDT,
      from: 'spot',
      to: 'futures',
      amount: '250.5',
    });
    expect(res.status).toBe(200);
    expect(await available(alice.token, USDT, 'futures')).toBe('1250.5');
    expect(await available(alice.token, USDT, 'spot')).toBe('9749.5');
    expect(
      balanceEvents.some(
        (e) =>
          e.userId === alice.id &&
          e.accounts.some((a) => a.kind === 'futures' && a.balance === '1250.5'),
      ),
    ).toBe(true);
    // Bob's wallet is untouched by Alice's transfer.
    expect(await available(bob.token, USDT, 'futures')).toBe('1000');
  });

  it('a transfer and its two statement rows share one ref, which the statements filter by', async () => {
    const res = await move(alice.token, {
      coin_id: BTC,
      from: 'spot',
      to: 'finance',
      amount: '0.1',
    });
    const moved = transferSchema.parse(res.body.data);
    expect(moved).toMatchObject({ coin_name: 'BTC', from: 'spot', to: 'finance', amount: '0.1' });
    expect(moved.ref_id).toBe(`transfer:${String(moved.id)}`);
    const rows = paginated(statementSchema).parse(
      (await ex.call(apiRoutes.statements, { token: alice.token, query: { ref_id: moved.ref_id } }))
        .body.data,
    );
    expect(rows.list.map((r) => [r.type, r.account, r.coin_name, r.amount])).toEqual([
      ['transfer_in', 'finance', 'BTC', '0.1'],
      ['transfer_out', 'spot', 'BTC', '-0.1'],
    ]);
    // Another user's ref finds nothing of theirs.
    const bobs = await ex.call(apiRoutes.statements, {
      token: bob.token,
      query: { ref_id: moved.ref_id },
    });
    expect(bobs.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('each account takes only the coins it can use: futures its margin coin, finance earn coins', async () => {
    // Issue 17: SOL was accepted into the futures account.
    for (const [coin_id, to] of [
      [SOL, 'futures'],
      [BTC, 'futures'],
      [SOL, 'finance'],
      [DOGE, 'finance'],
    ] as const) {
      const res = await move(bob.token, { coin_id, from: 'spot', to, amount: '1' });
      expect(res.status, `${String(coin_id)} → ${to}`).toBe(422);
      expect(fieldsOf(res.body)).toEqual(['coin_id']);
    }
    const sol = await move(bob.token, { coin_id: SOL, from: 'spot', to: 'futures', amount: '1' });
    expect(failureBodySchema.parse(sol.body).message).toBe(
      'coin_id: The futures account takes only USDT, not SOL',
    );
    for (const coin_id of [USDT, BTC, ETH]) {
      const res = await move(bob.token, { coin_id, from: 'spot', to: 'finance', amount: '0.01' });
      expect(res.status, String(coin_id)).toBe(200);
    }
    // The futures and finance wallets list the coins they take.
    const listed = async (account: string) =>
      walletSchema
        .parse(
          (await ex.call(apiRoutes.wallet, { token: bob.token, query: { account } })).body.data,
        )
        .list.map((entry) => entry.coin_name);
    expect(await listed('futures')).toEqual(['USDT']);
    expect(await listed('finance')).toEqual(['USDT', 'BTC', 'ETH']);
    // ORBT: the demo launchpad's ended project (issue 21), a coin of the exchange since start.
    expect(await listed('spot')).toEqual(['USDT', 'BTC', 'ETH', 'USDC', 'SOL', 'DOGE', 'ORBT']);
    // SOL that reached futures before the rule (issue 17) is listed and can leave, never trapped.
    await ex.ctx.storage.db.transaction().execute((trx) =>
      ledger.transfer(trx, {
        from: { userId: bob.id, kind: 'spot' },
        to: { userId: bob.id, kind: 'futures' },
        coin: 'SOL',
        amount: '1',
        refId: 'transfer:before-the-rule',
      }),
    );
    expect(await listed('futures')).toEqual(['USDT', 'SOL']);
    expect(
      (await move(bob.token, { coin_id: SOL, from: 'futures', to: 'spot', amount: '1' })).status,
    ).toBe(200);
    expect(await listed('futures')).toEqual(['USDT']);
    // Money already in an account is never trapped: it can always go back to spot.
    expect(
      (await move(bob.token, { coin_id: ETH, from: 'finance', to: 'spot', amount: '0.01' })).status,
    ).toBe(200);
  });

  it('what an open order froze cannot be moved; transfer_available says what can', async () => {
    const order = await ex.call(apiRoutes.spotPlaceOrder, {
      token: bob.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'sell',
        type: 'limit',
        price: '100000',
        amount: '0.3',
        client_order_id: 'freeze-btc',
      },
    });
    expect(order.status).toBe(200);
    // 0.5 granted, 0.01 in finance, 0.3 frozen by the order.
    expect(await available(bob.token, BTC, 'spot')).toBe('0.19');
    const over = await move(bob.token, {
      coin_id: BTC,
      from: 'spot',
      to: 'finance',
      amount: '0.2',
    });
    expect(over.status).toBe(422);
    expect(fieldsOf(over.body)).toEqual(['amount']);
    expect(failureBodySchema.parse(over.body).message).toMatch(/available/);
    const all = await move(bob.token, {
      coin_id: BTC,
      from: 'spot',
      to: 'finance',
      amount: '0.19',
    });
    expect(all.status).toBe(200);
    expect(await available(bob.token, BTC, 'spot')).toBe('0');
    const frozen = await ledger.account(ex.ctx.storage.db, bob.id, 'spot', 'BTC');
    expect(frozen).toEqual({ balance: '0', frozen: '0.3' });
  });

  it('transfer_available truncates to the decimals the coin moves with, so Max is valid', async () => {
    await ex.ctx.storage.db.transaction().execute((trx) =>
      ledger.deposit(trx, {
        userId: alice.id,
        kind: 'futures',
        coin: 'USDT',
        amount: '0.0000009',
        reason: 'deposit',
        refId: 'test:dust',
      }),
    );
    const max = await available(alice.token, USDT, 'futures');
    expect(max).toBe('1250.5');
    expect(
      (await move(alice.token, { coin_id: USDT, from: 'futures', to: 'spot', amount: max })).status,
    ).toBe(200);
    expect(await ledger.account(ex.ctx.storage.db, alice.id, 'futures', 'USDT')).toEqual({
      balance: '0.0000009',
      frozen: '0',
    });
  });

  it('bad input gets a 422 naming the field, and nothing moves', async () => {
    const before = await available(bob.token, USDT, 'spot');
    const cases = [
      [{ coin_id: USDT, from: 'spot', to: 'futures', amount: '1.1234567' }, 'amount'],
      [{ coin_id: USDT, from: 'spot', to: 'futures', amount: '0' }, 'amount'],
      [{ coin_id: USDT, from: 'spot', to: 'futures', amount: '-1' }, 'amount'],
      [{ coin_id: USDT, from: 'spot', to: 'futures', amount: '100000' }, 'amount'],
      [{ coin_id: USDT, from: 'spot', to: 'spot', amount: '1' }, 'to'],
      [{ coin_id: USDT, from: 'spot', to: 'savings', amount: '1' }, 'to'],
      [{ coin_id: 999, from: 'spot', to: 'futures', amount: '1' }, 'coin_id'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await move(bob.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(fieldsOf(res.body), JSON.stringify(body)).toEqual([field]);
    }
    expect(await available(bob.token, USDT, 'spot')).toBe(before);
    // Trailing zeros are no extra precision.
    expect(
      (await move(bob.token, { coin_id: USDT, from: 'spot', to: 'futures', amount: '1.500000000' }))
        .status,
    ).toBe(200);
    const avail = await ex.call(apiRoutes.transferAvailable, {
      token: bob.token,
      query: { coin_id: 'abc', from: 'spot' },
    });
    expect(fieldsOf(avail.body)).toEqual(['coin_id']);
  });
});
