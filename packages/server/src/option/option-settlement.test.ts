import { optionPayout, optionProfit } from '@exchange/formulas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { freshDatabases } from '../market/market-test-kit.ts';
import { optionView } from './option-views.ts';
import { deskOn, type DeskTest, entriesOf, house, T0, totals } from './option-test-kit.ts';

// The desk on its own clock: entry on the first tick after acceptance, settlement against the
// last recorded tick at or before expiry, the money of a win, a loss and a draw to the cent, the
// events the user is told, and the pruning of old ticks; on SQLite and PostgreSQL.

describe.each(['sqlite', 'postgres'] as const)('option desk on %s', (engine) => {
  const fresh = freshDatabases(engine);

  const ALICE = 7;
  let storage: Storage;
  let t: DeskTest;

  beforeEach(async () => {
    storage = await openStorage(await fresh());
    t = await deskOn(storage);
    await t.fund(ALICE, '1000');
  });
  afterEach(async () => {
    await t.desk.settled();
    await storage.close();
  });

  /** BTCUSDT 30 s is time 1, 60 s time 2; ETHUSDT 30 s is 3, 60 s 4. */
  const open = (
    time_id: number,
    direction: 'up' | 'down',
    amount: string,
    client_order_id: string,
    symbol = time_id <= 2 ? 'BTCUSDT' : 'ETHUSDT',
  ) => t.desk.openOrder(ALICE, { symbol, time_id, direction, amount, client_order_id });

  /** The order as the wire shows it (amounts normalised on both engines). */
  const orderRow = async (id: number) =>
    optionView(
      await storage.db
        .selectFrom('option_orders')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    );

  describe('option entry', () => {
    it('is the first tick after the server accepted the order, never a later one', async () => {
      await t.tickAt(T0);
      t.clock.now = T0 + 400;
      const order = await open(1, 'up', '100', 'e1');
      expect(order).toMatchObject({
        open_price: null,
        entry_at: null,
        status: 'open',
        opened_at: T0 + 400,
        settle_at: T0 + 30_400,
        payout: '180',
      });
      expect(await t.account(ALICE)).toEqual({ balance: '900', frozen: '100' });
      t.prices.set('BTCUSDT', '65010');
      await t.tickAt(T0 + 1000);
      t.prices.set('BTCUSDT', '65020');
      await t.tickAt(T0 + 2000);
      const row = await orderRow(order.id);
      expect(row.open_price).toBe('65010');
      expect(row.entry_at).toBe(T0 + 1000);
      expect(t.events.map(({ event }) => [event.kind, event.option.open_price])).toEqual([
        ['opened', null],
        ['entry', '65010'],
      ]);
      expect(t.ticks.filter((tick) => tick.symbol === 'BTCUSDT').map((tick) => tick.price)).toEqual(
        ['65000', '65010', '65020'],
      );
    });

    it('records one tick per pair per tick, and a held index instead of the spot price', async () => {
      await t.desk.hold('ETHUSDT', '3333.5');
      await t.tickAt(T0);
      expect(t.ticks).toEqual([
        { channel: 'index', symbol: 'BTCUSDT', price: '65000', ts: T0 },
        { channel: 'index', symbol: 'ETHUSDT', price: '3333.5', ts: T0 },
      ]);
      expect(t.desk.indexOf('ETHUSDT').toFixed()).toBe('3333.5');
      await t.desk.hold('ETHUSDT', '');
      expect(t.desk.indexOf('ETHUSDT').toFixed()).toBe('3200');
    });
  });

  describe('option settlement', () => {
    it('takes the last tick at or before settle_at: one exactly at expiry counts, a later one does not', async () => {
      await t.tickAt(T0);
      t.clock.now = T0 + 500;
      const up = await open(3, 'up', '10', 's1'); // settles at T0 + 30 500
      t.clock.now = T0 + 600;
      const down = await open(3, 'down', '10', 's2'); // settles at T0 + 30 600
      await t.tickAt(T0 + 1000); // both enter at 3200
      t.prices.set('ETHUSDT', '3300');
      await t.tickAt(T0 + 30_500); // exactly the first one's expiry
      expect((await orderRow(up.id)).status).toBe('won');
      expect((await orderRow(down.id)).status).toBe('open');
      t.prices.set('ETHUSDT', '3100');
      await t.tickAt(T0 + 31_000); // after the second one's expiry: too late to count
      const upRow = await orderRow(up.id);
      const downRow = await orderRow(down.id);
      expect(upRow).toMatchObject({ close_price: '3300', settled_at: T0 + 30_500 });
      expect(downRow).toMatchObject({
        status: 'lost',
        open_price: '3200',
        close_price: '3300',
        profit: '-10',
        settled_at: T0 + 31_000,
      });
    });

    it('books a win, a loss and a draw to the cent, the house on the other side, once', async () => {
      const before = await totals(storage);
      const houseBefore = (await house(storage)).balance;
      await t.tickAt(T0);
      t.clock.now = T0 + 100;
      const win = await open(2, 'up', '10.01', 'w');
      const loss = await open(2, 'down', '20', 'l');
      const draw = await open(4, 'up', '30', 'd');
      expect(await t.account(ALICE)).toEqual({ balance: '939.99', frozen: '60.01' });
      await t.tickAt(T0 + 1000); // entries: BTC 65000, ETH 3200
      t.prices.set('BTCUSDT', '65000.01');
      await t.tickAt(T0 + 60_100); // expiry of all three
      await t.tickAt(T0 + 61_000); // nothing settles twice

      const payout = optionPayout('10.01', '0.85', 2);
      expect(payout.toFixed()).toBe('18.51');
      const profit = optionProfit('won', '10.01', '0.85', 2);
      const rows = await Promise.all([win.id, loss.id, draw.id].map(orderRow));
      expect(rows.map((r) => [r.status, r.profit, r.close_price])).toEqual([
        ['won', profit.toFixed(), '65000.01'],
        ['lost', '-20', '65000.01'],
        ['draw', '0', '3200'],
      ]);
      // 1000 − 20 + 8.50 profit: the draw's stake came back, nothing stays frozen.
      expect(await t.account(ALICE)).toEqual({ balance: '988.5', frozen: '0' });
      expect((await house(storage)).balance).toBe(
        profit.neg().plus(20).plus(houseBefore).toFixed(),
      );
      expect(await totals(storage)).toEqual(before);

      expect(await entriesOf(storage, win.id)).toEqual([
        expect.objectContaining({ reason: 'option_open', balance_delta: '-10.01' }),
        expect.objectContaining({
          user_id: ALICE,
          reason: 'option_settle',
          balance_delta: '18.51',
          frozen_delta: '-10.01',
        }),
        expect.objectContaining({
          kind: 'options',
          reason: 'option_settle',
          balance_delta: '-8.5',
        }),
      ]);
      expect(await entriesOf(storage, loss.id)).toEqual([
        expect.objectContaining({ reason: 'option_open', frozen_delta: '20' }),
        expect.objectContaining({ user_id: ALICE, reason: 'option_settle', frozen_delta: '-20' }),
        expect.objectContaining({ kind: 'options', reason: 'option_settle', balance_delta: '20' }),
      ]);
      // A draw moves no money to or from the house: its one settlement row is the refund.
      expect(await entriesOf(storage, draw.id)).toEqual([
        expect.objectContaining({ reason: 'option_open', frozen_delta: '30' }),
        expect.objectContaining({
          user_id: ALICE,
          reason: 'option_settle',
          balance_delta: '30',
          frozen_delta: '-30',
        }),
      ]);

      const settled = t.events.filter(({ event }) => event.kind === 'settled');
      expect(settled.map(({ event }) => [event.option.id, event.option.status])).toEqual([
        [win.id, 'won'],
        [loss.id, 'lost'],
        [draw.id, 'draw'],
      ]);
      // Every money change told the user, with their own accounts only.
      expect(t.balances).toHaveLength(6);
      expect(
        t.balances.every(({ userId, accounts }) => accounts.every((a) => a.userId === userId)),
      ).toBe(true);
      expect(t.balances.at(-1)?.accounts[0]).toMatchObject({ balance: '988.5', frozen: '0' });
    });

    it('prunes ticks older than an hour that no open order needs', async () => {
      const long = await deskOn(storage, { durations: [{ seconds: 7200, payoutRate: '0.9' }] });
      const count = async () =>
        Number(
          (
            await storage.db
              .selectFrom('option_ticks')
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .where('symbol', '=', 'BTCUSDT')
              .executeTakeFirstOrThrow()
          ).n,
        );
      await long.tickAt(T0);
      long.clock.now = T0 + 500;
      const order = await long.desk.openOrder(ALICE, {
        symbol: 'BTCUSDT',
        time_id: 1,
        direction: 'up',
        amount: '10',
        client_order_id: 'p',
      });
      await long.tickAt(T0 + 1000);
      await long.tickAt(T0 + 3_700_000);
      // T0's tick went (older than an hour, before the order); its entry tick stays.
      expect(await count()).toBe(2);
      await long.tickAt(T0 + 7_200_500); // settles
      expect((await orderRow(order.id)).status).toBe('draw');
      await long.tickAt(T0 + 7_300_001);
      // Only the last hour's ticks: the settling one and this one (T0 + 3 700 000 just went).
      expect(await count()).toBe(2);
    });
  });
});
