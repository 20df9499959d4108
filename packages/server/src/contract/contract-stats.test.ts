import { Big } from 'big.js';
import { afterEach, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { freshDatabases } from '../market/market-test-kit.ts';
import { ContractStats, sampleOf, type SampledPosition } from './contract-stats.ts';

const T0 = Date.UTC(2026, 10, 24, 8, 0, 0);
const MINUTE = 60_000;
const opened: Storage[] = [];

afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

const position = (
  userId: number,
  side: 'long' | 'short',
  size: string,
  symbol = 'BTCUSDT',
): SampledPosition => ({ userId, symbol, side, size: new Big(size) });

describe.each(['sqlite', 'postgres'] as const)('contract stats on %s', (engine) => {
  const fresh = freshDatabases(engine);
  async function storage(): Promise<Storage> {
    const s = await openStorage(await fresh());
    opened.push(s);
    return s;
  }

  it('counts open interest in longs and the ratio in accounts', () => {
    const positions = [
      position(1, 'long', '0.5'),
      position(2, 'long', '1.25'),
      position(3, 'long', '2'),
      position(4, 'short', '3.75'),
      position(5, 'short', '0'),
      position(6, 'long', '9', 'ETHUSDT'),
    ];
    expect(sampleOf('BTCUSDT', positions)).toEqual({
      open_interest: '3.75',
      long_short_ratio: '3',
      longs: 3,
      shorts: 1,
    });
    expect(sampleOf('ETHUSDT', positions).long_short_ratio).toBe('0');
    expect(sampleOf('SOLUSDT', []).open_interest).toBe('0');
  });

  it('samples exactly once per 5-minute slot, at the slot start, across a restart', async () => {
    const { db } = await storage();
    let positions = [position(1, 'long', '1'), position(2, 'short', '1')];
    const options = { db, symbols: ['BTCUSDT', 'ETHUSDT'], positions: () => positions };
    const stats = new ContractStats(options);
    expect(await stats.tick(T0 + 1000)).toBe(2);
    positions = [position(1, 'long', '2'), position(2, 'short', '2')];
    expect(await stats.tick(T0 + 2000)).toBe(0);
    expect(await stats.tick(T0 + 5 * MINUTE - 1)).toBe(0);
    // A restarted server in the same slot writes nothing either.
    expect(await new ContractStats(options).tick(T0 + 3 * MINUTE)).toBe(0);
    expect(await stats.tick(T0 + 5 * MINUTE)).toBe(2);
    // Slots nobody ticked in (the server was down) are not made up afterwards.
    expect(await stats.tick(T0 + 21 * MINUTE)).toBe(2);
    expect(await stats.list('BTCUSDT', 100)).toEqual([
      { time: T0, open_interest: '1', long_short_ratio: '1' },
      { time: T0 + 5 * MINUTE, open_interest: '2', long_short_ratio: '1' },
      { time: T0 + 20 * MINUTE, open_interest: '2', long_short_ratio: '1' },
    ]);
    expect(await stats.list('BTCUSDT', 2)).toEqual([
      { time: T0 + 5 * MINUTE, open_interest: '2', long_short_ratio: '1' },
      { time: T0 + 20 * MINUTE, open_interest: '2', long_short_ratio: '1' },
    ]);
  });

  it('takes a configurable slot', async () => {
    const { db } = await storage();
    const stats = new ContractStats({
      db,
      symbols: ['BTCUSDT'],
      positions: () => [],
      intervalMs: 1000,
    });
    expect(await stats.tick(T0 + 10)).toBe(1);
    expect(await stats.tick(T0 + 999)).toBe(0);
    expect(await stats.tick(T0 + 1000)).toBe(1);
    expect((await stats.list('BTCUSDT', 10)).map((s) => s.time)).toEqual([T0, T0 + 1000]);
    expect(
      () => new ContractStats({ db, symbols: [], positions: () => [], intervalMs: 0 }),
    ).toThrow(/positive/);
  });
});
