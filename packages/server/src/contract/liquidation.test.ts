import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import { btc, closeAfterEach, fundFutures, system, usdtTotals } from './contract-test-kit.ts';
import { NOW, riskSetup, trade } from './risk-test-kit.ts';

closeAfterEach();

/** A user's entrusts and fills of a given source, as their order and trade history list them. */
async function forcedCloses(
  storage: Awaited<ReturnType<typeof riskSetup>>['storage'],
  userId: number,
  source: 'liquidation' | 'adl',
) {
  const entrusts = await storage.db
    .selectFrom('contract_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .execute();
  const fills = await storage.db
    .selectFrom('contract_fills')
    .selectAll()
    .where('user_id', '=', userId)
    .where('entrust_id', 'in', entrusts.length > 0 ? entrusts.map((e) => e.id) : [-1])
    .execute();
  return { entrusts, fills };
}

// Users 1 (long) and 2 (short) trade 1 BTC at 60,000, isolated at 50x: 1,200 USDT of margin
// each. The long's liquidation price is (1,200 − 60,000) ÷ (0.004 − 1) ≈ 59,036.14 and its
// bankruptcy price 60,000 − 1,200 = 58,800. With the book empty on the ask side the mark is the
// median of last (60,000), index × (1 + 0.01 % × 8 h left ÷ 8 h) and index.
async function fiftyX() {
  const setup = await riskSetup();
  await trade(setup.actions, setup.storage, {
    long: 1,
    short: 2,
    price: '60000',
    amount: '1',
    leverage: 50,
    funds: '10000',
  });
  return setup;
}

describe('liquidation', () => {
  it('takes a position over at its bankruptcy price once the margin ratio reaches 100 %, the fund closes it against the book and the insurance fund pays the difference', async () => {
    const setup = await fiftyX();
    const { storage, engine, actions, notices } = setup;
    await fundFutures(storage, 3, '100000');
    await actions.open(3, btc('long', 'limit', '1', '58000'));
    const before = await usdtTotals(storage);
    const insurance = await system(storage, 'insurance');

    await setup.indexAt('59100');
    await setup.tickAt(NOW + 1000);
    expect(engine.positionOf(1, 'BTCUSDT')).toBeDefined();

    await setup.indexAt('59000');
    await setup.tickAt(NOW + 2000);
    expect(engine.positionOf(1, 'BTCUSDT')).toBeUndefined();
    expect(notices.find((n) => n.notice.kind === 'liquidation')).toMatchObject({
      userId: 1,
      notice: { kind: 'liquidation', price: '58800', amount: '1' },
    });
    // The fund sold the long at 58,000: 800 below the bankruptcy price plus the 29 USDT taker fee.
    expect((await system(storage, 'insurance')).toFixed()).toBe(insurance.minus(829).toFixed());
    expect(engine.positionOf(3, 'BTCUSDT')?.size.toFixed()).toBe('1');
    expect(engine.positionOf(setup.risk.fundId, 'BTCUSDT')).toBeUndefined();
    // The trader's history says what closed the position: a filled liquidation entrust and its
    // fill at the bankruptcy price, the whole 1,200 margin lost, no fee.
    const liquidated = await forcedCloses(storage, 1, 'liquidation');
    expect(liquidated.entrusts).toHaveLength(1);
    expect(liquidated.entrusts[0]).toMatchObject({
      side: 'short',
      action: 'close',
      type: 'market',
      status: 'filled',
      reduce_only: 1,
      amount: '1',
      filled: '1',
      fee: '0',
      realized_pnl: '-1200',
    });
    expect(liquidated.fills).toHaveLength(1);
    expect(liquidated.fills[0]).toMatchObject({ price: '58800', amount: '1', fee: '0' });
    const after = await usdtTotals(storage);
    expect(after.sum).toBe(before.sum);
    expect(after.lowest.gte(0)).toBe(true);
    expect(setup.errors).toEqual([]);
  });

  it('warns once at 80 % and again only after the ratio fell back', async () => {
    const setup = await fiftyX();
    const warnings = () => setup.notices.filter((n) => n.notice.kind === 'margin_warning');
    await setup.indexAt('59080');
    await setup.tickAt(NOW + 1000);
    await setup.tickAt(NOW + 2000);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ userId: 1, notice: { symbol: 'BTCUSDT' } });
    expect(new Big(warnings()[0]?.notice.margin_ratio ?? '0').gte(80)).toBe(true);
    await setup.indexAt('60000');
    await setup.tickAt(NOW + 3000);
    await setup.indexAt('59080');
    await setup.tickAt(NOW + 4000);
    expect(warnings()).toHaveLength(2);
    expect(setup.engine.positionOf(1, 'BTCUSDT')).toBeDefined();
  });

  it('auto-deleverages the opposite positions at the bankruptcy price when the fund cannot pay', async () => {
    const setup = await fiftyX();
    const { storage, engine, notices } = setup;
    const before = await usdtTotals(storage);
    const insurance = await system(storage, 'insurance');
    const short = await storage.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('user_id', '=', 2)
      .where('kind', '=', 'futures')
      .executeTakeFirstOrThrow();

    // No bids: the fund cannot close, and at a 40,000 mark its loss exceeds the 10,000 fund.
    await setup.indexAt('40000');
    await setup.tickAt(NOW + 1000);
    expect(engine.positionOf(1, 'BTCUSDT')).toBeUndefined();
    expect(engine.positionOf(2, 'BTCUSDT')).toBeUndefined();
    expect(engine.allOpenPositions()).toEqual([]);
    expect(notices.find((n) => n.notice.kind === 'adl')).toMatchObject({
      userId: 2,
      notice: { kind: 'adl', price: '58800', amount: '1', side: 'short' },
    });
    // The short closed at 58,800 with no fee: its 1,200 margin and 1,200 of profit come back.
    const shortAfter = await storage.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('user_id', '=', 2)
      .where('kind', '=', 'futures')
      .executeTakeFirstOrThrow();
    expect(new Big(shortAfter.balance).minus(short.balance).toFixed()).toBe('2400');
    const deleveraged = await forcedCloses(storage, 2, 'adl');
    expect(deleveraged.entrusts[0]).toMatchObject({
      side: 'long',
      status: 'filled',
      amount: '1',
      fee: '0',
      realized_pnl: '1200',
    });
    expect(deleveraged.fills[0]).toMatchObject({ price: '58800', amount: '1', fee: '0' });
    expect((await system(storage, 'insurance')).toFixed()).toBe(insurance.toFixed());
    const after = await usdtTotals(storage);
    expect(after.sum).toBe(before.sum);
    expect(after.lowest.gte(0)).toBe(true);
  });

  it('liquidates a cross account as a whole: every order cancelled and the whole wallet lost', async () => {
    const setup = await riskSetup();
    const { storage, engine, actions } = setup;
    await trade(actions, storage, {
      long: 1,
      short: 2,
      price: '60000',
      amount: '1',
      leverage: 50,
      mode: 'cross',
      funds: '3000',
    });
    await fundFutures(storage, 3, '100000');
    await actions.open(3, btc('long', 'limit', '1', '57100'));
    await actions.open(1, btc('long', 'limit', '0.01', '58000'));
    const before = await usdtTotals(storage);
    await setup.indexAt('57200');
    await setup.tickAt(NOW + 1000);
    expect(engine.positionOf(1, 'BTCUSDT')).toBeUndefined();
    expect(engine.openEntrustsOf('BTCUSDT').filter((o) => o.userId === 1)).toEqual([]);
    const wallet = await storage.db
      .selectFrom('ledger_accounts')
      .select(['balance', 'frozen'])
      .where('user_id', '=', 1)
      .where('kind', '=', 'futures')
      .executeTakeFirstOrThrow();
    expect(new Big(wallet.balance).toFixed()).toBe('0');
    expect(new Big(wallet.frozen).toFixed()).toBe('0');
    const after = await usdtTotals(storage);
    expect(after.sum).toBe(before.sum);
    expect(after.lowest.gte(0)).toBe(true);
  });
});
