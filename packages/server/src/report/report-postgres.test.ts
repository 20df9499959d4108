import { describe, expect, it } from 'vitest';
import { referencePrice } from '../config/coins.ts';
import { SPOT_PAIRS } from '../market/pairs.ts';
import {
  closeStoragesAfterEach,
  freshDatabases,
  fund,
  NOW,
  setup,
} from '../market/market-test-kit.ts';
import { buildItem, buildReport, periodOf } from './report-query.ts';
import { catchUp } from './report-tick.ts';

closeStoragesAfterEach();

describe.each(['sqlite', 'postgres'] as const)('report on %s', (engine) => {
  const database = freshDatabases(engine);

  it('folds and reports the same figures on either engine', async () => {
    const { storage, market } = await setup(await database());
    await fund(storage, 1, 'USDT', '100000');
    await fund(storage, 2, 'ETH', '100');
    const order = { symbol: 'ETHUSDT', type: 'limit' as const, amount: '2' };
    await market.placeOrder(2, { ...order, price: '3200', side: 'sell', client_order_id: 's1' });
    await market.placeOrder(1, { ...order, price: '3200', side: 'buy', client_order_id: 'b1' });
    await catchUp(storage.db, referencePrice);
    await market.placeOrder(1, {
      ...order,
      amount: '1',
      price: '3300',
      side: 'sell',
      client_order_id: 's2',
    });
    await market.placeOrder(2, {
      ...order,
      amount: '1',
      price: '3300',
      side: 'buy',
      client_order_id: 'b2',
    });
    await catchUp(storage.db, referencePrice);
    await catchUp(storage.db, referencePrice);

    const deps = {
      db: storage.db,
      candles: { pairs: SPOT_PAIRS, klines: () => [] },
      prices: referencePrice,
      now: () => NOW + 60_000,
    };
    const { from, to } = periodOf({ period: '7d' }, NOW);
    const report = await buildReport(deps, 1, 'spot', from, to);
    // Alice rests the sell this time: 3300 − 3.3 (0.1 % maker fee) − 3206.41282565.
    expect(report).toMatchObject({ pnl: '90.28717435', trade_count: 2, volume: '9700' });
    expect(report.symbols.map((s) => s.symbol)).toEqual(['ETHUSDT']);
    const item = await buildItem(
      deps,
      1,
      { account: 'all', symbol: 'ETHUSDT' },
      { page: 1, limit: 10 },
    );
    expect(item.trades.total).toBe(2);
    expect(item.trades.list.map((t) => t.realized_pnl)).toEqual(['90.28717435', '0']);
  }, 60_000);
});
