import { Big } from 'big.js';
import { newInviteCode } from '../accounts/users.ts';
import { MARGIN_KIND } from '../contract/contract-ledger.ts';
import type { ContractEngine } from '../contract/contract-service.ts';
import type { Executor, UserId } from '../wallet/ledger.ts';

// A copy is a copy SUB-ACCOUNT (session decision, issue 24): a users row of its own whose
// futures account holds the copy's budget, so every copied order passes the contract engine's
// margin checks exactly as a manual order of that account would. Nobody logs in as it: its
// password hash '!' is no valid hash (like the C2C demo merchants and the market simulator).

const ZERO = new Big(0);

/** The sub-account's e-mail: `copy-{followerId}-{n}@copy.invalid`, n counting from 1. */
export function subAccountEmail(followerId: UserId, n: number): string {
  return `copy-${String(followerId)}-${String(n)}@copy.invalid`;
}

/**
 * Create the follower's next copy sub-account in `trx` and answer its user id: the first free
 * `copy-{followerId}-{n}` address, an unused invite code, no password, no inviter.
 */
export async function createSubAccount(
  trx: Executor,
  followerId: UserId,
  now: number,
): Promise<UserId> {
  const taken = await trx
    .selectFrom('users')
    .select('email')
    .where('email', 'like', `copy-${String(followerId)}-%@copy.invalid`)
    .execute();
  const used = new Set(taken.map((row) => row.email));
  let n = taken.length + 1;
  while (used.has(subAccountEmail(followerId, n))) n += 1;
  let inviteCode = newInviteCode();
  while (
    await trx
      .selectFrom('users')
      .select('id')
      .where('invite_code', '=', inviteCode)
      .executeTakeFirst()
  )
    inviteCode = newInviteCode();
  const row = await trx
    .insertInto('users')
    .values({
      email: subAccountEmail(followerId, n),
      password_hash: '!',
      nickname: `copy-${String(n)}`,
      avatar_url: '',
      invite_code: inviteCode,
      invited_by: null,
      is_google2fa: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The sub-account's futures account in the copy coin: balance (free) and frozen. */
export async function subAccountFunds(
  db: Executor,
  subUserId: UserId,
  coin: string,
): Promise<{ balance: Big; frozen: Big }> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(['balance', 'frozen'])
    .where('user_id', '=', subUserId)
    .where('kind', '=', MARGIN_KIND)
    .where('coin', '=', coin)
    .executeTakeFirst();
  return { balance: new Big(row?.balance ?? 0), frozen: new Big(row?.frozen ?? 0) };
}

/** Whether the sub-account holds no position and no open (or untriggered) entrust. */
export function subAccountIsFlat(engine: ContractEngine, subUserId: UserId): boolean {
  if (engine.entrustsOfUser(subUserId).length > 0) return false;
  return engine.pairs.every((pair) => engine.positionOf(subUserId, pair.symbol) === undefined);
}

/** The sub-account's open positions now, with the margin they hold and their unrealized PnL. */
export function subAccountPositions(engine: ContractEngine, subUserId: UserId) {
  return engine.pairs.flatMap((pair) => {
    const position = engine.positionOf(subUserId, pair.symbol);
    return position ? [position] : [];
  });
}

/** Margin held by the sub-account's positions (the follow's `used`). */
export function subAccountMargin(engine: ContractEngine, subUserId: UserId): Big {
  return subAccountPositions(engine, subUserId).reduce((sum, p) => sum.plus(p.margin), ZERO);
}
