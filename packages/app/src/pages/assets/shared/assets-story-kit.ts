import { Big } from 'big.js';
import type { HttpHandler } from 'msw';
import type { AccountType, WalletEntry } from '@exchange/api';
import {
  contractAccountFixture,
  financeWalletFixture,
  MockHttpError,
  routeHandler,
  spotWalletFixture,
} from '@exchange/api/msw';

// A small stateful wallet for stories: transfers move money between the accounts, so a story can
// show every balance on screen following a transfer. Stories only (never app code).

/** The story's accounts, mutated by its transfer handler. */
export interface StoryWallet {
  handlers: HttpHandler[];
  /** How many transfers the handler accepted. */
  transfers: () => number;
}

function moved(entry: WalletEntry, delta: Big): WalletEntry {
  const balance = new Big(entry.balance).plus(delta);
  const total = balance.plus(entry.freeze);
  const price = new Big(entry.total_balance).eq(0)
    ? new Big(1)
    : new Big(entry.usdt_equivalence).div(entry.total_balance);
  return {
    ...entry,
    balance: balance.toFixed(),
    total_balance: total.toFixed(),
    usdt_equivalence: total.times(price).round(2, Big.roundDown).toFixed(),
  };
}

/**
 * Handlers for GET /wallet, /wallet/contract_account, /wallet/transfer_available and
 * POST /wallet/transfer over one in-memory set of accounts seeded from the fixtures.
 *
 * @example const world = storyWallet(); appLoader({ path, user, handlers: world.handlers })
 */
export function storyWallet(): StoryWallet {
  const accounts: Record<AccountType, WalletEntry[]> = {
    spot: spotWalletFixture.map((entry) => ({ ...entry })),
    futures: contractAccountFixture.list.map((entry) => ({ ...entry })),
    finance: financeWalletFixture.map((entry) => ({ ...entry })),
  };
  let count = 0;
  const entryOf = (account: AccountType, coinId: number) =>
    accounts[account].find((entry) => entry.coin_id === coinId);
  const handlers = [
    routeHandler('wallet', ({ query }) => ({
      account: query.account,
      list: accounts[query.account],
      trade: null,
    })),
    routeHandler('contractAccount', () => {
      const usdt = entryOf('futures', 1);
      return { ...contractAccountFixture, balance: usdt?.balance ?? '0', list: accounts.futures };
    }),
    routeHandler('transferAvailable', ({ query }) => {
      const entry = entryOf(query.from, query.coin_id);
      return {
        coin_id: query.coin_id,
        coin_name: entry?.coin_name ?? 'USDT',
        from: query.from,
        available: entry?.balance ?? '0',
      };
    }),
    routeHandler('transfer', ({ body }) => {
      const source = entryOf(body.from, body.coin_id);
      if (!source || new Big(source.balance).lt(body.amount))
        throw new MockHttpError(422, 'amount: Insufficient balance');
      const amount = new Big(body.amount);
      accounts[body.from] = accounts[body.from].map((entry) =>
        entry.coin_id === body.coin_id ? moved(entry, amount.neg()) : entry,
      );
      const target = entryOf(body.to, body.coin_id);
      accounts[body.to] = target
        ? accounts[body.to].map((entry) =>
            entry.coin_id === body.coin_id ? moved(entry, amount) : entry,
          )
        : [
            ...accounts[body.to],
            moved(
              {
                ...source,
                balance: '0',
                freeze: '0',
                freeze_orders: '0',
                freeze_withdrawals: '0',
                total_balance: '0',
                usdt_equivalence: '0',
              },
              amount,
            ),
          ];
      count += 1;
      return {
        id: 900 + count,
        coin_id: body.coin_id,
        coin_name: source.coin_name,
        from: body.from,
        to: body.to,
        amount: body.amount,
        ref_id: `T${String(900 + count)}`,
        created_at: 1_763_800_000_000,
      };
    }),
  ];
  return { handlers, transfers: () => count };
}
