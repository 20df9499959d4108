import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStorage, type Storage, type StorageOptions } from '../db/connect.ts';
import { freshDatabases } from '../market/market-test-kit.ts';
import { optionView } from './option-views.ts';
import { deskOn, type DeskTest, entriesOf, house, T0, totals } from './option-test-kit.ts';

// A server that stops with options open and comes back after they expired: its first tick settles
// them from the ticks recorded before the stop (never the price at the restart), and no restart
// or later tick settles anything twice.

const ALICE = 7;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Stop a desk: let its ticks finish, close the storage. */
async function stop(t: DeskTest, storage: Storage) {
  await t.desk.settled();
  await storage.close();
}

describe.each(['sqlite', 'postgres'] as const)('options across a restart on %s', (engine) => {
  const fresh = freshDatabases(engine);

  /** A database that outlives its storage: a SQLite file, or a PostgreSQL database. */
  async function durable(): Promise<StorageOptions> {
    if (engine === 'postgres') return await fresh();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'option-restart-'));
    dirs.push(dir);
    return { file: path.join(dir, 'exchange.sqlite') };
  }

  it('settles what expired while down from the recorded history, exactly once', async () => {
    const file = await durable();

    let storage = await openStorage(file);
    let t = await deskOn(storage);
    await t.fund(ALICE, '1000');
    await t.tickAt(T0);
    t.clock.now = T0 + 100;
    const entered = await t.desk.openOrder(ALICE, {
      symbol: 'BTCUSDT',
      time_id: 1, // 30 s: settles at T0 + 30 100
      direction: 'up',
      amount: '100',
      client_order_id: 'r1',
    });
    await t.tickAt(T0 + 1000); // entry 65000
    t.prices.set('BTCUSDT', '65100');
    await t.tickAt(T0 + 20_000); // the last tick before the stop
    t.clock.now = T0 + 20_500;
    const waiting = await t.desk.openOrder(ALICE, {
      symbol: 'BTCUSDT',
      time_id: 1,
      direction: 'down',
      amount: '50',
      client_order_id: 'r2',
    });
    const before = await totals(storage);
    await stop(t, storage);

    // Ten minutes later the spot price is far below: it must not decide the first order.
    storage = await openStorage(file);
    t = await deskOn(storage, {}, T0 + 600_000);
    t.prices.set('BTCUSDT', '64000');
    await t.desk.tick(t.clock.now);
    const rows = (
      await storage.db.selectFrom('option_orders').selectAll().orderBy('id').execute()
    ).map(optionView);
    expect(rows.map((r) => [r.id, r.status, r.open_price, r.close_price, r.profit])).toEqual([
      [entered.id, 'won', '65000', '65100', '80'],
      // Accepted but never given an entry before the stop: no price path, the stake comes back.
      [waiting.id, 'draw', '64000', '64000', '0'],
    ]);
    expect(await t.account(ALICE)).toEqual({ balance: '1080', frozen: '0' });
    const houseAfter = (await house(storage)).balance;
    const entries = [
      ...(await entriesOf(storage, entered.id)),
      ...(await entriesOf(storage, waiting.id)),
    ];
    expect(await totals(storage)).toEqual(before);

    // Later ticks and another restart change nothing.
    await t.tickAt(T0 + 601_000);
    await stop(t, storage);
    storage = await openStorage(file);
    t = await deskOn(storage, {}, T0 + 900_000);
    await t.desk.tick(t.clock.now);
    expect(await t.account(ALICE)).toEqual({ balance: '1080', frozen: '0' });
    expect((await house(storage)).balance).toBe(houseAfter);
    expect([
      ...(await entriesOf(storage, entered.id)),
      ...(await entriesOf(storage, waiting.id)),
    ]).toEqual(entries);
    expect(await totals(storage)).toEqual(before);
    expect(t.events).toEqual([]);
    await stop(t, storage);
  });
});
