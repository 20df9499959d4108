import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Big } from 'big.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { MarketService } from './market-service.ts';
import { SPOT_PAIRS, type SpotPair } from './pairs.ts';
import { MarketSimulator } from './simulator.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const pairs = [SPOT_PAIRS[1] as SpotPair];
const opened: Storage[] = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

async function run(seed: number, rounds: number) {
  const storage = await openStorage({ file: ':memory:' });
  opened.push(storage);
  let clock = NOW;
  const now = () => (clock += 250);
  const market = await MarketService.open({ storage, now, seed, pairs });
  const simulator = await MarketSimulator.create({ storage, market, seed, now });
  for (let i = 0; i < rounds; i += 1) await simulator.step();
  const trades = await storage.db
    .selectFrom('spot_trades')
    .select(['price', 'amount', 'taker_side'])
    .orderBy('id')
    .execute();
  return { storage, market, trades };
}

describe('market simulator', () => {
  it('makes a two-sided, uncrossed market and trades through the real engine and ledger', async () => {
    const { storage, market, trades } = await run(42, 30);
    const { bid, ask } = market.bestPrices('ETHUSDT');
    expect(bid && ask && bid.lt(ask)).toBe(true);
    expect(trades.length).toBeGreaterThan(5);
    expect(new Set(trades.map((t) => t.taker_side)).size).toBe(2);
    // The candles moved with the trades.
    expect(market.klines('ETHUSDT', '1m', NOW, NOW + 3_600_000).length).toBeGreaterThan(0);
    // Coins are conserved: whatever was granted is still there, spread over users and fees.
    const rows = await storage.db
      .selectFrom('ledger_accounts')
      .select(['coin', 'balance', 'frozen'])
      .execute();
    for (const coin of ['USDT', 'ETH']) {
      const sum = rows
        .filter((r) => r.coin === coin)
        .reduce((s, r) => s.plus(r.balance).plus(r.frozen), new Big(0));
      expect(sum.toFixed(), coin).toBe('0');
    }
  });

  it('quotes both sides without ever reaching its own quotes (self-trade prevention stays idle)', async () => {
    const storage = await openStorage({ file: ':memory:' });
    opened.push(storage);
    let clock = NOW;
    const now = () => (clock += 250);
    const market = await MarketService.open({ storage, now, seed: 42, pairs });
    const simulator = await MarketSimulator.create({ storage, market, seed: 42, now });
    const trimmed = new Set<number>();
    const cancel = market.cancelOrder.bind(market);
    vi.spyOn(market, 'cancelOrder').mockImplementation((userId, orderId) => {
      trimmed.add(orderId);
      return cancel(userId, orderId);
    });
    const cancelled: number[] = [];
    market.on((event) => {
      if (event.type === 'order' && event.order.status === 'cancelled')
        cancelled.push(event.order.id);
    });
    for (let i = 0; i < 30; i += 1) await simulator.step();
    // The maker's quotes end only by fills or by its own trimming, never expired by a quote of
    // its own; the taker (market orders) has none resting. And nobody trades with themself.
    const makerCancels = await storage.db
      .selectFrom('spot_orders')
      .select('id')
      .where('user_id', '=', simulator.makerId)
      .where('status', '=', 'cancelled')
      .execute();
    expect(makerCancels.length).toBeGreaterThan(0);
    for (const { id } of makerCancels) expect(trimmed.has(id), `order ${id}`).toBe(true);
    const selfTrades = await storage.db
      .selectFrom('spot_trades')
      .select('id')
      .whereRef('buyer_id', '=', 'seller_id')
      .execute();
    expect(selfTrades).toEqual([]);
    expect(cancelled.length).toBeGreaterThan(0);
    for (const id of cancelled) expect(trimmed.has(id), `event ${id}`).toBe(true);
  });

  it('is deterministic under its seed', async () => {
    const a = await run(7, 10);
    const b = await run(7, 10);
    const c = await run(8, 10);
    expect(b.trades).toEqual(a.trades);
    expect(c.trades).not.toEqual(a.trades);
  });

  it('pauses after the round in flight, resumes at its interval, and stays stopped once stopped', async () => {
    const storage = await openStorage({ file: ':memory:' });
    opened.push(storage);
    const market = await MarketService.open({ storage, now: () => NOW, seed: 3, pairs });
    const simulator = await MarketSimulator.create({ storage, market, seed: 3, now: () => NOW });
    const placed = () => market.openOrdersOf(simulator.makerId, 'ETHUSDT').length;
    const step = vi.spyOn(simulator, 'step');
    expect(simulator.isRunning).toBe(false);

    simulator.start(5);
    expect(simulator.isRunning).toBe(true);
    await vi.waitFor(() => {
      expect(step).toHaveBeenCalled();
    });
    // Pausing right after a round began waits for it: its quotes are in the book on return.
    await simulator.pause();
    expect(simulator.isRunning).toBe(false);
    expect(placed()).toBeGreaterThan(0);
    const rounds = step.mock.calls.length;
    const book = market.bestPrices('ETHUSDT');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(step.mock.calls.length).toBe(rounds);
    expect(market.bestPrices('ETHUSDT')).toEqual(book);

    simulator.resume();
    expect(simulator.isRunning).toBe(true);
    await vi.waitFor(() => {
      expect(step.mock.calls.length).toBeGreaterThan(rounds);
    });

    await simulator.stop();
    simulator.resume();
    expect(simulator.isRunning).toBe(false);
  });

  it('never overlaps rounds when resumed while a paused round is still in flight', async () => {
    const storage = await openStorage({ file: ':memory:' });
    opened.push(storage);
    const market = await MarketService.open({ storage, now: () => NOW, seed: 3, pairs });
    const simulator = await MarketSimulator.create({ storage, market, seed: 3, now: () => NOW });
    let inFlight = 0;
    let most = 0;
    const step = vi.spyOn(simulator, 'step').mockImplementation(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 100));
      inFlight -= 1;
    });

    simulator.start(5);
    await vi.waitFor(() => {
      expect(step).toHaveBeenCalledTimes(1);
    });
    // A pause and a resume arriving together (two demo calls): the round of the old timer is
    // still running when the new timer ticks, and the new timer must wait for it.
    const paused = simulator.pause();
    simulator.resume();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await paused;
    expect(most).toBe(1);
    await simulator.stop();
    expect(most).toBe(1);
  });

  // Issue 15, item 5: every restart replayed the same random rounds (the taker bought each
  // time), so quick restarts ate the asks down to one level and walked the price up.
  it('keeps a sane two-sided book and a steady price over quick restarts on one store', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'simulator-restarts-'));
    const file = path.join(dir, 'exchange.sqlite');
    let clock = NOW;
    const now = () => (clock += 250);
    const seed = 20261122;
    let previousLast: Big | undefined;
    const lasts: Big[] = [];
    const takerSides: string[] = [];
    try {
      for (let run = 0; run < 12; run += 1) {
        const storage = await openStorage({ file });
        try {
          const market = await MarketService.open({ storage, now, seed, pairs });
          const simulator = await MarketSimulator.create({ storage, market, seed, now });
          const sides: string[] = [];
          const place = market.placeOrder.bind(market);
          vi.spyOn(market, 'placeOrder').mockImplementation((userId, input) => {
            if (userId === simulator.takerId) sides.push(input.side);
            return place(userId, input);
          });
          for (let round = 0; round < 5; round += 1) await simulator.step();
          takerSides.push(sides.join(' '));
          const last = market.lastPrice('ETHUSDT');
          const { asks, bids } = market.depth('ETHUSDT');
          const label = `run ${run}`;
          expect(asks.length, `${label}: ask levels`).toBeGreaterThanOrEqual(5);
          expect(bids.length, `${label}: bid levels`).toBeGreaterThanOrEqual(5);
          const bestAsk = new Big(asks[0]?.[0] ?? '0');
          const bestBid = new Big(bids[0]?.[0] ?? '0');
          expect(bestAsk.gt(bestBid), `${label}: ${bestBid.toFixed()} < ${bestAsk.toFixed()}`).toBe(
            true,
          );
          // Asks rest above the tape and bids below it (within half a percent).
          const tolerance = last.times('0.005');
          expect(bestAsk.gte(last.minus(tolerance)), `${label}: ask ${bestAsk.toFixed()}`).toBe(
            true,
          );
          expect(bestBid.lte(last.plus(tolerance)), `${label}: bid ${bestBid.toFixed()}`).toBe(
            true,
          );
          // A run picks up where the last one stopped: no jump across a restart.
          if (previousLast) {
            const jump = last.minus(previousLast).abs().div(previousLast);
            expect(jump.lt('0.005'), `${label}: jumped ${jump.toFixed(5)}`).toBe(true);
          }
          previousLast = last;
          lasts.push(last);
          await simulator.stop();
        } finally {
          await storage.close();
        }
      }
      // A restart continues the market instead of replaying the last run: the taker's orders
      // differ from run to run, and twelve short runs do not walk the price one way.
      expect(new Set(takerSides).size, takerSides.join(' | ')).toBeGreaterThan(lasts.length / 2);
      const first = lasts[0] ?? new Big(1);
      const drift = (lasts.at(-1) ?? first).minus(first).abs().div(first);
      expect(drift.lt('0.005'), lasts.map((l) => l.toFixed()).join(' ')).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
