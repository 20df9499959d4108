import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../db/connect.ts';
import { closeAfterEach, contractSetup, futures, usdtTotals } from './contract-test-kit.ts';
import { engineOver, HOUR, NOW, riskOver, riskSetup, trade } from './risk-test-kit.ts';

closeAfterEach();

// One-hour funding; the setup's first tick at NOW (a whole hour) records the store's first run,
// so the first funding due is NOW + 1 h. With no book the premium is 0 and the rate is the
// 0.01 % interest; the index (and so the mark) is held at 60,000.
async function hedged() {
  const setup = await riskSetup({ fundingIntervalMs: HOUR });
  await trade(setup.actions, setup.storage, {
    long: 1,
    short: 2,
    price: '60000',
    amount: '2',
    leverage: 10,
    funds: '20000',
  });
  return setup;
}

async function count(storage: Storage) {
  const rates = await storage.db
    .selectFrom('funding_rates')
    .selectAll()
    .where('symbol', '=', 'BTCUSDT')
    .execute();
  const payments = await storage.db.selectFrom('funding_payments').selectAll().execute();
  return { rates: rates.length, payments: payments.length };
}

describe('funding', () => {
  it('longs pay shorts size × mark × rate at the funding time, through house; both are told', async () => {
    const setup = await hedged();
    const before = await usdtTotals(setup.storage);
    const long = await futures(setup.storage, 1);
    const short = await futures(setup.storage, 2);
    await setup.tickAt(NOW + HOUR - 1);
    expect(await count(setup.storage)).toEqual({ rates: 0, payments: 0 });
    await setup.tickAt(NOW + HOUR);
    expect(await count(setup.storage)).toEqual({ rates: 1, payments: 2 });
    // 2 × 60,000 × 0.0001 = 12 USDT.
    expect((await futures(setup.storage, 1)).balance.minus(long.balance).toFixed()).toBe('-12');
    expect((await futures(setup.storage, 2)).balance.minus(short.balance).toFixed()).toBe('12');
    expect((await usdtTotals(setup.storage)).sum).toBe(before.sum);
    const told = setup.notices
      .filter((n) => n.notice.kind === 'funding')
      .map((n) => [n.userId, n.notice.amount]);
    expect(told).toHaveLength(2);
    expect(told).toContainEqual([1, '-12']);
    expect(told).toContainEqual([2, '12']);
    const rate = await setup.storage.db
      .selectFrom('funding_rates')
      .selectAll()
      .where('symbol', '=', 'BTCUSDT')
      .executeTakeFirstOrThrow();
    expect([
      new Big(rate.rate).toFixed(),
      new Big(rate.mark_price).toFixed(),
      rate.funding_time,
    ]).toEqual(['0.0001', '60000', NOW + HOUR]);
    // The open fee (2 × 60,000 × 0.05 % = 60) and the funding.
    expect(setup.engine.positionOf(1, 'BTCUSDT')?.realizedPnl.toFixed()).toBe('-72');
    expect(setup.engine.positionOf(2, 'BTCUSDT')?.realizedPnl.toFixed()).toBe('-12');
  });

  it('settles each funding time exactly once, across a restart', async () => {
    const setup = await hedged();
    await setup.tickAt(NOW + HOUR);
    await setup.tickAt(NOW + HOUR + 1000);
    expect(await count(setup.storage)).toEqual({ rates: 1, payments: 2 });
    // A new server over the same store: books and positions rebuilt, the risk side afresh.
    const { engine } = await engineOver(setup.storage);
    const again = await riskOver(setup.storage, engine, { fundingIntervalMs: HOUR });
    await again.indexAt('60000');
    await again.tickAt(NOW + HOUR + 2000);
    expect(await count(setup.storage)).toEqual({ rates: 1, payments: 2 });
    await again.tickAt(NOW + 2 * HOUR);
    expect(await count(setup.storage)).toEqual({ rates: 2, payments: 4 });
  });

  it('after a long stop settles only the latest missed time, once', async () => {
    const setup = await hedged();
    const long = await futures(setup.storage, 1);
    await setup.tickAt(NOW + 5 * HOUR + 30_000);
    const rates = await setup.storage.db
      .selectFrom('funding_rates')
      .selectAll()
      .where('symbol', '=', 'BTCUSDT')
      .execute();
    expect(rates.map((r) => r.funding_time)).toEqual([NOW + 5 * HOUR]);
    expect((await futures(setup.storage, 1)).balance.minus(long.balance).toFixed()).toBe('-12');
  });

  it('a position opened after the funding time neither pays nor receives it (a catch-up)', async () => {
    const setup = await contractSetup();
    const risk = await riskOver(setup.storage, setup.engine, { fundingIntervalMs: HOUR });
    await risk.indexAt('60000');
    // The store's first run two hours before NOW; the engine opens the trade a few seconds
    // after NOW, then the server is down until NOW + 30 min: the NOW funding is caught up.
    await risk.tickAt(NOW - 2 * HOUR);
    await trade(setup.actions, setup.storage, {
      long: 1,
      short: 2,
      price: '60000',
      amount: '1',
      funds: '10000',
    });
    await risk.tickAt(NOW + HOUR / 2);
    expect(await count(setup.storage)).toEqual({ rates: 1, payments: 0 });
  });
});
