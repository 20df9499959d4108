import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../db/connect.ts';
import { freshDatabases } from '../market/market-test-kit.ts';
import { seedSystemAccounts } from './contract-install.ts';
import { btc, engineOver, fundFutures, futures, NOW, usdtTotals } from './contract-test-kit.ts';

describe.each(['sqlite', 'postgres'] as const)('contract engine on %s', (dialect) => {
  const fresh = freshDatabases(dialect);

  it('opens, closes and rebuilds with the same money and rows', async () => {
    const where = await fresh();
    const storage = await openStorage(where);
    try {
      await seedSystemAccounts(storage, NOW, '1000000', '10000');
      await fundFutures(storage, 1, '10000');
      await fundFutures(storage, 2, '10000');
      const before = await usdtTotals(storage);
      const { engine, actions } = await engineOver(storage);
      await actions.open(1, btc('short', 'limit', '0.5', '65000', { client_order_id: 'a' }));
      await actions.open(2, btc('long', 'market', '0.3', undefined, { client_order_id: 'b' }));
      const held = engine.positionOf(2, 'BTCUSDT');
      if (!held) throw new Error('no position');
      await actions.open(1, btc('long', 'limit', '0.1', '64900', { client_order_id: 'c' }));
      await actions.close(2, { position_id: held.id, type: 'market', amount: '0.1' });
      expect(engine.positionOf(2, 'BTCUSDT')?.size.toFixed()).toBe('0.2');
      expect(await usdtTotals(storage)).toEqual(before);
      // The same client order id places once.
      const again = await actions.open(
        1,
        btc('short', 'limit', '0.5', '65000', { client_order_id: 'a' }),
      );
      expect(again.filled.toFixed()).toBe('0.3');
      const rebuilt = await engineOver(storage);
      expect(rebuilt.engine.openEntrustsOf('BTCUSDT')).toEqual(engine.openEntrustsOf('BTCUSDT'));
      expect(rebuilt.engine.allOpenPositions()).toEqual(engine.allOpenPositions());
      expect((await futures(storage, 2)).frozen).toEqual(new Big(0));
    } finally {
      await storage.close();
    }
  }, 60_000);
});
