import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, spotPairSchema } from '@exchange/api';
import { z } from 'zod';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';

describe('spot pair routes (contract tests)', () => {
  let ex: TestExchange;

  beforeAll(async () => {
    ex = await startTestExchange({ demo: false });
  });
  afterAll(async () => {
    await ex.close();
  });

  it('GET /spots/trading_paris lists every pair with its rules and 24 h stats', async () => {
    const res = await ex.call(apiRoutes.spotPairs);
    expect(res.status).toBe(200);
    const pairs = z.array(spotPairSchema).parse(res.body.data);
    expect(pairs.map((p) => p.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'DOGEUSDT']);
    expect(pairs[0]).toMatchObject({
      base_coin: 'BTC',
      quote_coin: 'USDT',
      price_precision: 2,
      maker_fee: '0.001',
      taker_fee: '0.002',
    });
    // When each pair opened (the home page's "New listings"): Binance's listing days.
    expect(pairs.map((p) => [p.symbol, p.listed_at])).toEqual([
      ['BTCUSDT', Date.UTC(2017, 7, 17)],
      ['ETHUSDT', Date.UTC(2017, 7, 17)],
      ['SOLUSDT', Date.UTC(2020, 7, 11)],
      ['DOGEUSDT', Date.UTC(2019, 6, 5)],
    ]);
  });
});
