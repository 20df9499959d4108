import { Big } from 'big.js';
import type { Storage } from '../db/connect.ts';
import { ledger, SYSTEM_USER, type UserId } from '../wallet/ledger.ts';
import { MARGIN_KIND } from './contract-ledger.ts';

const FUND_TRADER = { email: 'insurance@system.invalid', nickname: 'Insurance fund' } as const;

/**
 * The insurance fund's trading account, created the first time the fund takes a position over
 * (so a store that never liquidated anyone has no such user, and user ids stay as they were).
 * `current` is SYSTEM_USER (nobody's id) until then.
 */
export class FundAccount {
  constructor(
    private id: UserId | undefined,
    private readonly create: () => Promise<UserId>,
  ) {}

  /** The fund's account over `storage`: the stored one, else created when first needed. */
  static async over(storage: Storage, now: () => number): Promise<FundAccount> {
    const row = await storage.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', FUND_TRADER.email)
      .executeTakeFirst();
    return new FundAccount(row?.id, () => insuranceTrader(storage, now()));
  }

  /** A fixed id (tests whose users have no rows). */
  static fixed(id: UserId): FundAccount {
    return new FundAccount(id, () => Promise.resolve(id));
  }

  get current(): UserId {
    return this.id ?? SYSTEM_USER;
  }

  async ensure(): Promise<UserId> {
    this.id ??= await this.create();
    return this.id;
  }
}

/**
 * The insurance fund's trading account: a user nobody can log in as ('!' is no password hash)
 * that holds the positions the fund took over from liquidated traders until it closes them
 * against the book. Whatever its futures balance receives is handed to the 'insurance' system
 * account at once ({@link sweepFundBalance}), so the fund's money is in one place.
 */
export async function insuranceTrader(storage: Storage, now: number): Promise<UserId> {
  await storage.db
    .insertInto('users')
    .values({
      email: FUND_TRADER.email,
      password_hash: '!',
      nickname: FUND_TRADER.nickname,
      avatar_url: '',
      invite_code: 'SYSFUND',
      invited_by: null,
      is_google2fa: 0,
      created_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const row = await storage.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', FUND_TRADER.email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The 'insurance' account's balance in the coin. */
export async function insuranceBalance(storage: Storage, coin: string): Promise<Big> {
  const account = await ledger.account(storage.db, SYSTEM_USER, 'insurance', coin);
  return new Big(account.balance);
}

/** Move the fund trader's futures balance (what its closes realised) to 'insurance'. */
export async function sweepFundBalance(
  storage: Storage,
  fundId: UserId,
  coin: string,
): Promise<Big> {
  return storage.db.transaction().execute(async (trx) => {
    const account = await ledger.account(trx, fundId, MARGIN_KIND, coin);
    const amount = new Big(account.balance);
    if (amount.lte(0)) return new Big(0);
    await ledger.post(trx, {
      reason: 'liquidation',
      refId: `insurance-fund:${fundId}`,
      legs: [
        { userId: fundId, kind: MARGIN_KIND, coin, balance: amount.neg() },
        { userId: SYSTEM_USER, kind: 'insurance', coin, balance: amount },
      ],
    });
    return amount;
  });
}
