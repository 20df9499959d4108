import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  contractAccountSchema,
  entrustSchema,
  leverSettingSchema,
  paginated,
  positionSchema,
} from '@exchange/api';
import { contractFillSchema } from '@exchange/api';
import { z } from 'zod';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { twoFundedTraders, type Trader } from './contract-exchange-kit.ts';

describe('contract trading routes', () => {
  let ex: TestExchange;
  let alice: Trader;
  let bob: Trader;

  beforeAll(async () => {
    ex = await startTestExchange({
      demo: false,
      contractHouseFloat: '1000000',
      insuranceFundSeed: '1000',
    });
    ({ alice, bob } = await twoFundedTraders(ex, '20000'));
  });
  afterAll(async () => {
    await ex.close();
  });

  const fieldOf = (body: { data: unknown }) =>
    (body.data as { errors?: { field: string }[] } | null)?.errors?.[0]?.field;

  it('opens, matches, lists positions, entrusts and fills, and closes', async () => {
    const { contractOpen, contractPositions, contractEntrusts, contractFills, contractClose } =
      apiRoutes;
    const unauthenticated = await ex.call(contractOpen, {
      body: {
        symbol: 'BTCUSDT',
        side: 'long',
        type: 'market',
        amount: '0.1',
        client_order_id: 'c1',
      },
    });
    expect(unauthenticated.status).toBe(401);
    const maker = await ex.call(contractOpen, {
      token: alice.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'short',
        type: 'limit',
        price: '65000',
        amount: '0.2',
        client_order_id: 'c2',
      },
    });
    expect(maker.body.message).toBe('ok');
    expect(maker.status).toBe(200);
    expect(entrustSchema.parse(maker.body.data).status).toBe('open');
    const taker = await ex.call(contractOpen, {
      token: bob.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'long',
        type: 'market',
        amount: '0.1',
        take_profit: '70000',
        client_order_id: 'bob-1',
      },
    });
    expect(taker.status).toBe(200);
    expect(entrustSchema.parse(taker.body.data)).toMatchObject({
      status: 'filled',
      avg_price: '65000.00',
    });

    const positions = await ex.call(contractPositions, { token: bob.token, query: {} });
    const [position] = z.array(positionSchema).parse(positions.body.data);
    expect(position).toMatchObject({
      side: 'long',
      amount: '0.100',
      entry_price: '65000.00',
      take_profit: '70000.00',
      margin_mode: 'cross',
      leverage: 20,
    });
    // A cross long is bankrupt only where the whole cross balance is gone, at or below where it
    // is liquidated: with 20,000 USDT behind 0.1 BTC neither price exists (0).
    expect(new Big(position?.bankruptcy_price ?? '-1').toFixed()).toBe('0');
    expect(new Big(position?.liquidation_price ?? '-1').toFixed()).toBe('0');

    const open = await ex.call(contractEntrusts, {
      token: alice.token,
      query: { state: 'open', page: 1, limit: 10 },
    });
    const openPage = paginated(entrustSchema).parse(open.body.data);
    expect(openPage.list.map((e) => e.filled_amount)).toEqual(['0.100']);
    const history = await ex.call(contractEntrusts, {
      token: bob.token,
      query: { state: 'history', page: 1, limit: 10, side: 'long', type: 'market' },
    });
    expect(paginated(entrustSchema).parse(history.body.data).total).toBe(1);
    const fills = await ex.call(contractFills, { token: bob.token, query: { page: 1, limit: 10 } });
    expect(paginated(contractFillSchema).parse(fills.body.data).list[0]).toMatchObject({
      role: 'taker',
      action: 'open',
      price: '65000.00',
    });

    // Alice bids under her own ask: bob's market close sells into it.
    await ex.call(contractOpen, {
      token: alice.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'long',
        type: 'limit',
        price: '64900',
        amount: '0.1',
        client_order_id: 'c3',
      },
    });
    const tooMuch = await ex.call(contractClose, {
      token: bob.token,
      body: {
        position_id: position?.id ?? 0,
        type: 'market',
        amount: '0.2',
        client_order_id: 'x1',
      },
    });
    expect([tooMuch.status, fieldOf(tooMuch.body)]).toEqual([422, 'amount']);
    const closed = await ex.call(contractClose, {
      token: bob.token,
      body: {
        position_id: position?.id ?? 0,
        type: 'market',
        amount: '0.1',
        client_order_id: 'x2',
      },
    });
    expect(closed.status).toBe(200);
    const none = await ex.call(contractPositions, { token: bob.token, query: {} });
    expect(none.body.data).toEqual([]);
  });

  it('lever, adjust_lever, position_update, entrust_cancel and the futures account', async () => {
    const lever = await ex.call(apiRoutes.contractLever, {
      token: alice.token,
      query: { symbol: 'ETHUSDT' },
    });
    expect(leverSettingSchema.parse(lever.body.data)).toEqual({
      symbol: 'ETHUSDT',
      leverage: 20,
      margin_mode: 'cross',
      max_notional: '1000000',
    });
    const adjusted = await ex.call(apiRoutes.contractAdjustLever, {
      token: alice.token,
      body: { symbol: 'ETHUSDT', leverage: 10, margin_mode: 'isolated' },
    });
    expect(leverSettingSchema.parse(adjusted.body.data).margin_mode).toBe('isolated');
    const resting = await ex.call(apiRoutes.contractOpen, {
      token: alice.token,
      body: {
        symbol: 'ETHUSDT',
        side: 'long',
        type: 'limit',
        price: '3200',
        amount: '1',
        client_order_id: 'c4',
      },
    });
    const id = entrustSchema.parse(resting.body.data).id;
    const foreign = await ex.call(apiRoutes.contractEntrustCancel, {
      token: bob.token,
      body: { id },
    });
    expect(foreign.status).toBe(404);
    const cancelled = await ex.call(apiRoutes.contractEntrustCancel, {
      token: alice.token,
      body: { id },
    });
    expect(entrustSchema.parse(cancelled.body.data).status).toBe('cancelled');

    const account = await ex.call(apiRoutes.contractAccount, { token: alice.token });
    const parsed = contractAccountSchema.parse(account.body.data);
    // Alice is flat (her short closed against bob's close); her BTC ask still rests.
    expect(parsed.position_margin).toBe('0');
    expect(new Big(parsed.freeze).gt(0)).toBe(true);
    expect(parsed.equity).toBe(new Big(parsed.balance).plus(parsed.freeze).toFixed());
  });

  it('exports the entrusts as CSV', async () => {
    const res = await ex.app.inject({
      method: 'GET',
      url: '/contract/entrust/export?state=history',
      headers: { authorization: `Bearer ${alice.token}`, 'device-id': 'test-device' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]?.startsWith('id,client_order_id,symbol')).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
  });
});
