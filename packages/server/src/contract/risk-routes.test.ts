import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, fundingPaymentSchema, fundingRateSchema, paginated } from '@exchange/api';
import { z } from 'zod';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { ledger } from '../wallet/ledger.ts';
import { twoFundedTraders, type Trader } from './contract-exchange-kit.ts';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 24, 9, 0, 0);

describe('contract risk routes', () => {
  let ex: TestExchange;
  let clock = START;
  let alice: Trader;
  let bob: Trader;
  const fieldOf = (body: { data: unknown }) =>
    (body.data as { errors?: { field: string }[] } | null)?.errors?.[0]?.field;

  beforeAll(async () => {
    ex = await startTestExchange({
      demo: true,
      contractTickMs: 0,
      contractFundingIntervalMs: HOUR,
      insuranceFundSeed: '1000',
      now: () => clock,
    });
    ({ alice, bob } = await twoFundedTraders(ex, '20000'));
  });
  afterAll(async () => {
    await ex.close();
  });

  it('holds an index through the demo route, refuses what is not one, and releases it', async () => {
    const { demoContractIndex } = apiRoutes;
    const held = await ex.call(demoContractIndex, { body: { symbol: 'BTCUSDT', price: '60000' } });
    expect(held.status).toBe(200);
    expect(held.body.data).toEqual({ symbol: 'BTCUSDT', index_price: '60000' });
    await ex.app.contractRisk.tick(clock);
    expect(ex.app.contractRisk.indexOf('BTCUSDT').toFixed()).toBe('60000');
    expect(ex.app.contractRisk.markOf('BTCUSDT').toFixed()).toBe('60000');

    const unknown = await ex.call(demoContractIndex, { body: { symbol: 'XYZUSDT', price: '1' } });
    expect([unknown.status, fieldOf(unknown.body)]).toEqual([422, 'symbol']);
    const bad = await ex.call(demoContractIndex, { body: { symbol: 'BTCUSDT', price: '-5' } });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(fieldOf(bad.body)).toBe('price');

    const eth = await ex.call(demoContractIndex, { body: { symbol: 'ETHUSDT', price: '3000' } });
    expect(eth.status).toBe(200);
    const released = await ex.call(demoContractIndex, { body: { symbol: 'ETHUSDT', price: '' } });
    expect(released.status).toBe(200);
    expect(ex.app.contractRisk.indexOf('ETHUSDT').eq(3000)).toBe(false);
  });

  it('books funding at the funding time and lists it for the payer and publicly', async () => {
    const { contractOpen, contractFunding, contractFundingRates } = apiRoutes;
    const short = await ex.call(contractOpen, {
      token: bob.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'short',
        type: 'limit',
        price: '60000',
        amount: '1',
        client_order_id: 's1',
      },
    });
    expect(short.status).toBe(200);
    const long = await ex.call(contractOpen, {
      token: alice.token,
      body: { symbol: 'BTCUSDT', side: 'long', type: 'market', amount: '1', client_order_id: 'l1' },
    });
    expect(long.status).toBe(200);

    clock = START + HOUR;
    await ex.app.contractRisk.tick(clock);
    await ex.app.contractRisk.tick(clock + 1000);

    const mine = await ex.call(contractFunding, {
      token: alice.token,
      query: { symbol: 'BTCUSDT' },
    });
    expect(mine.status).toBe(200);
    const page = paginated(fundingPaymentSchema).parse(mine.body.data);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      symbol: 'BTCUSDT',
      side: 'long',
      amount_held: '1',
      mark_price: '60000',
      rate: '0.0001',
      amount: '-6',
      funding_time: START + HOUR,
    });
    const theirs = await ex.call(contractFunding, { token: bob.token, query: {} });
    expect(paginated(fundingPaymentSchema).parse(theirs.body.data).list[0]?.amount).toBe('6');
    const later = await ex.call(contractFunding, {
      token: alice.token,
      query: { from: START + HOUR + 1 },
    });
    expect(paginated(fundingPaymentSchema).parse(later.body.data).total).toBe(0);
    expect((await ex.call(contractFunding, {})).status).toBe(401);

    const rates = await ex.call(contractFundingRates, { query: { symbol: 'BTCUSDT' } });
    expect(rates.status).toBe(200);
    expect(z.array(fundingRateSchema).parse(rates.body.data)).toEqual([
      { symbol: 'BTCUSDT', rate: '0.0001', mark_price: '60000', funding_time: START + HOUR },
    ]);
    const unknown = await ex.call(contractFundingRates, { query: { symbol: 'XYZUSDT' } });
    expect([unknown.status, fieldOf(unknown.body)]).toEqual([422, 'symbol']);
    const wallet = await ledger.account(ex.ctx.storage.db, alice.id, 'futures', 'USDT');
    expect(new Big(wallet.balance).lt(20000)).toBe(true);
  });

  it('keeps a held index across a restart', async () => {
    const again = await startTestExchange({
      demo: true,
      contractTickMs: 0,
      storage: ex.ctx.storage,
      now: () => clock,
    });
    try {
      expect(again.app.contractRisk.indexOf('BTCUSDT').toFixed()).toBe('60000');
    } finally {
      await again.app.close();
    }
  });

  it('serves the demo route only in demo mode', async () => {
    const plain = await startTestExchange({ demo: false, contractTickMs: 0 });
    try {
      const answer = await plain.call(apiRoutes.demoContractIndex, {
        body: { symbol: 'BTCUSDT', price: '1' },
      });
      expect(answer.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
