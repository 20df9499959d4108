import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  btc,
  closeAfterEach,
  system,
  twoTradersSetup,
  usdtTotals,
} from '../contract/contract-test-kit.ts';
import { ledger } from '../wallet/ledger.ts';
import { shareOf } from './commissions.ts';
import { configureReferral } from './referral-config.ts';
import { addReferralUser } from './referral-test-users.ts';

// Contract fees (contract_fee) earn an invitee's inviter the configured share, moved from 'fees'
// to the inviter's SPOT account in the settlement's own transaction.

closeAfterEach();

describe('contract referral commissions', () => {
  it("pays an invitee's inviter rate × the contract fee, truncated, into spot; nothing for others", async () => {
    const setup = await twoTradersSetup();
    const { storage, actions } = setup;
    configureReferral(storage, new Big('0.25'));
    await addReferralUser(storage.db, 9, null);
    await addReferralUser(storage.db, 1, 9);
    await addReferralUser(storage.db, 2, null);
    const before = await usdtTotals(storage);

    await actions.open(2, btc('short', 'limit', '0.1', '60000'));
    await actions.open(1, btc('long', 'market', '0.1'));

    const records = await storage.db.selectFrom('referral_commissions').selectAll().execute();
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toMatchObject({
      inviter_id: 9,
      invitee_id: 1,
      source: 'contract',
      coin: 'USDT',
    });
    const fees = await storage.db
      .selectFrom('ledger_entries')
      .select('balance_delta')
      .where('user_id', '=', 1)
      .where('reason', '=', 'contract_fee')
      .execute();
    const paid = fees.reduce((sum, row) => sum.minus(row.balance_delta), new Big(0));
    expect(paid.gt(0)).toBe(true);
    expect(record?.fee).toBe(paid.toFixed());
    expect(record?.amount).toBe(shareOf(paid, new Big('0.25')).toFixed());
    const spot = await ledger.account(storage.db, 9, 'spot', 'USDT');
    expect(spot.balance).toBe(record?.amount);
    // Collected fees less the commission stay in 'fees'; no USDT was created or lost.
    const allFees = await storage.db
      .selectFrom('ledger_entries')
      .select('balance_delta')
      .where('reason', '=', 'contract_fee')
      .where('user_id', '!=', 0)
      .execute();
    const collected = allFees.reduce((sum, row) => sum.minus(row.balance_delta), new Big(0));
    expect((await system(storage, 'fees')).toFixed()).toBe(
      collected.minus(record?.amount ?? '0').toFixed(),
    );
    expect((await usdtTotals(storage)).sum).toBe(before.sum);
    // Both traders are marked as having traded only if invited.
    const traders = await storage.db.selectFrom('referral_traders').select('user_id').execute();
    expect(traders.map((row) => row.user_id)).toEqual([1]);
  });
});
