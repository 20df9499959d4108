import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import { openCost } from '@exchange/formulas';
import {
  btc,
  closeAfterEach,
  fundFutures,
  futures,
  refusal,
  system,
  twoTradersSetup,
  usdtTotals,
} from './contract-test-kit.ts';

closeAfterEach();

describe('contract engine: opening, matching, closing', () => {
  it('freezes the open cost of a resting limit order and gives it back on cancel', async () => {
    const { storage, actions, engine } = await twoTradersSetup();
    const before = await usdtTotals(storage);
    const entrust = await actions.open(1, btc('long', 'limit', '1', '60000'));
    const cost = openCost({
      side: 'long',
      price: new Big('60000'),
      mark: new Big('60000'),
      size: new Big('1'),
      leverage: 20,
      feeRate: new Big('0.0005'),
    });
    expect(entrust.status).toBe('open');
    expect(entrust.margin.toFixed()).toBe(cost.round(8, Big.roundUp).toFixed());
    expect((await futures(storage, 1)).frozen.toFixed()).toBe(entrust.margin.toFixed());
    const cancelled = await engine.cancel(1, entrust.id);
    expect(cancelled.status).toBe('cancelled');
    expect(await futures(storage, 1)).toEqual({ balance: new Big('10000'), frozen: new Big(0) });
    expect(engine.openEntrustsOf('BTCUSDT')).toEqual([]);
    expect(await usdtTotals(storage)).toEqual(before);
  });

  it('opens both sides on a trade: margin to house, maker and taker fees, positions', async () => {
    const { storage, actions, engine } = await twoTradersSetup();
    const before = await usdtTotals(storage);
    const house = await system(storage, 'house');
    await actions.open(1, btc('long', 'limit', '1', '60000'));
    const taker = await actions.open(2, btc('short', 'limit', '1', '60000'));
    expect(taker.status).toBe('filled');
    const long = engine.positionOf(1, 'BTCUSDT');
    const short = engine.positionOf(2, 'BTCUSDT');
    expect(long?.side).toBe('long');
    expect(short?.side).toBe('short');
    expect(long?.margin.toFixed()).toBe('3000');
    expect(long?.realizedPnl.toFixed()).toBe('-12');
    expect(short?.realizedPnl.toFixed()).toBe('-30');
    expect(await futures(storage, 1)).toEqual({ balance: new Big('6988'), frozen: new Big(0) });
    expect(await futures(storage, 2)).toEqual({ balance: new Big('6970'), frozen: new Big(0) });
    expect((await system(storage, 'house')).minus(house).toFixed()).toBe('6000');
    expect((await system(storage, 'fees')).toFixed()).toBe('42');
    expect(await usdtTotals(storage)).toEqual(before);
  });

  it('closes with realised PnL: margin back, profit from the loser, fees on close', async () => {
    const { storage, actions, engine } = await twoTradersSetup();
    const before = await usdtTotals(storage);
    await actions.open(1, btc('long', 'limit', '1', '60000'));
    await actions.open(2, btc('short', 'limit', '1', '60000'));
    const long = engine.positionOf(1, 'BTCUSDT');
    const short = engine.positionOf(2, 'BTCUSDT');
    if (!long || !short) throw new Error('no positions');
    await actions.close(1, { position_id: long.id, type: 'limit', price: '61000', amount: '1' });
    const closing = await actions.close(2, { position_id: short.id, type: 'market', amount: '1' });
    expect(closing.status).toBe('filled');
    expect(closing.realizedPnl.toFixed()).toBe('-1000');
    expect(engine.positionOf(1, 'BTCUSDT')).toBeUndefined();
    expect(engine.positionOf(2, 'BTCUSDT')).toBeUndefined();
    expect((await futures(storage, 1)).balance.toFixed()).toBe('10975.8');
    expect((await futures(storage, 2)).balance.toFixed()).toBe('8939.5');
    expect(await usdtTotals(storage)).toEqual(before);
    const rows = await storage.db.selectFrom('contract_positions').selectAll().execute();
    expect(rows.every((row) => row.closed_at !== null && row.open_key === null)).toBe(true);
  });

  it('adds at the weighted entry and flips through zero', async () => {
    const { storage, actions, engine } = await twoTradersSetup();
    await fundFutures(storage, 3, '100000');
    await fundFutures(storage, 1, '10000');
    await actions.open(3, btc('short', 'limit', '1', '60000'));
    await actions.open(1, btc('long', 'market', '1'));
    await actions.open(3, btc('short', 'limit', '1', '61000'));
    await actions.open(1, btc('long', 'market', '1'));
    expect(engine.positionOf(1, 'BTCUSDT')?.entryPrice.toFixed()).toBe('60500');
    expect(engine.positionOf(1, 'BTCUSDT')?.size.toFixed()).toBe('2');
    await actions.open(3, btc('long', 'limit', '3', '60000'));
    await actions.open(1, btc('short', 'market', '3'));
    const flipped = engine.positionOf(1, 'BTCUSDT');
    expect(flipped?.side).toBe('short');
    expect(flipped?.size.toFixed()).toBe('1');
    expect(flipped?.entryPrice.toFixed()).toBe('60000');
    // user 3 was short 2 and bought 3: now long 1.
    expect(engine.positionOf(3, 'BTCUSDT')?.side).toBe('long');
  });

  it('copies an opening order’s TP/SL onto the position', async () => {
    const { actions, engine } = await twoTradersSetup();
    await actions.open(1, btc('short', 'limit', '1', '60000'));
    await actions.open(
      2,
      btc('long', 'market', '1', undefined, { take_profit: '62000', stop_loss: '59000' }),
    );
    const position = engine.positionOf(2, 'BTCUSDT');
    expect(position?.takeProfit?.toFixed()).toBe('62000');
    expect(position?.stopLoss?.toFixed()).toBe('59000');
  });

  it('expires the taker’s own resting order instead of trading with it (EXPIRE_MAKER)', async () => {
    const { storage, actions, engine } = await twoTradersSetup();
    const before = await usdtTotals(storage);
    const own = await actions.open(1, btc('short', 'limit', '1', '60000'));
    const taker = await actions.open(1, btc('long', 'limit', '1', '60000'));
    expect(taker.status).toBe('open');
    expect(engine.openEntrustsOf('BTCUSDT').map((o) => o.id)).toEqual([taker.id]);
    const row = await storage.db
      .selectFrom('contract_orders')
      .select(['status', 'margin'])
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(new Big(row.margin).toFixed()).toBe('0');
    expect(engine.positionOf(1, 'BTCUSDT')).toBeUndefined();
    expect(await usdtTotals(storage)).toEqual(before);
  });

  it('time in force: IOC cancels its rest, FOK trades all or nothing', async () => {
    const { storage, actions, engine } = await twoTradersSetup();
    await actions.open(1, btc('short', 'limit', '1', '60000'));
    const fok = await actions.open(2, btc('long', 'limit', '2', '60000', { time_in_force: 'fok' }));
    expect(fok.status).toBe('cancelled');
    expect(fok.filled.toFixed()).toBe('0');
    expect((await futures(storage, 2)).frozen.toFixed()).toBe('0');
    const ioc = await actions.open(2, btc('long', 'limit', '2', '60000', { time_in_force: 'ioc' }));
    expect(ioc.status).toBe('cancelled');
    expect(ioc.filled.toFixed()).toBe('1');
    expect(engine.openEntrustsOf('BTCUSDT')).toEqual([]);
    expect((await futures(storage, 2)).frozen.toFixed()).toBe('0');
  });

  it('a market order reaches at most the price band from the mark', async () => {
    const { actions, marks, engine } = await twoTradersSetup();
    await actions.open(1, btc('short', 'limit', '1', '62000'));
    marks.set('BTCUSDT', new Big('58000'));
    // 58,000 × 1.05 = 60,900: the ask at 62,000 is out of reach.
    const market = await actions.open(2, btc('long', 'market', '1'));
    expect(market.status).toBe('cancelled');
    expect(market.filled.toFixed()).toBe('0');
    marks.set('BTCUSDT', new Big('60000'));
    expect((await actions.open(2, btc('long', 'market', '1'))).filled.toFixed()).toBe('1');
    expect(engine.positionOf(2, 'BTCUSDT')?.entryPrice.toFixed()).toBe('62000');
  });

  it('a stop waits untriggered outside the book and matches when triggered', async () => {
    const { storage, actions, engine } = await twoTradersSetup();
    await actions.open(1, btc('short', 'limit', '1', '60000'));
    const stop = await actions.open(
      2,
      btc('long', 'stop_market', '1', undefined, { trigger_price: '59000' }),
    );
    expect(stop.status).toBe('untriggered');
    expect(engine.positionOf(2, 'BTCUSDT')).toBeUndefined();
    expect((await futures(storage, 2)).frozen.gt(0)).toBe(true);
    const triggered = await engine.triggerStop(stop.id);
    expect(triggered?.status).toBe('filled');
    expect(engine.positionOf(2, 'BTCUSDT')?.size.toFixed()).toBe('1');
    expect((await futures(storage, 2)).frozen.toFixed()).toBe('0');
    expect(await engine.triggerStop(stop.id)).toBeUndefined();
  });

  it('cross unrealised losses reduce what new margin may use', async () => {
    const { storage, actions, engine, marks } = await twoTradersSetup();
    await actions.open(1, btc('short', 'limit', '1', '60000'));
    await actions.open(2, btc('long', 'market', '1'));
    const free = (await futures(storage, 2)).balance;
    expect((await engine.available(storage.db, 2, 'USDT')).toFixed()).toBe(free.toFixed());
    marks.set('BTCUSDT', new Big('55000'));
    expect((await engine.available(storage.db, 2, 'USDT')).toFixed()).toBe(
      free.minus(5000).toFixed(),
    );
    await actions.open(1, btc('short', 'limit', '0.8', '55000'));
    // 0.8 × 55,000 ÷ 20 = 2,200 of margin: more than 6,970 − 5,000 of loss.
    expect(await refusal(actions.open(2, btc('long', 'limit', '0.8', '55000')))).toEqual({
      status: 422,
      field: 'amount',
    });
  });
});
