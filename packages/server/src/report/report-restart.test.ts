import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { referencePrice } from '../config/coins.ts';
import { openStorage } from '../db/connect.ts';
import { MarketService } from '../market/market-service.ts';
import { fund, NOW } from '../market/market-test-kit.ts';
import { catchUp } from './report-tick.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-restart-'));
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function sums(file: string) {
  const storage = await openStorage({ file });
  const rows = await storage.db.selectFrom('report_daily').selectAll().orderBy('user_id').execute();
  const trades = await storage.db.selectFrom('report_trades').select('id').execute();
  await storage.close();
  return { rows, trades: trades.length };
}

describe('report tick across a restart', () => {
  it('folds what came while it was down, and nothing twice', async () => {
    const file = path.join(dir, 'report.sqlite');
    let clock = NOW;
    const trade = async (n: number) => {
      const storage = await openStorage({ file });
      const market = await MarketService.open({ storage, now: () => (clock += 1000) });
      const order = { symbol: 'ETHUSDT', type: 'limit' as const, price: '3200', amount: '1' };
      await market.placeOrder(2, { ...order, side: 'sell', client_order_id: `s${String(n)}` });
      await market.placeOrder(1, { ...order, side: 'buy', client_order_id: `b${String(n)}` });
      return storage;
    };
    const setup = await openStorage({ file });
    await fund(setup, 1, 'USDT', '100000');
    await fund(setup, 2, 'ETH', '100');
    await setup.close();
    const first = await trade(1);
    await catchUp(first.db, referencePrice);
    await first.close();
    const before = await sums(file);
    expect(before.trades).toBe(2);

    // Down: a trade happens without the tick (another process, or before a crash).
    const again = await trade(2);
    await again.close();
    const restarted = await openStorage({ file });
    await catchUp(restarted.db, referencePrice);
    await catchUp(restarted.db, referencePrice);
    await restarted.close();
    const after = await sums(file);
    expect(after.trades).toBe(4);
    const buyer = after.rows.find((row) => row.user_id === 1);
    expect(buyer).toMatchObject({ trade_count: 2, volume: '6400' });
  });
});
