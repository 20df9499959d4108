// What the contract engine's tests share: an engine over a fresh in-memory database with the
// system accounts seeded, futures funds, a settable mark, balances and conservation totals.
import { Big } from 'big.js';
import { afterEach } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { ledger } from '../wallet/ledger.ts';
import { ContractActions, type OpenInput } from './contract-actions.ts';
import { seedSystemAccounts } from './contract-install.ts';
import { CONTRACT_PAIRS } from './contract-pairs.ts';
import { ContractEngine } from './contract-service.ts';

export const NOW = Date.UTC(2026, 10, 24, 8, 0, 0);
const opened: Storage[] = [];

/** Close every storage {@link contractSetup} opened, after each test. */
export function closeAfterEach(): void {
  afterEach(async () => {
    for (const storage of opened.splice(0)) await storage.close();
  });
}

/** An engine (and the user actions) over `storage`, marks settable per symbol. */
export async function engineOver(storage: Storage, marks = new Map<string, Big>()) {
  let clock = NOW;
  const engine = new ContractEngine({
    storage,
    pairs: CONTRACT_PAIRS,
    now: () => (clock += 1000),
  });
  engine.setMarkProvider((symbol) => marks.get(symbol));
  await engine.open();
  return { engine, actions: new ContractActions(engine), marks };
}

/** A fresh in-memory store with 'house' and 'insurance' seeded, BTC marked at 60,000. */
export async function contractSetup() {
  const storage = await openStorage({ file: ':memory:' });
  opened.push(storage);
  await seedSystemAccounts(storage, NOW, '1000000', '10000');
  const marks = new Map([['BTCUSDT', new Big('60000')]]);
  const { engine, actions } = await engineOver(storage, marks);
  return { storage, engine, actions, marks };
}

export async function fundFutures(storage: Storage, userId: number, amount: string) {
  await storage.db.transaction().execute((trx) =>
    ledger.deposit(trx, {
      userId,
      kind: 'futures',
      coin: 'USDT',
      amount,
      reason: 'deposit',
      refId: `fund${userId}`,
    }),
  );
}

/** {@link contractSetup} with users 1 and 2 holding 10,000 USDT each in their futures accounts. */
export async function twoTradersSetup() {
  const setup = await contractSetup();
  await fundFutures(setup.storage, 1, '10000');
  await fundFutures(setup.storage, 2, '10000');
  return setup;
}

export async function futures(storage: Storage, userId: number) {
  const account = await ledger.account(storage.db, userId, 'futures', 'USDT');
  return { balance: new Big(account.balance), frozen: new Big(account.frozen) };
}

export async function system(storage: Storage, kind: 'house' | 'fees' | 'insurance') {
  return new Big((await ledger.account(storage.db, 0, kind, 'USDT')).balance);
}

/** The sum over every USDT account, and the lowest balance or frozen of any but 'external'. */
export async function usdtTotals(storage: Storage) {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'kind', 'balance', 'frozen'])
    .where('coin', '=', 'USDT')
    .execute();
  let sum = new Big(0);
  let lowest = new Big(0);
  for (const row of rows) {
    sum = sum.plus(row.balance).plus(row.frozen);
    if (row.kind === 'external') continue;
    for (const value of [new Big(row.balance), new Big(row.frozen)])
      if (value.lt(lowest)) lowest = value;
  }
  return { sum: sum.toFixed(), lowest };
}

/** A BTCUSDT order body. */
export function btc(
  side: 'long' | 'short',
  type: OpenInput['type'],
  amount: string,
  price?: string,
  extra: Partial<OpenInput> = {},
): OpenInput {
  return { symbol: 'BTCUSDT', side, type, amount, ...(price ? { price } : {}), ...extra };
}

/** The status and field of a refusal. */
export async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as { statusCode?: number; errors?: { field: string }[] };
    return { status: e.statusCode, field: e.errors?.[0]?.field };
  }
  throw new Error('Expected a refusal');
}
