import { Big } from 'big.js';
import { afterEach, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { freshDatabases } from '../market/market-test-kit.ts';
import { KlineStore } from '../market/kline-store.ts';
import { ContractKlines } from './contract-klines.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 24, 8, 0, 0);
const PAIRS = [{ symbol: 'BTCUSDT', pricePrecision: 2 }];
const noHistory = () => new KlineStore();
const opened: Storage[] = [];

afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

const trade = (price: string, amount: string, ts: number) => ({
  price: new Big(price),
  amount: new Big(amount),
  ts,
});

describe.each(['sqlite', 'postgres'] as const)('contract candles on %s', (engine) => {
  const fresh = freshDatabases(engine);
  async function storage(): Promise<Storage> {
    const s = await openStorage(await fresh());
    opened.push(s);
    return s;
  }

  it('folds trades into last-price candles of every period', async () => {
    const { db } = await storage();
    const klines = await ContractKlines.open(db, PAIRS, noHistory);
    klines.addTrades('BTCUSDT', [trade('100', '1', T0), trade('105', '2', T0 + 1000)]);
    klines.addTrades('BTCUSDT', [trade('95', '1', T0 + MINUTE + 5)]);
    expect(klines.range('BTCUSDT', 'last', '1m', T0, T0 + 2 * MINUTE)).toEqual([
      {
        timestamp: T0,
        open: '100',
        high: '105',
        low: '100',
        close: '105',
        volume: '3',
        turnover: '310',
      },
      {
        timestamp: T0 + MINUTE,
        open: '95',
        high: '95',
        low: '95',
        close: '95',
        volume: '1',
        turnover: '95',
      },
    ]);
    const [hour] = klines.range('BTCUSDT', 'last', '1H', T0, T0 + 60 * MINUTE);
    expect(hour).toMatchObject({ open: '100', high: '105', low: '95', close: '95', volume: '4' });
    expect(klines.range('BTCUSDT', 'mark', '1m', T0, T0 + 2 * MINUTE)).toEqual([]);
  });

  it('folds mark samples into mark candles without volume, served for every period', async () => {
    const { db } = await storage();
    const klines = await ContractKlines.open(db, PAIRS, noHistory);
    klines.addMark('BTCUSDT', new Big('100.5'), T0);
    klines.addMark('BTCUSDT', new Big('99'), T0 + 1000);
    klines.addMark('BTCUSDT', new Big('101'), T0 + 2 * MINUTE);
    expect(klines.range('BTCUSDT', 'mark', '1m', T0, T0 + 3 * MINUTE)).toEqual([
      {
        timestamp: T0,
        open: '100.5',
        high: '100.5',
        low: '99',
        close: '99',
        volume: '0',
        turnover: '0',
      },
      {
        timestamp: T0 + 2 * MINUTE,
        open: '101',
        high: '101',
        low: '101',
        close: '101',
        volume: '0',
        turnover: '0',
      },
    ]);
    expect(klines.range('BTCUSDT', 'mark', '15m', T0, T0 + 15 * MINUTE)).toEqual([
      {
        timestamp: T0,
        open: '100.5',
        high: '101',
        low: '99',
        close: '101',
        volume: '0',
        turnover: '0',
      },
    ]);
    expect(klines.range('BTCUSDT', 'last', '1m', T0, T0 + 3 * MINUTE)).toEqual([]);
  });

  it('stores one row per minute and rebuilds both prices after a restart', async () => {
    const { db } = await storage();
    const klines = await ContractKlines.open(db, PAIRS, noHistory);
    klines.addTrades('BTCUSDT', [trade('100', '1', T0)]);
    klines.addTrades('BTCUSDT', [trade('110', '1', T0 + 30_000)]);
    klines.addMark('BTCUSDT', new Big('101'), T0);
    klines.addMark('BTCUSDT', new Big('102'), T0 + 1000);
    await klines.flushed();
    const rows = await db.selectFrom('contract_klines').selectAll().execute();
    expect(rows.map((r) => [r.price_kind, r.ts, new Big(r.close).toFixed()])).toEqual(
      expect.arrayContaining([
        ['last', T0, '110'],
        ['mark', T0, '102'],
      ]),
    );
    expect(rows).toHaveLength(2);
    const again = await ContractKlines.open(db, PAIRS, noHistory);
    expect(again.range('BTCUSDT', 'last', 'D', T0 - 86_400_000, T0 + MINUTE)).toEqual(
      klines.range('BTCUSDT', 'last', 'D', T0 - 86_400_000, T0 + MINUTE),
    );
    expect(again.lastClose('BTCUSDT', 'mark')?.toFixed()).toBe('102');
  });

  it('serves the generated past before the first trade, the mark without volume', async () => {
    const { db } = await storage();
    const past = new KlineStore();
    const bar = {
      timestamp: T0 - MINUTE,
      open: '90',
      high: '91',
      low: '89',
      close: '90',
      volume: '7',
      turnover: '630',
    };
    past.load('1m', [bar]);
    let generated = 0;
    const klines = await ContractKlines.open(db, PAIRS, () => {
      generated += 1;
      return past;
    });
    // Ticks before anyone reads candles do not pay for the past; it is merged when read.
    klines.addMark('BTCUSDT', new Big('92'), T0);
    expect(generated).toBe(0);
    expect(klines.range('BTCUSDT', 'mark', '1m', 0, T0 + MINUTE)).toEqual([
      { ...bar, volume: '0', turnover: '0' },
      { timestamp: T0, open: '92', high: '92', low: '92', close: '92', volume: '0', turnover: '0' },
    ]);
    expect(generated).toBe(1);
    expect(klines.range('BTCUSDT', 'last', '1m', 0, T0)).toEqual([bar]);
    expect(klines.range('BTCUSDT', 'mark', '1m', 0, T0)).toEqual([
      { ...bar, volume: '0', turnover: '0' },
    ]);
  });

  it('reports 24 h statistics of the trades', async () => {
    const { db } = await storage();
    const klines = await ContractKlines.open(db, PAIRS, noHistory);
    klines.addTrades('BTCUSDT', [trade('100', '1', T0), trade('120', '1', T0 + MINUTE)]);
    expect(klines.ticker('BTCUSDT', T0 + 2 * MINUTE)).toMatchObject({
      symbol: 'BTCUSDT',
      last: '120.00',
      open: '100.00',
      high: '120.00',
      changePercent: '20.00',
      volume: '2',
      quoteVolume: '220',
    });
  });
});
