import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';
import { TRADE_WALLET_QUERY_KEY } from '../pages/spot-trade/orders/spot-orders.query.ts';
import { assetsQuery } from './assets.query.ts';
import { withdrawalsQuery } from './funding.query.ts';
import {
  BALANCE_QUERY_KEYS,
  contractAccountQuery,
  invalidateBalances,
  transferAvailableQuery,
  walletQuery,
} from './wallet.query.ts';

// Only the keys are read: no call is made.
const api = {} as ApiClient;

const startsWith = (key: QueryKey, prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);
const isBalance = (key: QueryKey) => BALANCE_QUERY_KEYS.some((prefix) => startsWith(key, prefix));

describe('balance queries', () => {
  it('every query showing a balance is under a balance key', () => {
    for (const query of [
      assetsQuery(api, 'token'),
      walletQuery(api, 'spot'),
      walletQuery(api, 'finance'),
      contractAccountQuery(api),
      transferAvailableQuery(api, 1, 'futures'),
    ])
      expect(isBalance(query.queryKey)).toBe(true);
    // The spot page's trade wallet, named by value in wallet.query.ts.
    expect(isBalance([...TRADE_WALLET_QUERY_KEY, 'BTCUSDT'])).toBe(true);
  });

  it('the records are not balances: a transfer leaves them alone', () => {
    expect(
      isBalance(withdrawalsQuery(api, { coinId: undefined, status: undefined, page: 1 }).queryKey),
    ).toBe(false);
  });

  it('invalidateBalances makes every balance stale and nothing else', async () => {
    const client = new QueryClient();
    const keys: QueryKey[] = [
      ['assets', 'token'],
      ['wallet', 'balances', 'spot'],
      ['contractAccount'],
      ['tradeWallet', 'BTCUSDT'],
      ['wallet', 'deposits', { page: 1 }],
      ['config'],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    await invalidateBalances(client);
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, true, false, false]);
  });
});
