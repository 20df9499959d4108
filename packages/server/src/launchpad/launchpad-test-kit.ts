import { expect } from 'vitest';
import { apiRoutes, failureBodySchema, type LaunchpadProject } from '@exchange/api';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';
import type { ServerOptions } from '../app.ts';
import { type AccountSnapshot, ledger } from '../wallet/ledger.ts';
import type { LaunchpadProjectConfig } from './launchpad-config.ts';

// What the launchpad's route tests share: a clock the test moves, three projects around it (one
// subscribing, one upcoming, one ended before the start) and helpers.

/** The server's first start in these tests, and one phase. */
export const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
export const PHASE = 60_000;

const base = {
  tokenPrecision: 2,
  quoteCoin: 'USDT',
  pricePrecision: 4,
  amountPrecision: 2,
  minCommit: '10',
  summary: 'A test project.',
};

/**
 * LPA: 1,000 tokens at 0.5 (worth 500 USDT), at most 400 USDT a user, subscribing from T0 − 1
 * phase to T0 + 2; LPB upcoming (opens at T0 + 1 phase); LPC ended before T0.
 */
export const TEST_PROJECTS: LaunchpadProjectConfig[] = [
  {
    ...base,
    id: 11,
    name: 'Alpha',
    token: 'LPA',
    price: '0.5',
    supply: '1000',
    userCap: '400',
    offsets: [-PHASE, 2 * PHASE, 3 * PHASE, 4 * PHASE],
  },
  {
    ...base,
    id: 12,
    name: 'Beta',
    token: 'LPB',
    price: '0.1',
    supply: '5000',
    userCap: '100000',
    offsets: [PHASE, 2 * PHASE, 3 * PHASE, 4 * PHASE],
  },
  {
    ...base,
    id: 13,
    name: 'Gamma',
    token: 'LPC',
    price: '1',
    supply: '100',
    userCap: '100',
    offsets: [-4 * PHASE, -3 * PHASE, -2 * PHASE, -PHASE],
  },
];

export interface LaunchpadTest {
  ex: TestExchange;
  clock: { now: number };
  alice: { token: string; id: number };
  bob: { token: string; id: number };
  balanceEvents: { userId: number; accounts: readonly AccountSnapshot[] }[];
  /** Commit as `who`; answers the HTTP answer. */
  commit: (
    who: { token: string },
    body: { project_id: number; amount: string; client_order_id: string },
  ) => ReturnType<TestExchange['call']>;
  project: (id: number, who?: { token: string }) => Promise<LaunchpadProject>;
  /** A spot account of `userId` (the system user's `kind` accounts too). */
  account: (
    userId: number,
    coin: string,
    kind?: string,
  ) => Promise<{ balance: string; frozen: string }>;
}

/** The fields a failure names. */
export function fieldsOf(body: unknown): string[] {
  return failureBodySchema.parse(body).data?.errors.map((e) => e.field) ?? [];
}

/**
 * A fresh exchange (demo mode, in-memory SQLite unless `options` say otherwise) with the test
 * projects, no launchpad timer, the clock at T0, and Alice and Bob signed up (10,000 USDT each).
 */
export async function startLaunchpadTest(options: ServerOptions = {}): Promise<LaunchpadTest> {
  const clock = { now: T0 };
  const balanceEvents: LaunchpadTest['balanceEvents'] = [];
  const ex = await startTestExchange({
    now: () => clock.now,
    launchpadProjects: TEST_PROJECTS,
    launchpadTickMs: 0,
    hooks: { onBalances: (userId, accounts) => balanceEvents.push({ userId, accounts }) },
    ...options,
  });
  // A restarted store already has Alice and Bob: they log in instead.
  const enter = async (email: string) => {
    const known = await ex.ctx.storage.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (!known) return ex.signUp(email);
    const res = await ex.call(apiRoutes.login, { body: { email, password: PASSWORD } });
    const data = res.body.data as { token: string };
    return { token: data.token, id: known.id };
  };
  const alice = await enter('alice@example.com');
  const bob = await enter('bob@example.com');
  return {
    ex,
    clock,
    alice,
    bob,
    balanceEvents,
    commit: (who, body) => ex.call(apiRoutes.launchpadCommit, { token: who.token, body }),
    async project(id, who) {
      const res = await ex.call(apiRoutes.launchpadProject, { token: who?.token, params: { id } });
      expect(res.status).toBe(200);
      return res.body.data as LaunchpadProject;
    },
    account: (userId, coin, kind = 'spot') =>
      ledger.account(ex.ctx.storage.db, userId, kind as 'spot', coin),
  };
}
