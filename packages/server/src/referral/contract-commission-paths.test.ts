import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import { btc, closeAfterEach, fundFutures, usdtTotals } from '../contract/contract-test-kit.ts';
import { NOW, riskSetup, trade } from '../contract/risk-test-kit.ts';
import type { Storage } from '../db/connect.ts';
import { shareOf } from './commissions.ts';
import { configureReferral } from './referral-config.ts';
import { addReferralUser } from './referral-test-users.ts';

// Every path that books contract fills pays the referral commission of the fees it charged, in
// its own transaction (issue 23): the engine's fills, the risk side's system orders (TP/SL, the
// insurance fund's close against the book) and triggered stops. A takeover and an ADL close
// charge the trader no fee, so they pay nothing.

closeAfterEach();

const RATE = new Big('0.25');
const INVITER = 9;

/** The risk kit's setup, the commission rate at 25 %, users 1–4 registered, `invitee` invited. */
async function withInvitee(invitee: number) {
  const setup = await riskSetup();
  configureReferral(setup.storage, RATE);
  await addReferralUser(setup.storage.db, INVITER, null);
  for (const id of [1, 2, 3, 4])
    await addReferralUser(setup.storage.db, id, id === invitee ? INVITER : null);
  return setup;
}

/** What `userId` paid to 'fees' (contract_fee) per journal ref, the non-zero ones. */
async function feesByRef(storage: Storage, userId: number): Promise<Map<string, Big>> {
  const rows = await storage.db
    .selectFrom('ledger_entries')
    .select(['ref_id', 'balance_delta'])
    .where('user_id', '=', userId)
    .where('reason', '=', 'contract_fee')
    .execute();
  const fees = new Map<string, Big>();
  for (const row of rows)
    fees.set(row.ref_id, (fees.get(row.ref_id) ?? new Big(0)).minus(row.balance_delta));
  return new Map([...fees].filter(([, fee]) => !fee.eq(0)));
}

/**
 * Every fee the invitee paid has its commission (fee × rate, truncated) under the same journal
 * ref, moved 'fees' → the inviter's spot account as referral_commission; returns the refs.
 */
async function expectEveryFeeCommissioned(storage: Storage, invitee: number): Promise<string[]> {
  const fees = await feesByRef(storage, invitee);
  const records = await storage.db
    .selectFrom('referral_commissions')
    .selectAll()
    .where('invitee_id', '=', invitee)
    .execute();
  expect(records.map((r) => r.ref_id).sort()).toEqual([...fees.keys()].sort());
  let total = new Big(0);
  for (const record of records) {
    const fee = fees.get(record.ref_id) ?? new Big(0);
    const share = shareOf(fee, RATE);
    expect(record).toMatchObject({
      inviter_id: INVITER,
      source: 'contract',
      coin: 'USDT',
      fee: fee.toFixed(),
      amount: share.toFixed(),
    });
    const moved = await storage.db
      .selectFrom('ledger_entries')
      .select(['user_id', 'kind', 'balance_delta'])
      .where('reason', '=', 'referral_commission')
      .where('ref_id', '=', record.ref_id)
      .orderBy('user_id')
      .execute();
    expect(moved).toEqual([
      { user_id: 0, kind: 'fees', balance_delta: share.neg().toFixed() },
      { user_id: INVITER, kind: 'spot', balance_delta: share.toFixed() },
    ]);
    total = total.plus(share);
  }
  const spot = await storage.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', INVITER)
    .where('kind', '=', 'spot')
    .where('coin', '=', 'USDT')
    .executeTakeFirst();
  expect(spot?.balance ?? '0').toBe(total.toFixed());
  return records.map((r) => r.ref_id);
}

/** The journal ref of a user's entrust of a given source (`contract-order:{id}`). */
async function refOf(
  storage: Storage,
  userId: number,
  source: 'take_profit' | 'liquidation',
): Promise<string> {
  const row = await storage.db
    .selectFrom('contract_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .executeTakeFirstOrThrow();
  return `contract-order:${String(row.id)}`;
}

describe('referral commission on every contract fill path', () => {
  it("a triggered take-profit (the risk side's system order) pays on the invitee's taker fee", async () => {
    const setup = await withInvitee(1);
    const { actions, storage, engine } = setup;
    await fundFutures(storage, 1, '10000');
    await fundFutures(storage, 2, '10000');
    await actions.open(2, btc('short', 'limit', '1', '60000'));
    await actions.open(1, btc('long', 'market', '1', undefined, { take_profit: '61000' }));
    await fundFutures(storage, 3, '100000');
    await actions.open(3, btc('long', 'limit', '1', '60900'));
    const before = await usdtTotals(storage);

    await setup.indexAt('61000');
    await setup.tickAt(NOW + 2000);
    expect(engine.positionOf(1, 'BTCUSDT')).toBeUndefined();

    const refs = await expectEveryFeeCommissioned(storage, 1);
    expect(refs).toContain(await refOf(storage, 1, 'take_profit'));
    expect(refs).toHaveLength(2);
    expect((await usdtTotals(storage)).sum).toBe(before.sum);
    expect(setup.errors).toEqual([]);
  });

  it("a triggered stop pays on the invitee's fee", async () => {
    const setup = await withInvitee(3);
    const { actions, storage, engine } = setup;
    await trade(actions, storage, { long: 1, short: 2, price: '60000', amount: '1', funds: '1e4' });
    await fundFutures(storage, 3, '100000');
    await fundFutures(storage, 4, '100000');
    await actions.open(4, btc('short', 'limit', '1', '60500'));
    const stop = await actions.open(
      3,
      btc('long', 'stop_market', '0.5', undefined, { trigger_price: '61000', trigger_by: 'mark' }),
    );
    const before = await usdtTotals(storage);

    await setup.indexAt('61000');
    await setup.tickAt(NOW + 1000);
    expect(engine.positionOf(3, 'BTCUSDT')?.size.toFixed()).toBe('0.5');

    const refs = await expectEveryFeeCommissioned(storage, 3);
    expect(refs).toEqual([`contract-order:${String(stop.id)}`]);
    expect((await usdtTotals(storage)).sum).toBe(before.sum);
  });

  it("the insurance fund's close against the book pays on the invitee's maker fee", async () => {
    const setup = await withInvitee(3);
    const { actions, storage, engine } = setup;
    await trade(actions, storage, {
      long: 1,
      short: 2,
      price: '60000',
      amount: '1',
      leverage: 50,
      funds: '10000',
    });
    await fundFutures(storage, 3, '100000');
    await actions.open(3, btc('long', 'limit', '1', '58000'));
    const before = await usdtTotals(storage);

    await setup.indexAt('59000');
    await setup.tickAt(NOW + 1000);
    expect(engine.positionOf(1, 'BTCUSDT')).toBeUndefined();
    expect(engine.positionOf(3, 'BTCUSDT')?.size.toFixed()).toBe('1');

    const refs = await expectEveryFeeCommissioned(storage, 3);
    expect(refs).toEqual([await refOf(storage, setup.risk.fundId, 'liquidation')]);
    // 1 × 58,000 × 0.02 % maker fee = 11.6; a quarter of it.
    expect((await feesByRef(storage, 3)).get(refs[0] ?? '')?.toFixed()).toBe('11.6');
    expect((await usdtTotals(storage)).sum).toBe(before.sum);
    expect(setup.errors).toEqual([]);
  });

  it('a takeover charges the liquidated invitee no fee, so it pays no commission', async () => {
    const setup = await withInvitee(1);
    const { actions, storage, engine } = setup;
    await trade(actions, storage, {
      long: 1,
      short: 2,
      price: '60000',
      amount: '1',
      leverage: 50,
      funds: '10000',
    });
    await fundFutures(storage, 3, '100000');
    await actions.open(3, btc('long', 'limit', '1', '58000'));
    const opened = await expectEveryFeeCommissioned(storage, 1);
    const before = await usdtTotals(storage);

    await setup.indexAt('59000');
    await setup.tickAt(NOW + 1000);
    expect(engine.positionOf(1, 'BTCUSDT')).toBeUndefined();

    const takeover = await storage.db
      .selectFrom('ledger_entries')
      .select('ref_id')
      .where('user_id', '=', 1)
      .where('ref_id', 'like', 'liquidation:%')
      .execute();
    expect(takeover.length).toBeGreaterThan(0);
    expect(
      [...(await feesByRef(storage, 1)).keys()].some((r) => r.startsWith('liquidation:')),
    ).toBe(false);
    expect(await expectEveryFeeCommissioned(storage, 1)).toEqual(opened);
    expect((await usdtTotals(storage)).sum).toBe(before.sum);
  });

  it('an ADL close charges the deleveraged invitee no fee, so it pays no commission', async () => {
    const setup = await withInvitee(2);
    const { actions, storage, engine, notices } = setup;
    await trade(actions, storage, {
      long: 1,
      short: 2,
      price: '60000',
      amount: '1',
      leverage: 50,
      funds: '10000',
    });
    const opened = await expectEveryFeeCommissioned(storage, 2);
    expect(opened).toHaveLength(1);
    const before = await usdtTotals(storage);

    await setup.indexAt('40000');
    await setup.tickAt(NOW + 1000);
    expect(engine.positionOf(2, 'BTCUSDT')).toBeUndefined();
    expect(notices.some((n) => n.userId === 2 && n.notice.kind === 'adl')).toBe(true);

    expect([...(await feesByRef(storage, 2)).keys()].some((r) => r.startsWith('adl:'))).toBe(false);
    expect(await expectEveryFeeCommissioned(storage, 2)).toEqual(opened);
    expect((await usdtTotals(storage)).sum).toBe(before.sum);
  });
});
