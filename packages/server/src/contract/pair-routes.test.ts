import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiRoutes,
  contractPairSchema,
  contractStatSchema,
  depthAggTradeSchema,
  failureBodySchema,
  klineBarSchema,
} from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';

// The contracts' public market data through the real server (no engine trades here: the
// engine's own tests cover fills; this pins the routes, their shapes and their refusals).
const T0 = Date.UTC(2026, 10, 24, 8, 0, 0);

function fieldsOf(body: unknown): string[] {
  return failureBodySchema.parse(body).data?.errors.map((e) => e.field) ?? [];
}

describe('contract pair routes', () => {
  let ex: TestExchange;
  let clock = T0;

  beforeAll(async () => {
    ex = await startTestExchange({ contractTickMs: 0, now: () => clock });
  });
  afterAll(async () => {
    await ex.app.close();
  });

  it('lists every contract with its rules, brackets and live prices', async () => {
    const res = await ex.call(apiRoutes.contractPairs);
    expect(res.status).toBe(200);
    const pairs = z.array(contractPairSchema).parse(res.body.data);
    expect(pairs.map((p) => p.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'DOGEUSDT']);
    expect(pairs[0]).toMatchObject({
      name: 'BTC/USDT Perpetual',
      max_leverage: 125,
      maker_fee: '0.0002',
      taker_fee: '0.0005',
      price_band: '0.05',
      funding_cap: '0.0075',
      open_interest: '0',
      next_funding_time: Date.UTC(2026, 10, 24, 16, 0, 0),
      funding_interval: 8 * 3_600_000,
    });
    expect(pairs[0]?.brackets).toHaveLength(5);
    expect(Number(pairs[0]?.mark_price)).toBeGreaterThan(0);
  });

  it('serves the contract book and mark-price candles sampled each tick', async () => {
    const depth = depthAggTradeSchema.parse(
      (await ex.call(apiRoutes.contractDepth, { query: { symbol: 'ETHUSDT' } })).body.data,
    );
    expect(depth.symbol).toBe('ETHUSDT');
    await ex.app.contractMarket.tick(clock);
    clock += 60_000;
    await ex.app.contractMarket.tick(clock);
    const res = await ex.call(apiRoutes.contractKline, {
      query: { symbol: 'BTCUSDT', period: '1m', from: T0, to: T0 + 120_000, price: 'mark' },
    });
    expect(res.status).toBe(200);
    const bars = z.array(klineBarSchema).parse(res.body.data);
    expect(bars.map((b) => b.timestamp)).toEqual([T0, T0 + 60_000]);
    expect(bars.every((b) => b.volume === '0')).toBe(true);
    const last = await ex.call(apiRoutes.contractKline, {
      query: { symbol: 'BTCUSDT', period: 'D', from: 0, to: T0, limit: 10 },
    });
    // Before the first contract trade the last price follows the generated (spot) past.
    expect(z.array(klineBarSchema).parse(last.body.data)).toHaveLength(10);
  });

  it('serves the stats samples, oldest first', async () => {
    const res = await ex.call(apiRoutes.contractStats, { query: { symbol: 'BTCUSDT' } });
    expect(res.status).toBe(200);
    expect(z.array(contractStatSchema).parse(res.body.data)).toEqual([
      { time: T0, open_interest: '0', long_short_ratio: '0' },
    ]);
  });

  it('refuses an unknown symbol with a 422 naming it', async () => {
    for (const call of [
      ex.call(apiRoutes.contractDepth, { query: { symbol: 'NOPEUSDT' } }),
      ex.call(apiRoutes.contractStats, { query: { symbol: 'NOPEUSDT' } }),
      ex.call(apiRoutes.contractKline, {
        query: { symbol: 'NOPEUSDT', period: '1m', from: 0, to: 1 },
      }),
    ]) {
      const res = await call;
      expect(res.status).toBe(422);
      expect(fieldsOf(res.body)).toEqual(['symbol']);
    }
    const bad = await ex.call(apiRoutes.contractKline, {
      query: { symbol: 'BTCUSDT', period: '1m', from: 0, to: 1, price: 'index' },
    });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(['price']);
  });
});
