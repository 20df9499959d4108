import { Big } from 'big.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, entrustSchema, positionSchema } from '@exchange/api';
import { balanceEventSchema, type UserEvent } from '@exchange/api/socket';
import { z } from 'zod';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { openStorage, type Storage } from '../db/connect.ts';
import { type AccountSnapshot, ledger, type UserId } from '../wallet/ledger.ts';
import { ContractActions } from './contract-actions.ts';
import { twoFundedTraders, type Trader } from './contract-exchange-kit.ts';
import { seedSystemAccounts } from './contract-install.ts';
import { CONTRACT_PAIRS } from './contract-pairs.ts';
import { ContractEngine } from './contract-service.ts';
import { btc, fundFutures, HOUR, NOW, riskOver, trade } from './risk-test-kit.ts';

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

// The risk side's postings (funding, a liquidation's takeover, ADL) change futures balances
// outside any order: each must reach the engine's balance listener, which the server publishes
// as the user channel's `{event:'balance', wallet:'contract'}` (the test above checks that hop).
describe("the futures wallet's balance events from the risk side", () => {
  const stores: Storage[] = [];
  afterEach(async () => {
    for (const storage of stores.splice(0)) await storage.close();
  });

  /** The risk kit's setup over an engine whose balance listener records what it is told. */
  async function riskWithBalances(options: { fundingIntervalMs?: number } = {}) {
    const storage = await openStorage({ file: ':memory:' });
    stores.push(storage);
    await seedSystemAccounts(storage, NOW, '1000000', '10000');
    const told: { userId: UserId; account: AccountSnapshot }[] = [];
    let clock = NOW;
    const engine = new ContractEngine({
      storage,
      pairs: CONTRACT_PAIRS,
      now: () => (clock += 1000),
      onBalances: (userId, accounts) => {
        for (const account of accounts) told.push({ userId, account });
      },
    });
    await engine.open();
    const actions = new ContractActions(engine);
    const risk = await riskOver(storage, engine, options);
    await risk.indexAt('60000');
    await risk.tickAt(NOW);
    return { storage, engine, actions, told, ...risk };
  }

  type Setup = Awaited<ReturnType<typeof riskWithBalances>>;

  /** The last futures snapshot `userId` was told since `from`, which must be the ledger's now. */
  async function expectToldNow(setup: Setup, userId: UserId, from: number) {
    const mine = setup.told.slice(from).filter((entry) => entry.userId === userId);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every(({ account }) => account.kind === 'futures' && account.coin === 'USDT')).toBe(
      true,
    );
    const account = await ledger.account(setup.storage.db, userId, 'futures', 'USDT');
    const last = mine.at(-1)?.account;
    expect({ balance: last?.balance, frozen: last?.frozen }).toEqual({
      balance: account.balance,
      frozen: account.frozen,
    });
    return new Big(account.balance);
  }

  const balanceOf = async (setup: Setup, userId: UserId) =>
    new Big((await ledger.account(setup.storage.db, userId, 'futures', 'USDT')).balance);

  it('tells the payer and the receiver of a funding their new balances', async () => {
    const setup = await riskWithBalances({ fundingIntervalMs: HOUR });
    await trade(setup.actions, setup.storage, {
      long: 1,
      short: 2,
      price: '60000',
      amount: '2',
      leverage: 10,
      funds: '20000',
    });
    const long = await balanceOf(setup, 1);
    const short = await balanceOf(setup, 2);
    const from = setup.told.length;
    await setup.tickAt(NOW + HOUR);
    // 2 × 60,000 × 0.01 % = 12 USDT from the long to the short.
    expect((await expectToldNow(setup, 1, from)).minus(long).toFixed()).toBe('-12');
    expect((await expectToldNow(setup, 2, from)).minus(short).toFixed()).toBe('12');
  });

  it("tells a liquidated cross account that its wallet is gone (after its orders' release)", async () => {
    const setup = await riskWithBalances();
    await trade(setup.actions, setup.storage, {
      long: 1,
      short: 2,
      price: '60000',
      amount: '1',
      leverage: 50,
      mode: 'cross',
      funds: '3000',
    });
    await fundFutures(setup.storage, 3, '100000');
    await setup.actions.open(3, btc('long', 'limit', '1', '57100'));
    await setup.actions.open(1, btc('long', 'limit', '0.01', '58000'));
    const from = setup.told.length;
    await setup.indexAt('57200');
    await setup.tickAt(NOW + 1000);
    expect(setup.engine.positionOf(1, 'BTCUSDT')).toBeUndefined();
    expect((await expectToldNow(setup, 1, from)).toFixed()).toBe('0');
  });

  it('tells an auto-deleveraged counterparty its margin and profit came back', async () => {
    const setup = await riskWithBalances();
    await trade(setup.actions, setup.storage, {
      long: 1,
      short: 2,
      price: '60000',
      amount: '1',
      leverage: 50,
      funds: '10000',
    });
    const short = await balanceOf(setup, 2);
    const from = setup.told.length;
    // No bids: the fund cannot close the long it took over, and its loss at a 40,000 mark
    // exceeds the 10,000 insurance fund, so the short is closed at the bankruptcy price 58,800.
    await setup.indexAt('40000');
    await setup.tickAt(NOW + 1000);
    expect(setup.engine.positionOf(2, 'BTCUSDT')).toBeUndefined();
    expect((await expectToldNow(setup, 2, from)).minus(short).toFixed()).toBe('2400');
  });
});
