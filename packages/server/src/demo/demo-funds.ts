import { COINS } from '../config/coins.ts';
import { ledger, type Executor, type Posting } from '../wallet/ledger.ts';

/** USDT a new demo account finds in its futures wallet, so the contract pages have margin. */
export const DEMO_FUTURES_USDT = '1000';

/**
 * Credit a new account's demo funds (each coin's `demoGrant` to spot, plus futures USDT) as
 * ordinary deposits from the outside world, so they show in capital flow as `demo_grant`.
 */
export async function grantDemoFunds(trx: Executor, userId: number): Promise<Posting[]> {
  const postings: Posting[] = [];
  for (const coin of COINS) {
    // A coin listed while running (a launchpad token) grants nothing: it is earned, not given.
    if (Number(coin.demoGrant) === 0) continue;
    postings.push(
      await ledger.deposit(trx, {
        userId,
        coin: coin.name,
        amount: coin.demoGrant,
        reason: 'demo_grant',
        refId: `demo:${userId}`,
      }),
    );
  }
  postings.push(
    await ledger.deposit(trx, {
      userId,
      kind: 'futures',
      coin: 'USDT',
      amount: DEMO_FUTURES_USDT,
      reason: 'demo_grant',
      refId: `demo:${userId}`,
    }),
  );
  return postings;
}
