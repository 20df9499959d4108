import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../db/connect.ts';
import { seedSystemAccounts } from './contract-install.ts';
import { btc, engineOver, fundFutures, NOW, usdtTotals } from './contract-test-kit.ts';

describe('contract engine restart', () => {
  it('rebuilds books, untriggered stops and positions from storage: no acknowledged order lost', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-restart-'));
    const file = path.join(dir, 'exchange.db');
    try {
      const first = await openStorage({ file });
      await seedSystemAccounts(first, NOW, '1000000', '10000');
      // Seeding twice (a second start) moves nothing.
      await seedSystemAccounts(first, NOW, '1000000', '10000');
      await fundFutures(first, 1, '10000');
      await fundFutures(first, 2, '10000');
      const a = await engineOver(first);
      const partial = await a.actions.open(1, btc('short', 'limit', '1', '65000'));
      await a.actions.open(2, btc('long', 'market', '0.4'));
      const resting = await a.actions.open(1, btc('short', 'limit', '2', '65100'));
      const stop = await a.actions.open(
        2,
        btc('long', 'stop_limit', '0.1', '66000', { trigger_price: '65500' }),
      );
      const bid = await a.actions.open(2, btc('long', 'limit', '0.2', '64000'));
      const orders = a.engine.openEntrustsOf('BTCUSDT');
      const positions = a.engine.allOpenPositions();
      const depth = a.engine.depth('BTCUSDT', 10);
      const totals = await usdtTotals(first);
      await first.close();

      const second = await openStorage({ file });
      await seedSystemAccounts(second, NOW, '1000000', '10000');
      const b = await engineOver(second);
      expect(b.engine.openEntrustsOf('BTCUSDT')).toEqual(orders);
      expect(orders.map((o) => o.id)).toEqual([partial.id, resting.id, stop.id, bid.id]);
      expect(b.engine.allOpenPositions()).toEqual(positions);
      expect(b.engine.depth('BTCUSDT', 10)).toEqual(depth);
      expect(await usdtTotals(second)).toEqual(totals);
      // The rebuilt book trades on: the remaining 0.6 at 65,000 first.
      const taker = await b.actions.open(2, btc('long', 'market', '0.6'));
      expect(taker.filled.toFixed()).toBe('0.6');
      expect(b.engine.positionOf(2, 'BTCUSDT')?.size.toFixed()).toBe('1');
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
