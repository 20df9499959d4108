import { describe, expect, it } from 'vitest';
import { openStorage } from '../db/connect.ts';
import { freshDatabases } from '../market/market-test-kit.ts';
import { seedSystemAccounts } from './contract-install.ts';
import { btc, system, usdtTotals } from './contract-test-kit.ts';
import { engineOver, fundFutures, HOUR, NOW, riskOver, trade } from './risk-test-kit.ts';

describe.each(['sqlite', 'postgres'] as const)('contract risk on %s', (dialect) => {
  const fresh = freshDatabases(dialect);

  it('funds once across a restart and liquidates with the money conserved', async () => {
    const storage = await openStorage(await fresh());
    try {
      await seedSystemAccounts(storage, NOW, '1000000', '10000');
      const { engine, actions } = await engineOver(storage);
      const first = await riskOver(storage, engine, { fundingIntervalMs: HOUR });
      await first.indexAt('60000');
      await first.tickAt(NOW);
      await trade(actions, storage, {
        long: 1,
        short: 2,
        price: '60000',
        amount: '1',
        leverage: 50,
        funds: '10000',
      });
      await fundFutures(storage, 3, '100000');
      await actions.open(3, btc('long', 'limit', '1', '58000'));
      const before = await usdtTotals(storage);

      await first.tickAt(NOW + HOUR);
      const restarted = await engineOver(storage);
      const second = await riskOver(storage, restarted.engine, { fundingIntervalMs: HOUR });
      await second.tickAt(NOW + HOUR + 1000);
      const payments = await storage.db.selectFrom('funding_payments').selectAll().execute();
      expect(payments.map((p) => [p.user_id, Number(p.amount)]).sort()).toEqual([
        [1, -6],
        [2, 6],
      ]);

      const insurance = await system(storage, 'insurance');
      await second.indexAt('59000');
      await second.tickAt(NOW + HOUR + 2000);
      expect(restarted.engine.positionOf(1, 'BTCUSDT')).toBeUndefined();
      expect(restarted.engine.positionOf(3, 'BTCUSDT')?.size.toFixed()).toBe('1');
      // The fund sold at 58,000 what it took over at the 58,800 bankruptcy price (the long paid
      // its funding from its balance, so its margin stayed 1,200): 'insurance' paid the rest.
      expect((await system(storage, 'insurance')).lt(insurance)).toBe(true);
      const after = await usdtTotals(storage);
      expect(after.sum).toBe(before.sum);
      expect(after.lowest.gte(0)).toBe(true);
      expect(second.errors).toEqual([]);
    } finally {
      await storage.close();
    }
  });
});
