import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  btc,
  closeAfterEach,
  contractSetup,
  fundFutures,
  futures,
  refusal,
  twoTradersSetup,
  usdtTotals,
} from './contract-test-kit.ts';

closeAfterEach();

/** Users 1 and 2 funded, user 2 long 1 BTC at 60,000 against user 1's short. */
async function withPosition() {
  const setup = await twoTradersSetup();
  await setup.actions.open(1, btc('short', 'limit', '1', '60000'));
  await setup.actions.open(2, btc('long', 'market', '1'));
  const position = setup.engine.positionOf(2, 'BTCUSDT');
  if (!position) throw new Error('no position');
  return { ...setup, position };
}

describe('contract refusals: 4xx with the field, nothing changed', () => {
  it.each([
    ['size under the minimum', btc('long', 'limit', '0.0001', '60000'), 'amount'],
    ['size off the step', btc('long', 'limit', '0.0015', '60000'), 'amount'],
    ['size over the maximum', btc('long', 'limit', '1001', '60000'), 'amount'],
    ['price off the tick', btc('long', 'limit', '1', '60000.001'), 'price'],
    ['price outside the band', btc('long', 'limit', '1', '70000'), 'price'],
    [
      'leverage other than the setting',
      btc('long', 'limit', '1', '60000', { leverage: 50 }),
      'leverage',
    ],
    [
      'margin mode other than the setting',
      btc('long', 'limit', '1', '60000', { margin_mode: 'isolated' }),
      'margin_mode',
    ],
    [
      'TP below entry for a long',
      btc('long', 'limit', '1', '60000', { take_profit: '59000' }),
      'take_profit',
    ],
    [
      'SL above entry for a long',
      btc('long', 'limit', '1', '60000', { stop_loss: '61000' }),
      'stop_loss',
    ],
    [
      'TP above entry for a short',
      btc('short', 'limit', '1', '60000', { take_profit: '61000' }),
      'take_profit',
    ],
    [
      'reduce-only without a position',
      btc('long', 'limit', '1', '60000', { reduce_only: true }),
      'reduce_only',
    ],
    ['a notional over the leverage’s bracket', btc('long', 'limit', '900', '60000'), 'leverage'],
    ['more margin than available', btc('long', 'limit', '5', '60000'), 'amount'],
  ] as const)('%s', async (_name, body, field) => {
    const { storage, actions, engine } = await contractSetup();
    await fundFutures(storage, 1, '10000');
    const before = await usdtTotals(storage);
    expect(await refusal(actions.open(1, body))).toEqual({ status: 422, field });
    expect(await usdtTotals(storage)).toEqual(before);
    expect(await futures(storage, 1)).toEqual({ balance: new Big('10000'), frozen: new Big(0) });
    expect(engine.openEntrustsOf('BTCUSDT')).toEqual([]);
    expect(await storage.db.selectFrom('contract_orders').selectAll().execute()).toEqual([]);
  });

  it('an unknown symbol is a 422 on symbol', async () => {
    const { actions } = await contractSetup();
    expect(
      await refusal(actions.open(1, { ...btc('long', 'market', '1'), symbol: 'XXXUSDT' })),
    ).toEqual({
      status: 422,
      field: 'symbol',
    });
  });

  it('post-only that would take liquidity: 422 on time_in_force', async () => {
    const { actions } = await withPosition();
    await actions.open(1, btc('short', 'limit', '1', '60100'));
    expect(
      await refusal(
        actions.open(2, btc('long', 'limit', '1', '60100', { time_in_force: 'post_only' })),
      ),
    ).toEqual({ status: 422, field: 'time_in_force' });
    const maker = await actions.open(
      2,
      btc('long', 'limit', '1', '60000', { time_in_force: 'post_only' }),
    );
    expect(maker.status).toBe('open');
  });

  it('reduce-only that would increase or flip: 422 on reduce_only', async () => {
    const { actions } = await withPosition();
    for (const body of [btc('long', 'market', '0.5', undefined, { reduce_only: true })])
      expect(await refusal(actions.open(2, body))).toEqual({ status: 422, field: 'reduce_only' });
    // More than held would flip the position: refused on the size.
    expect(
      await refusal(actions.open(2, btc('short', 'market', '2', undefined, { reduce_only: true }))),
    ).toEqual({ status: 422, field: 'amount' });
  });

  it('closing more than held: 422 on amount; another user’s position: 404', async () => {
    const { actions, position } = await withPosition();
    expect(
      await refusal(actions.close(2, { position_id: position.id, type: 'market', amount: '2' })),
    ).toEqual({ status: 422, field: 'amount' });
    expect(
      (await refusal(actions.close(1, { position_id: position.id, type: 'market', amount: '1' })))
        .status,
    ).toBe(404);
    expect(
      (await refusal(actions.updatePosition(1, { position_id: position.id, take_profit: '' })))
        .status,
    ).toBe(404);
  });

  it('another user’s entrust: 404 on cancel', async () => {
    const { actions, engine } = await withPosition();
    const entrust = await actions.open(1, btc('short', 'limit', '1', '61000'));
    expect((await refusal(engine.cancel(2, entrust.id))).status).toBe(404);
    expect((await refusal(engine.cancel(2, 999))).status).toBe(404);
    expect(engine.openEntrustsOf('BTCUSDT')).toHaveLength(1);
  });

  it('position TP/SL on the wrong side of entry: 422 on take_profit / stop_loss', async () => {
    const { actions, position, engine } = await withPosition();
    expect(
      await refusal(actions.updatePosition(2, { position_id: position.id, take_profit: '59000' })),
    ).toEqual({ status: 422, field: 'take_profit' });
    expect(
      await refusal(actions.updatePosition(2, { position_id: position.id, stop_loss: '61000' })),
    ).toEqual({ status: 422, field: 'stop_loss' });
    const updated = await actions.updatePosition(2, {
      position_id: position.id,
      take_profit: '65000',
      stop_loss: '55000',
    });
    expect(updated.takeProfit?.toFixed()).toBe('65000');
    expect(engine.positionOf(2, 'BTCUSDT')?.stopLoss?.toFixed()).toBe('55000');
    const cleared = await actions.updatePosition(2, { position_id: position.id, take_profit: '' });
    expect(cleared.takeProfit).toBeNull();
    expect(cleared.stopLoss?.toFixed()).toBe('55000');
  });

  it('isolated margin: added, removed down to the initial margin and no further', async () => {
    const { storage, actions, engine } = await twoTradersSetup();
    await actions.adjustLever(2, { symbol: 'BTCUSDT', leverage: 10, margin_mode: 'isolated' });
    await actions.open(1, btc('short', 'limit', '1', '60000'));
    await actions.open(2, btc('long', 'market', '1'));
    const position = engine.positionOf(2, 'BTCUSDT');
    if (!position) throw new Error('no position');
    expect(position.isolated).toBe(true);
    expect(position.margin.toFixed()).toBe('6000');
    const before = await usdtTotals(storage);
    const added = await actions.updatePosition(2, {
      position_id: position.id,
      margin_action: 'add',
      margin_amount: '500',
    });
    expect(added.margin.toFixed()).toBe('6500');
    expect(
      await refusal(
        actions.updatePosition(2, {
          position_id: position.id,
          margin_action: 'remove',
          margin_amount: '501',
        }),
      ),
    ).toEqual({ status: 422, field: 'margin_amount' });
    const removed = await actions.updatePosition(2, {
      position_id: position.id,
      margin_action: 'remove',
      margin_amount: '500',
    });
    expect(removed.margin.toFixed()).toBe('6000');
    expect(await usdtTotals(storage)).toEqual(before);
    const cross = await withPosition();
    expect(
      await refusal(
        cross.actions.updatePosition(2, {
          position_id: cross.position.id,
          margin_action: 'add',
          margin_amount: '1',
        }),
      ),
    ).toEqual({ status: 422, field: 'margin_action' });
  });

  it('adjust_lever: above the pair, above the position’s bracket, mode switch with a position', async () => {
    const { actions } = await withPosition();
    expect(
      await refusal(
        actions.adjustLever(2, { symbol: 'BTCUSDT', leverage: 126, margin_mode: 'cross' }),
      ),
    ).toEqual({ status: 422, field: 'leverage' });
    expect(
      await refusal(
        actions.adjustLever(2, { symbol: 'BTCUSDT', leverage: 20, margin_mode: 'isolated' }),
      ),
    ).toEqual({ status: 422, field: 'margin_mode' });
    // 1 BTC at 60,000 = 60,000 of notional: over 125×'s 50,000 cap, within 100×'s 250,000.
    expect(
      await refusal(
        actions.adjustLever(2, { symbol: 'BTCUSDT', leverage: 125, margin_mode: 'cross' }),
      ),
    ).toEqual({ status: 422, field: 'leverage' });
    const set = await actions.adjustLever(2, {
      symbol: 'BTCUSDT',
      leverage: 100,
      margin_mode: 'cross',
    });
    expect(set.leverage).toBe(100);
  });

  it('adjust_lever: lowering the leverage needs the position’s extra margin', async () => {
    const { storage, actions, engine } = await withPosition();
    const before = await usdtTotals(storage);
    const free = (await futures(storage, 2)).balance;
    await actions.adjustLever(2, { symbol: 'BTCUSDT', leverage: 10, margin_mode: 'cross' });
    expect(engine.positionOf(2, 'BTCUSDT')?.margin.toFixed()).toBe('6000');
    expect((await futures(storage, 2)).balance.toFixed()).toBe(free.minus(3000).toFixed());
    expect(
      await refusal(
        actions.adjustLever(2, { symbol: 'BTCUSDT', leverage: 1, margin_mode: 'cross' }),
      ),
    ).toEqual({ status: 422, field: 'leverage' });
    expect(await usdtTotals(storage)).toEqual(before);
  });
});
