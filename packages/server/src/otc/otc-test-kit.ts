import { Big } from 'big.js';
import type { Storage } from '../db/connect.ts';
import type { ServerContext } from '../http/context.ts';
import { type AccountSnapshot, ledger, SYSTEM_USER } from '../wallet/ledger.ts';
import { type OtcConfig, otcConfig } from './otc-config.ts';
import { seedOtcHouse } from './otc-install.ts';
import { OtcService } from './otc-service.ts';

// What the OTC desk's tests share: a desk over a storage with an index the test sets, a clock
// the test moves, and the balances the desk told.

/** The tests' first instant (a whole second). */
export const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);

export interface OtcTest {
  desk: OtcService;
  clock: { now: number };
  /** The spot last price per symbol. */
  prices: Map<string, string>;
  balances: { userId: number; accounts: readonly AccountSnapshot[] }[];
  /** Deposit `amount` of `coin` into the user's spot account. */
  fund(userId: number, coin: string, amount: string): Promise<void>;
  balance(userId: number, coin: string, kind?: 'spot' | 'otc'): Promise<string>;
}

/** A desk over `storage` with its house seeded; BTCUSDT 65,000 and ETHUSDT 3,200. */
export async function otcOn(storage: Storage, config: Partial<OtcConfig> = {}): Promise<OtcTest> {
  const clock = { now: T0 };
  const prices = new Map([
    ['BTCUSDT', '65000'],
    ['ETHUSDT', '3200'],
  ]);
  const balances: OtcTest['balances'] = [];
  const ctx: ServerContext = {
    storage,
    demo: true,
    hooks: { onBalances: (userId, accounts) => balances.push({ userId, accounts }) },
    prices: () => undefined,
    now: () => clock.now,
  };
  const index = {
    peekLastPrice: (symbol: string) => {
      const price = prices.get(symbol);
      return price === undefined ? undefined : new Big(price);
    },
  };
  const full = otcConfig(config);
  await seedOtcHouse(storage, clock.now, full.houseSeed);
  return {
    desk: new OtcService(ctx, index, full),
    clock,
    prices,
    balances,
    fund: async (userId, coin, amount) => {
      await ledger.deposit(storage.db, { userId, coin, amount, reason: 'deposit', refId: 'test' });
    },
    balance: async (userId, coin, kind = 'spot') =>
      (await ledger.account(storage.db, kind === 'otc' ? SYSTEM_USER : userId, kind, coin)).balance,
  };
}
