import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes, spotPairSchema } from '@exchange/api';
import { startTestExchange, type Answer, type TestExchange } from '../../test/harness.ts';
import { ledger } from '../wallet/ledger.ts';

const errorFields = (res: Answer) =>
  ((res.body.data as { errors?: { field: string }[] } | null)?.errors ?? []).map((e) => e.field);

/** Issue 14, defect 5: absurd numbers are refused (422 naming the field), not stored. */
describe('numbers within bounds', () => {
  let ex: TestExchange;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  beforeAll(async () => {
    ex = await startTestExchange();
    alice = await ex.signUp('alice-bounds@example.com');
    bob = await ex.signUp('bob-bounds@example.com');
    await ex.ctx.storage.db.transaction().execute(async (trx) => {
      await ledger.deposit(trx, {
        userId: alice.id,
        coin: 'USDT',
        amount: '1000000',
        reason: 'deposit',
        refId: 'a',
      });
      await ledger.deposit(trx, {
        userId: bob.id,
        coin: 'ETH',
        amount: '1000',
        reason: 'deposit',
        refId: 'b',
      });
    });
  });
  afterAll(() => ex.close());

  const usdt = async (token: string) => {
    const res = await ex.call(apiRoutes.wallet, { token, query: { account: 'spot' } });
    const list = (res.body.data as { list: { coin_name: string; balance: string }[] }).list;
    return list.find((e) => e.coin_name === 'USDT')?.balance;
  };

  it('a 400-digit demo deposit is refused and credits nothing', async () => {
    const before = await usdt(alice.token);
    const res = await ex.call(apiRoutes.demoDeposit, {
      token: alice.token,
      body: { coin_id: 1, network: 'TRC20', amount: '9'.repeat(400) },
    });
    expect(res.status).toBe(422);
    expect(errorFields(res)).toEqual(['amount']);
    expect(res.body.message).toMatch(/^amount: /);
    expect(await usdt(alice.token)).toBe(before);
  });

  it('a demo deposit fits storage and has a per-deposit ceiling', async () => {
    for (const amount of ['0.0000000000000000001', `1${'0'.repeat(20)}`, '10000000001']) {
      const res = await ex.call(apiRoutes.demoDeposit, {
        token: alice.token,
        body: { coin_id: 1, network: 'TRC20', amount },
      });
      expect(res.status, amount).toBe(422);
      expect(errorFields(res), amount).toEqual(['amount']);
    }
    const ok = await ex.call(apiRoutes.demoDeposit, {
      token: alice.token,
      body: { coin_id: 1, network: 'TRC20', amount: '1000.5' },
    });
    expect(ok.status).toBe(200);
  });

  const order = (body: Record<string, unknown>, token = alice.token) =>
    ex.call(apiRoutes.spotPlaceOrder, {
      token,
      body: { symbol: 'ETHUSDT', side: 'buy', type: 'limit', client_order_id: 'x', ...body },
    });

  it('a 400-digit limit price or amount is refused', async () => {
    const price = await order({ price: '9'.repeat(400), amount: '1', client_order_id: 'p400' });
    expect(price.status).toBe(422);
    expect(errorFields(price)).toEqual(['price']);
    const amount = await order({ price: '3000', amount: '9'.repeat(400), client_order_id: 'a400' });
    expect(amount.status).toBe(422);
    expect(errorFields(amount)).toEqual(['amount']);
  });

  it('before the first trade a limit price stays within 1/1000 to 1000 times the listing price', async () => {
    // ETHUSDT lists at 3200: the wide band is 3.2 … 3 200 000.
    for (const price of ['3200001', '3.19']) {
      const res = await order({
        price,
        amount: '0.01',
        client_order_id: `wide-${price.replace('.', '_')}`,
      });
      expect(res.status, price).toBe(422);
      expect(errorFields(res), price).toEqual(['price']);
      expect(res.body.message, price).toMatch(/^price: .*between/i);
    }
  });

  it('after a trade a limit price stays within 0.2 to 5 times the last price', async () => {
    const sell = await order(
      { side: 'sell', price: '3000', amount: '1', client_order_id: 's1' },
      bob.token,
    );
    expect(sell.status).toBe(200);
    const buy = await order({ price: '3000', amount: '1', client_order_id: 'b1' });
    expect(buy.body.data).toMatchObject({ status: 'filled' });
    // Last price 3000: the band is 600 … 15000.
    for (const [side, price] of [
      ['buy', '15000.01'],
      ['buy', '599.99'],
      ['sell', '15000.01'],
      ['sell', '599.99'],
    ] as const) {
      const res = await order(
        { side, price, amount: '0.01', client_order_id: `band-${side}-${price.replace('.', '_')}` },
        side === 'sell' ? bob.token : alice.token,
      );
      expect(res.status, `${side} ${price}`).toBe(422);
      expect(errorFields(res), `${side} ${price}`).toEqual(['price']);
      expect(res.body.message).toMatch(/600.*15000/);
    }
    for (const [side, price] of [
      ['buy', '600'],
      ['sell', '15000'],
    ] as const) {
      const res = await order(
        { side, price, amount: '0.01', client_order_id: `edge-${side}-${price}` },
        side === 'sell' ? bob.token : alice.token,
      );
      expect(res.status, `${side} ${price}`).toBe(200);
    }
  });

  it('an order above the pair maximum size is refused, limit or market', async () => {
    const pairs = z.array(spotPairSchema).parse((await ex.call(apiRoutes.spotPairs)).body.data);
    const eth = pairs.find((p) => p.symbol === 'ETHUSDT');
    expect(eth?.max_size).toBe('90000');
    expect(eth).toMatchObject({ price_band_low: '0.2', price_band_high: '5' });
    const limit = await order({ price: '3000', amount: '90000.0001', client_order_id: 'big1' });
    expect(limit.status).toBe(422);
    expect(errorFields(limit)).toEqual(['amount']);
    const market = await ex.call(apiRoutes.spotPlaceOrder, {
      token: alice.token,
      body: {
        symbol: 'ETHUSDT',
        side: 'buy',
        type: 'market',
        amount: '90001',
        client_order_id: 'big2',
      },
    });
    expect(market.status).toBe(422);
    expect(errorFields(market)).toEqual(['amount']);
    expect(market.body.message).toMatch(/90000/);
  });

  it('a transfer or withdrawal of an over-precise amount is refused', async () => {
    const transfer = await ex.call(apiRoutes.transfer, {
      token: alice.token,
      body: { coin_id: 1, from: 'spot', to: 'finance', amount: '1.0000000000000000001' },
    });
    expect(transfer.status).toBe(422);
    expect(errorFields(transfer)).toEqual(['amount']);
  });
});
