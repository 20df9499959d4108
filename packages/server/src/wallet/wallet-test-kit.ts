import { expect } from 'vitest';
import { apiRoutes, failureBodySchema } from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { grantLevel } from '../identity/identity-test-kit.ts';
import type { BlockReport } from './demo-chain.ts';
import type { AccountSnapshot } from './ledger.ts';

// What the wallet route tests share: one exchange per test file with two demo users, the coin
// ids and well-formed addresses they use, and the helpers every file calls.

/** Well-formed TRC20 addresses (withdrawals check the network's format, issue 14). */
export const TRON_A = 'TC4LWmLbxFPxyGdgEAuArz4dQQYXr6uNwr';
export const TRON_B = 'TUvfauKGgT6y1iWvAQoPMXxLt7VQC6diES';

export const USDT = 1;
export const BTC = 2;
export const USDC = 4;
export const DOGE = 6;

/** The fields a 422 names. */
export function fieldsOf(body: unknown): string[] {
  return failureBodySchema.parse(body).data?.errors.map((e) => e.field) ?? [];
}

export interface WalletTest {
  ex: TestExchange;
  alice: { token: string; id: number };
  bob: { token: string; id: number };
  /** Every `onBalances` call of the exchange, in order. */
  balanceEvents: { userId: number; accounts: readonly AccountSnapshot[] }[];
  /** Ask for a withdrawal code for `email` (200 expected) and read it from the demo mailbox. */
  withdrawCode: (email: string) => Promise<string>;
  /** Mine `blocks` blocks of the demo chain (default 1), one after the other. */
  mine: (blocks?: number) => Promise<BlockReport[]>;
}

/**
 * A fresh exchange (in-memory SQLite, demo mode) with Alice and Bob signed up and their demo
 * funds granted. Call it in `beforeAll` and close `ex` in `afterAll`.
 *
 * @example
 * let t: WalletTest;
 * beforeAll(async () => (t = await startWalletTest()));
 * afterAll(() => t.ex.close());
 */
export async function startWalletTest(): Promise<WalletTest> {
  const balanceEvents: WalletTest['balanceEvents'] = [];
  const ex = await startTestExchange({
    hooks: { onBalances: (userId, accounts) => balanceEvents.push({ userId, accounts }) },
  });
  const alice = await ex.signUp('alice@example.com');
  const bob = await ex.signUp('bob@example.com');
  // Basic identity (50,000 USDC a day): the tests move more than an unverified account may.
  await grantLevel(ex, alice.id, 'basic');
  await grantLevel(ex, bob.id, 'basic');

  async function withdrawCode(email: string): Promise<string> {
    // Only the signed-in owner may ask for a withdrawal code (issue 17).
    const token = { 'alice@example.com': alice.token, 'bob@example.com': bob.token }[email];
    const res = await ex.call(apiRoutes.getCaptcha, { token, body: { email, type: 'withdraw' } });
    expect(res.status).toBe(200);
    return ex.lastCode(email);
  }

  async function mine(blocks = 1): Promise<BlockReport[]> {
    const chain = ex.chain;
    if (!chain) throw new Error('The wallet tests run in demo mode, which has a chain');
    const reports: BlockReport[] = [];
    for (let i = 0; i < blocks; i += 1) reports.push(await chain.mineBlock());
    return reports;
  }

  return { ex, alice, bob, balanceEvents, withdrawCode, mine };
}
