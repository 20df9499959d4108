import { apiRoutes, earnPositionSchema } from '@exchange/api';
import { balanceEventSchema, type UserEvent } from '@exchange/api/socket';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { ledger } from '../wallet/ledger.ts';
import { DAY, NOW } from './earn-test-kit.ts';

describe("earn's balance events", () => {
  let ex: TestExchange;
  let clock = NOW;
  let published: [number, UserEvent][];
  let alice: { token: string; id: number };

  beforeAll(async () => {
    ex = await startTestExchange({
      now: () => clock,
      earnDayMs: DAY,
      earnTickMs: 0,
      contractTickMs: 0,
      launchpadTickMs: 0,
    });
    alice = await ex.signUp('alice@example.com');
    published = vi.spyOn(ex.app.exchangeMarket.hub, 'publishUser').mock.calls;
  });
  afterAll(async () => {
    await ex.close();
  });

  /** The user's balance events of one wallet since `from`, checked against the schema. */
  const eventsOf = (wallet: 'spot' | 'finance', from: number) =>
    published
      .slice(from)
      .filter(([id, event]) => id === alice.id && event.event === 'balance')
      .map(([, event]) => balanceEventSchema.parse(event))
      .filter((event) => event.wallet === wallet);

  /** The last event of each wallet is the account as the ledger holds it now. */
  async function expectLive(from: number) {
    for (const wallet of ['spot', 'finance'] as const) {
      const last = eventsOf(wallet, from).at(-1);
      const account = await ledger.account(ex.ctx.storage.db, alice.id, wallet, 'USDT');
      expect(last?.balance, wallet).toMatchObject({
        coin_name: 'USDT',
        balance: account.balance,
        freeze: account.frozen,
      });
    }
  }

  it('tells the spot and finance wallets on subscribe, locked interest, and maturity', async () => {
    let from = published.length;
    const products = await ex.call(apiRoutes.earnProducts, {
      query: { coin_id: 1, type: 'locked' },
    });
    const week = (products.body.data as { id: number; duration_days: number }[]).find(
      (p) => p.duration_days === 7,
    );
    const res = await ex.call(apiRoutes.earnSubscribe, {
      token: alice.token,
      body: { product_id: week?.id, amount: '1000', client_order_id: 'w1' },
    });
    const position = earnPositionSchema.parse(res.body.data);
    await expectLive(from);

    // A locked day's interest lands in the finance wallet: only that wallet is told.
    from = published.length;
    clock = position.value_date + DAY;
    await ex.app.earn.tick(clock);
    expect(eventsOf('spot', from)).toEqual([]);
    expect(eventsOf('finance', from).at(-1)?.balance.freeze).toBe('1000.109589');

    from = published.length;
    clock = position.maturity_date ?? 0;
    await ex.app.earn.tick(clock);
    await expectLive(from);
    expect(eventsOf('finance', from).at(-1)?.balance.total_balance).toBe('0');
  });
});
