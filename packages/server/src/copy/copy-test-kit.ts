// What the copy-trading tests on a whole test exchange share: a server with no timers (the copy
// tick and the contracts' tick are called by the tests), applications approved at once, lead
// traders made through real contract trades, and the ledger's figures.
import { Big } from 'big.js';
import { apiRoutes } from '@exchange/api';
import type { ServerOptions } from '../app.ts';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { fundFuturesAccounts, type Trader } from '../contract/contract-exchange-kit.ts';
import { ledger } from '../wallet/ledger.ts';

export type { Trader };

/** The tests' first instant: a whole UTC day. */
export const COPY_T0 = Date.UTC(2026, 10, 24, 0, 0, 0);

/**
 * A test exchange for copy trading: no demo simulators, no timers, autoApprove on.
 *
 * @example const ex = await startCopyExchange({ now: () => clock.now });
 */
export async function startCopyExchange(options: ServerOptions = {}): Promise<TestExchange> {
  return startTestExchange({
    demo: false,
    contractTickMs: 0,
    contractHouseFloat: '10000000',
    insuranceFundSeed: '10000',
    ...options,
    copy: { autoApprove: true, tickMs: 0, ...options.copy },
  });
}

/** Sign up `email` and deposit `amount` USDT into its futures account. */
export async function fundedTrader(
  ex: TestExchange,
  email: string,
  amount: string,
): Promise<Trader> {
  const trader = await ex.signUp(email);
  await fundFuturesAccounts(ex, [trader.id], amount);
  return { token: trader.token, id: trader.id };
}

let orderSerial = 0;

/** Place a contract order through the route (a fresh client order id each time). */
export async function placed(
  ex: TestExchange,
  token: string,
  body: Record<string, unknown>,
): Promise<void> {
  orderSerial += 1;
  const res = await ex.call(apiRoutes.contractOpen, {
    token,
    body: { client_order_id: `kit-${String(orderSerial)}`, ...body },
  });
  if (res.status !== 200) throw new Error(`contract order refused: ${res.body.message}`);
}

/**
 * Two contract fills for `trader` against `maker` (BTCUSDT 0.01 at 65,000: a long opened, then
 * closed), leaving the trader flat: enough history for the default requirements.
 */
export async function tradeTwice(ex: TestExchange, trader: Trader, maker: Trader): Promise<void> {
  const order = (side: 'long' | 'short', type: 'limit' | 'market', extra = {}) => ({
    symbol: 'BTCUSDT',
    side,
    type,
    amount: '0.01',
    ...(type === 'limit' ? { price: '65000' } : {}),
    ...extra,
  });
  await placed(ex, maker.token, order('short', 'limit'));
  await placed(ex, trader.token, order('long', 'market'));
  await placed(ex, maker.token, order('long', 'limit', { reduce_only: true }));
  await placed(ex, trader.token, order('short', 'market', { reduce_only: true }));
}

/** The body of an application to lead. */
export const APPLICATION = {
  nickname: 'Ava Lead',
  bio: 'Trend trading on BTC',
  profit_share_rate: '0.1',
  show_positions: true,
};

/**
 * A lead trader: signed up, funded, two fills against `maker`, applied (and approved at once
 * with autoApprove). Answers the trader and their leader id.
 */
export async function makeLeader(
  ex: TestExchange,
  email: string,
  maker: Trader,
  nickname: string,
): Promise<Trader & { leaderId: number }> {
  const trader = await fundedTrader(ex, email, '10000');
  await tradeTwice(ex, trader, maker);
  const res = await ex.call(apiRoutes.copyApply, {
    token: trader.token,
    body: { ...APPLICATION, nickname },
  });
  const data = res.body.data as { leader_id: number | null } | null;
  if (res.status !== 200 || data?.leader_id == null)
    throw new Error(`application refused: ${res.body.message}`);
  return { ...trader, leaderId: data.leader_id };
}

/** The user's futures USDT balance (not frozen) as the ledger holds it. */
export async function futuresBalance(ex: TestExchange, userId: number): Promise<string> {
  return (await ledger.account(ex.ctx.storage.db, userId, 'futures', 'USDT')).balance;
}

/** Balance plus frozen of every account in USDT, users and system: it never changes. */
export async function usdtSum(ex: TestExchange): Promise<string> {
  const rows = await ex.ctx.storage.db
    .selectFrom('ledger_accounts')
    .select(['balance', 'frozen'])
    .where('coin', '=', 'USDT')
    .execute();
  return rows.reduce((sum, row) => sum.plus(row.balance).plus(row.frozen), new Big(0)).toFixed();
}

/** Every USDT account's balance and frozen, keyed user|kind: "nothing changed" compares it. */
export async function usdtAccounts(ex: TestExchange): Promise<Record<string, string>> {
  const rows = await ex.ctx.storage.db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'kind', 'balance', 'frozen'])
    .where('coin', '=', 'USDT')
    .orderBy('id')
    .execute();
  return Object.fromEntries(
    rows.map((row) => [`${String(row.user_id)}|${row.kind}`, `${row.balance}/${row.frozen}`]),
  );
}

/** The first field error's field of an answer. */
export function fieldOf(res: Awaited<ReturnType<TestExchange['call']>>): string | undefined {
  return (res.body.data as { errors?: { field: string }[] } | null)?.errors?.[0]?.field;
}
