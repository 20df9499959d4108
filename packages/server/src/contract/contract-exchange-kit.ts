// What the contract tests that run a whole test exchange share: two signed-up traders with
// USDT in their futures accounts. (The engine-only tests use contract-test-kit.ts.)
import type { TestExchange } from '../../test/harness.ts';
import { ledger } from '../wallet/ledger.ts';

/** A trader signed up through the routes: the bearer token and the user id. */
export interface Trader {
  token: string;
  id: number;
}

/** Deposits `amount` USDT into each user's futures account, in one transaction. */
export async function fundFuturesAccounts(
  ex: TestExchange,
  userIds: readonly number[],
  amount: string,
): Promise<void> {
  await ex.ctx.storage.db.transaction().execute(async (trx) => {
    for (const userId of userIds)
      await ledger.deposit(trx, {
        userId,
        kind: 'futures',
        coin: 'USDT',
        amount,
        reason: 'deposit',
        refId: `f${String(userId)}`,
      });
  });
}

/**
 * Signs up alice@example.com and bob@example.com and funds both futures accounts.
 *
 * @example const { alice, bob } = await twoFundedTraders(ex, '20000');
 */
export async function twoFundedTraders(
  ex: TestExchange,
  amount: string,
): Promise<{ alice: Trader; bob: Trader }> {
  const alice = await ex.signUp('alice@example.com');
  const bob = await ex.signUp('bob@example.com');
  await fundFuturesAccounts(ex, [alice.id, bob.id], amount);
  return { alice, bob };
}
