import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoutes, type SpotPair } from '@exchange/api';
import { SYSTEM_USER } from '../wallet/ledger.ts';
import { PHASE, startLaunchpadTest, T0 } from './launchpad-test-kit.ts';

// The launchpad survives restarts: the epoch and the project times are stored, a step that came
// due while the server was down runs once at the next start, and the tokens' coins and pairs
// come back from storage.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'launchpad-restart-'));
const file = path.join(dir, 'exchange.sqlite');
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function mints(t: Awaited<ReturnType<typeof startLaunchpadTest>>, coin: string) {
  const rows = await t.ex.ctx.storage.db
    .selectFrom('ledger_entries')
    .select('id')
    .where('user_id', '=', SYSTEM_USER)
    .where('kind', '=', 'issuer')
    .where('coin', '=', coin)
    .where('reason', '=', 'system_seed')
    .execute();
  return rows.length;
}

describe('launchpad across restarts', () => {
  it('keeps times, runs a missed distribution once and brings listed pairs back', async () => {
    const first = await startLaunchpadTest({ database: { file } });
    const commit = await first.commit(first.alice, {
      project_id: 11,
      amount: '250',
      client_order_id: 'r1',
    });
    expect(commit.status).toBe(200);
    const before = await first.project(11);
    await first.ex.close();

    // Down for three phases: calculation and distribution were due; a later clock must not
    // move the stored times (they are relative to the first start, not this one).
    const second = await startLaunchpadTest({
      database: { file },
      now: () => T0 + 3 * PHASE + 5,
    });
    const after = await second.project(11, second.alice);
    expect(after).toMatchObject({
      phase: 'distributing',
      subscribe_start: before.subscribe_start,
      listing_at: before.listing_at,
      user_committed: '250',
      user_allocated: '500',
      user_refunded: '0',
    });
    expect(await mints(second, 'LPA')).toBe(1);
    await second.ex.app.launchpad.tick(T0 + 3 * PHASE + 5);
    expect(await mints(second, 'LPA')).toBe(1);
    await second.ex.close();

    const third = await startLaunchpadTest({ database: { file }, now: () => T0 + 5 * PHASE });
    expect((await third.project(11)).phase).toBe('ended');
    expect(await mints(third, 'LPA')).toBe(1);
    expect(await mints(third, 'LPC')).toBe(1);
    const pairs = (await third.ex.call(apiRoutes.spotPairs)).body.data as SpotPair[];
    expect(pairs.map((p) => p.symbol)).toEqual(expect.arrayContaining(['LPAUSDT', 'LPCUSDT']));
    const sell = await third.ex.call(apiRoutes.spotPlaceOrder, {
      token: third.alice.token,
      body: {
        symbol: 'LPAUSDT',
        side: 'sell',
        type: 'limit',
        price: '0.9',
        amount: '10',
        client_order_id: 'rest-1',
      },
    });
    expect(sell.status).toBe(200);
    await third.ex.close();

    // The listed pair's resting orders are back on its book.
    const fourth = await startLaunchpadTest({ database: { file }, now: () => T0 + 6 * PHASE });
    const book = fourth.ex.app.exchangeMarket.market.depth('LPAUSDT');
    expect(book.asks).toEqual([['0.9000', '10.00']]);
    await fourth.ex.close();
  }, 60_000);
});
