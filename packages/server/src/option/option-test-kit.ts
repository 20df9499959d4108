import { Big } from 'big.js';
import type { OptionEvent, OptionIndexUpdate } from '@exchange/api/socket';
import type { Storage } from '../db/connect.ts';
import type { ServerContext } from '../http/context.ts';
import { SPOT_PAIRS } from '../market/pairs.ts';
import { type AccountSnapshot, ledger, SYSTEM_USER, toAmount } from '../wallet/ledger.ts';
import { type OptionConfig, optionConfig } from './option-config.ts';
import { OptionService } from './option-service.ts';

// What the option desk's tests share: a desk over a storage with a spot market whose prices the
// test sets, a clock the test moves, and what the desk told (user events, index ticks, balances).

/** The tests' first instant (a whole second). */
export const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);

/** BTCUSDT and ETHUSDT, priced by the test. */
export const TEST_PAIRS = SPOT_PAIRS.slice(0, 2);

export interface DeskTest {
  desk: OptionService;
  clock: { now: number };
  /** The spot last price per symbol (the index unless held). */
  prices: Map<string, string>;
  events: { userId: number; event: OptionEvent }[];
  ticks: OptionIndexUpdate[];
  balances: { userId: number; accounts: readonly AccountSnapshot[] }[];
  /** Deposit `amount` USDT into the user's spot account. */
  fund(userId: number, amount: string): Promise<void>;
  account(userId: number, kind?: string): Promise<{ balance: string; frozen: string }>;
  /** Move the clock to `at` and run a tick there. */
  tickAt(at: number): Promise<void>;
}

/** A desk (not yet ticked) over `storage`; durations 30 s and 60 s unless `config` says so. */
export async function deskOn(
  storage: Storage,
  config: Partial<OptionConfig> = {},
  start = T0,
): Promise<DeskTest> {
  const clock = { now: start };
  const prices = new Map([
    ['BTCUSDT', '65000'],
    ['ETHUSDT', '3200'],
  ]);
  const events: DeskTest['events'] = [];
  const ticks: OptionIndexUpdate[] = [];
  const balances: DeskTest['balances'] = [];
  const ctx: ServerContext = {
    storage,
    demo: true,
    hooks: { onBalances: (userId, accounts) => balances.push({ userId, accounts }) },
    prices: () => undefined,
    now: () => clock.now,
  };
  const spot = {
    pairs: TEST_PAIRS,
    peekLastPrice: (symbol: string) => {
      const price = prices.get(symbol);
      return price === undefined ? undefined : new Big(price);
    },
  };
  const desk = new OptionService(
    ctx,
    spot,
    optionConfig({
      durations: [
        { seconds: 30, payoutRate: '0.8' },
        { seconds: 60, payoutRate: '0.85' },
      ],
      ...config,
    }),
    {
      user: (userId, event) => events.push({ userId, event }),
      index: (update) => ticks.push(update),
    },
  );
  await desk.open();
  return {
    desk,
    clock,
    prices,
    events,
    ticks,
    balances,
    fund: (userId, amount) =>
      storage.db.transaction().execute(async (trx) => {
        await ledger.deposit(trx, {
          userId,
          coin: 'USDT',
          amount,
          reason: 'deposit',
          refId: `fund-${String(userId)}`,
        });
      }),
    account: (userId, kind = 'spot') => ledger.account(storage.db, userId, kind as 'spot', 'USDT'),
    async tickAt(at) {
      clock.now = at;
      await desk.tick(at);
    },
  };
}

/** The options house's USDT. */
export function house(storage: Storage) {
  return ledger.account(storage.db, SYSTEM_USER, 'options', 'USDT');
}

/** Every coin's sum over all accounts (balance + frozen), external included. */
export async function totals(storage: Storage): Promise<Record<string, string>> {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .select(['coin', 'balance', 'frozen'])
    .execute();
  const sum = new Map<string, Big>();
  for (const row of rows)
    sum.set(row.coin, (sum.get(row.coin) ?? new Big(0)).plus(row.balance).plus(row.frozen));
  return Object.fromEntries([...sum].map(([coin, value]) => [coin, value.toFixed()]));
}

/** The statement rows of one option's movements (ref `option-{id}`), oldest first. */
export async function entriesOf(storage: Storage, id: number) {
  const rows = await storage.db
    .selectFrom('ledger_entries')
    .select(['user_id', 'kind', 'reason', 'balance_delta', 'frozen_delta'])
    .where('ref_id', '=', `option-${String(id)}`)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    balance_delta: toAmount(row.balance_delta),
    frozen_delta: toAmount(row.frozen_delta),
  }));
}
