import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '@exchange/api';
import { balanceEventSchema, type UserEvent } from '@exchange/api/socket';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { fundFuturesAccounts } from '../contract/contract-exchange-kit.ts';
import { ledger } from '../wallet/ledger.ts';

// A referral commission credits the inviter's spot account outside anything the inviter did:
// the inviter's open pages hear of it as the user channel's `{event:'balance', wallet:'spot'}`,
// the same event every other spot balance change sends, after the commission's commit.

describe("the inviter's balance events on a commission", () => {
  let ex: TestExchange;
  let inviter: { token: string; id: number; inviteCode: string };
  let invitee: { token: string; id: number };
  let maker: { token: string; id: number };
  let published: [number, UserEvent][];

  beforeAll(async () => {
    ex = await startTestExchange({
      demo: false,
      referralCommissionRate: '0.2',
      contractHouseFloat: '1000000',
      insuranceFundSeed: '1000',
    });
    inviter = await ex.signUp('inviter@example.com');
    invitee = await ex.signUp('invitee@example.com', { invite_code: inviter.inviteCode });
    maker = await ex.signUp('maker@example.com');
    await fundFuturesAccounts(ex, [invitee.id, maker.id], '20000');
    await ex.ctx.storage.db.transaction().execute(async (trx) => {
      for (const [userId, coin, amount] of [
        [invitee.id, 'USDT', '1000'],
        [maker.id, 'BTC', '1'],
      ] as const)
        await ledger.deposit(trx, {
          userId,
          kind: 'spot',
          coin,
          amount,
          reason: 'deposit',
          refId: `s${String(userId)}`,
        });
    });
    published = vi.spyOn(ex.app.exchangeMarket.hub, 'publishUser').mock.calls;
  });
  afterAll(() => ex.close());

  /** The inviter's spot balance events in `coin` since `from`, checked against the schema. */
  const spotEvents = (from: number, coin: string) =>
    published
      .slice(from)
      .filter(([id, event]) => id === inviter.id && event.event === 'balance')
      .map(([, event]) => balanceEventSchema.parse(event))
      .filter((event) => event.wallet === 'spot' && event.balance.coin_name === coin);

  /** The inviter's last spot event in `coin` is the account as the ledger holds it now. */
  async function expectInviterTold(from: number, coin: string, commission: string) {
    const account = await ledger.account(ex.ctx.storage.db, inviter.id, 'spot', coin);
    const events = spotEvents(from, coin);
    expect(events.length).toBeGreaterThan(0);
    expect(events.at(-1)?.balance).toMatchObject({ balance: account.balance });
    const record = await ex.ctx.storage.db
      .selectFrom('referral_commissions')
      .select('amount')
      .where('invitee_id', '=', invitee.id)
      .where('coin', '=', coin)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(record.amount).toBe(commission);
  }

  /** The inviter's spot balance in `coin` now. */
  const spotOf = async (coin: string) =>
    (await ledger.account(ex.ctx.storage.db, inviter.id, 'spot', coin)).balance;

  // The spot trade is at the contract's price (46000): the contract's index follows the spot
  // market, and its limit-price band lies around the index.
  it("tells the inviter's spot wallet of a spot fee's commission", async () => {
    const sell = await ex.call(apiRoutes.spotPlaceOrder, {
      token: maker.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'sell',
        type: 'limit',
        price: '46000',
        amount: '0.01',
        client_order_id: 's1',
      },
    });
    expect(sell.status, JSON.stringify(sell.body)).toBe(200);
    const before = await spotOf('BTC');
    const from = published.length;
    const buy = await ex.call(apiRoutes.spotPlaceOrder, {
      token: invitee.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '46000',
        amount: '0.01',
        client_order_id: 'b1',
      },
    });
    expect(buy.status).toBe(200);
    // The invitee's buy fee is charged in BTC; the inviter's BTC grows by its share.
    expect(new Big(await spotOf('BTC')).gt(before)).toBe(true);
    await vi.waitFor(() => {
      expect(spotEvents(from, 'BTC').length).toBeGreaterThan(0);
    });
    await expectInviterTold(from, 'BTC', new Big(await spotOf('BTC')).minus(before).toFixed());
  });

  it("tells the inviter's spot wallet of a contract fee's commission", async () => {
    const rest = await ex.call(apiRoutes.contractOpen, {
      token: maker.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'short',
        type: 'limit',
        price: '46000',
        amount: '0.1',
        client_order_id: 'c1',
      },
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const before = await spotOf('USDT');
    const from = published.length;
    const take = await ex.call(apiRoutes.contractOpen, {
      token: invitee.token,
      body: {
        symbol: 'BTCUSDT',
        side: 'long',
        type: 'market',
        amount: '0.1',
        client_order_id: 'c2',
      },
    });
    expect(take.status, JSON.stringify(take.body)).toBe(200);
    // 0.1 × 46,000 × 0.05 % taker fee = 2.3 USDT; 20 % of it (the price within the band of the reference mark).
    await expectInviterTold(from, 'USDT', '0.46');
    expect(new Big(await spotOf('USDT')).minus(before).toFixed()).toBe('0.46');
    // Only the inviter's spot wallet: no futures event for an account the trade did not touch.
    const inviterEvents = published
      .slice(from)
      .filter(([id, event]) => id === inviter.id && event.event === 'balance');
    expect(inviterEvents.map(([, e]) => balanceEventSchema.parse(e).wallet)).toEqual(['spot']);
  });
});
