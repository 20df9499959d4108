import { describe, expect, it } from 'vitest';
import { btc, closeAfterEach, fundFutures } from './contract-test-kit.ts';
import { NOW, riskSetup, trade } from './risk-test-kit.ts';

closeAfterEach();

// The index (so the mark: no asks and bids to average, last 60,000) held where each test says;
// with 8 h to the funding the mark is index × 1.0001 when that lies between index and last.

describe('triggers', () => {
  it('closes a position at market when the mark reaches its take-profit', async () => {
    const setup = await riskSetup();
    const { actions, storage, engine } = setup;
    await fundFutures(storage, 1, '10000');
    await fundFutures(storage, 2, '10000');
    await actions.open(2, btc('short', 'limit', '1', '60000'));
    await actions.open(1, btc('long', 'market', '1', undefined, { take_profit: '61000' }));
    expect(engine.positionOf(1, 'BTCUSDT')?.takeProfit?.toFixed()).toBe('61000');
    await fundFutures(storage, 3, '100000');
    await actions.open(3, btc('long', 'limit', '1', '60900'));

    await setup.indexAt('60990');
    await setup.tickAt(NOW + 1000);
    expect(setup.risk.markOf('BTCUSDT').lt(61000)).toBe(true);
    expect(engine.positionOf(1, 'BTCUSDT')).toBeDefined();

    await setup.indexAt('61000');
    await setup.tickAt(NOW + 2000);
    expect(engine.positionOf(1, 'BTCUSDT')).toBeUndefined();
    const close = await storage.db
      .selectFrom('contract_orders')
      .selectAll()
      .where('user_id', '=', 1)
      .where('source', '=', 'take_profit')
      .executeTakeFirstOrThrow();
    expect([close.status, close.side, close.reduce_only]).toEqual(['filled', 'short', 1]);
    expect(setup.errors).toEqual([]);
  });

  it('never fills a stop before its trigger, and fills it once the mark reaches it', async () => {
    const setup = await riskSetup();
    const { actions, storage, engine } = setup;
    await trade(actions, storage, {
      long: 1,
      short: 2,
      price: '60000',
      amount: '1',
      funds: '10000',
    });
    await fundFutures(storage, 3, '100000');
    await fundFutures(storage, 4, '100000');
    await actions.open(4, btc('short', 'limit', '1', '60500'));
    const stop = await actions.open(
      3,
      btc('long', 'stop_market', '0.5', undefined, { trigger_price: '61000', trigger_by: 'mark' }),
    );
    expect(stop.status).toBe('untriggered');

    for (const [at, index] of [
      [1000, '60500'],
      [2000, '60900'],
      [3000, '60990'],
    ] as const) {
      await setup.indexAt(index);
      await setup.tickAt(NOW + at);
      const row = await storage.db
        .selectFrom('contract_orders')
        .selectAll()
        .where('id', '=', stop.id)
        .executeTakeFirstOrThrow();
      expect([row.status, row.filled]).toEqual(['untriggered', '0']);
      expect(engine.positionOf(3, 'BTCUSDT')).toBeUndefined();
    }

    await setup.indexAt('61000');
    await setup.tickAt(NOW + 4000);
    expect(engine.positionOf(3, 'BTCUSDT')?.size.toFixed()).toBe('0.5');
    expect(engine.positionOf(3, 'BTCUSDT')?.entryPrice.toFixed()).toBe('60500');
  });

  it('a stop on the last price waits for a trade, not for the mark', async () => {
    const setup = await riskSetup();
    const { actions, storage, engine } = setup;
    await trade(actions, storage, {
      long: 1,
      short: 2,
      price: '60000',
      amount: '1',
      funds: '10000',
    });
    await fundFutures(storage, 3, '100000');
    await fundFutures(storage, 4, '100000');
    await actions.open(4, btc('short', 'limit', '1', '60500'));
    const stop = await actions.open(
      3,
      btc('short', 'stop_market', '0.5', undefined, { trigger_price: '59900', trigger_by: 'last' }),
    );
    await setup.indexAt('59000');
    await setup.tickAt(NOW + 1000);
    expect(engine.openEntrustsOf('BTCUSDT').find((o) => o.id === stop.id)?.status).toBe(
      'untriggered',
    );
  });
});
