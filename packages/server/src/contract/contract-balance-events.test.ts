import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, entrustSchema, positionSchema } from '@exchange/api';
import { balanceEventSchema, type UserEvent } from '@exchange/api/socket';
import { z } from 'zod';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { ledger } from '../wallet/ledger.ts';
import { twoFundedTraders, type Trader } from './contract-exchange-kit.ts';

describe("the futures wallet's balance events", () => {
  let ex: TestExchange;
  let alice: Trader;
  let bob: Trader;
  let published: [number, UserEvent][];

  beforeAll(async () => {
    ex = await startTestExchange({
      demo: false,
      contractHouseFloat: '1000000',
      insuranceFundSeed: '1000',
    });
    ({ alice, bob } = await twoFundedTraders(ex, '20000'));
    const spy = vi.spyOn(ex.app.exchangeMarket.hub, 'publishUser');
    published = spy.mock.calls;
  });
  afterAll(async () => {
    await ex.close();
  });

  /** The user's contract-wallet balance events since `from`, checked against the schema. */
  const eventsOf = (userId: number, from: number) =>
    published
      .slice(from)
      .filter(([id, event]) => id === userId && event.event === 'balance')
      .map(([, event]) => balanceEventSchema.parse(event));

  /** The last event equals the futures account as the ledger holds it now. */
  async function expectLive(userId: number, from: number) {
    const events = eventsOf(userId, from);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.wallet === 'contract' && e.balance.coin_name === 'USDT')).toBe(
      true,
    );
    const account = await ledger.account(ex.ctx.storage.db, userId, 'futures', 'USDT');
    expect(events.at(-1)?.balance).toMatchObject({
      balance: account.balance,
      freeze: account.frozen,
      freeze_orders: account.frozen,
    });
  }

  const open = (token: string, body: Record<string, unknown>) =>
    ex.call(apiRoutes.contractOpen, { token, body: { symbol: 'BTCUSDT', ...body } });

  it('follows a resting entrust, a fill on both sides, a cancel, a margin change and a leverage top-up', async () => {
    let mark = published.length;
    const resting = await open(alice.token, {
      side: 'short',
      type: 'limit',
      price: '65000',
      amount: '0.3',
      client_order_id: 'a1',
    });
    expect(resting.status).toBe(200);
    await expectLive(alice.id, mark);
    expect(eventsOf(bob.id, mark)).toEqual([]);
    const frozen = eventsOf(alice.id, mark).at(-1)?.balance.freeze;
    expect(Number(frozen)).toBeGreaterThan(0);

    await ex.call(apiRoutes.contractAdjustLever, {
      token: bob.token,
      body: { symbol: 'BTCUSDT', leverage: 20, margin_mode: 'isolated' },
    });
    mark = published.length;
    const taker = await open(bob.token, {
      side: 'long',
      type: 'market',
      amount: '0.1',
      client_order_id: 'b1',
    });
    expect(entrustSchema.parse(taker.body.data).status).toBe('filled');
    await expectLive(alice.id, mark);
    await expectLive(bob.id, mark);

    mark = published.length;
    const id = entrustSchema.parse(resting.body.data).id;
    const cancelled = await ex.call(apiRoutes.contractEntrustCancel, {
      token: alice.token,
      body: { id },
    });
    expect(entrustSchema.parse(cancelled.body.data).status).toBe('cancelled');
    await expectLive(alice.id, mark);

    const positions = await ex.call(apiRoutes.contractPositions, { token: bob.token, query: {} });
    const [position] = z.array(positionSchema).parse(positions.body.data);
    mark = published.length;
    const added = await ex.call(apiRoutes.contractPositionUpdate, {
      token: bob.token,
      body: { position_id: position?.id ?? 0, margin_action: 'add', margin_amount: '100' },
    });
    expect(added.status).toBe(200);
    await expectLive(bob.id, mark);

    mark = published.length;
    const lowered = await ex.call(apiRoutes.contractAdjustLever, {
      token: bob.token,
      body: { symbol: 'BTCUSDT', leverage: 2, margin_mode: 'isolated' },
    });
    expect(lowered.status).toBe(200);
    await expectLive(bob.id, mark);
  });
});
