import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AccountType, ApiClient } from '@exchange/api';
import { formatCoinAmount } from '@exchange/design-system';

/**
 * Prefixes of every query that shows a balance: the header totals, each account's coin list,
 * the futures account, the transfer dialog's "available", and the spot page's trade wallet
 * (`TRADE_WALLET_QUERY_KEY` of pages/spot-trade, named here by value so this module stays below
 * the pages). A transfer, a cancelled withdrawal or a balance event makes all of them stale.
 */
export const BALANCE_QUERY_KEYS = [
  ['assets'],
  ['wallet', 'balances'],
  ['wallet', 'transferAvailable'],
  ['contractAccount'],
  ['tradeWallet'],
  ['financeWallet'],
] as const;

/**
 * Refetch every balance on screen (and mark the hidden ones stale), so a transfer or a cancel
 * shows everywhere without a reload.
 *
 * @example onSuccess: () => invalidateBalances(queryClient)
 */
export async function invalidateBalances(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    BALANCE_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * GET /wallet: one row per coin of an account (spot by default).
 *
 * @example useQuery(walletQuery(api, 'spot'))
 */
export function walletQuery(api: ApiClient, account: AccountType) {
  return queryOptions({
    queryKey: ['wallet', 'balances', account] as const,
    queryFn: ({ signal }) => api.call('wallet', { query: { account } }, { signal }),
  });
}

/**
 * GET /wallet/contract_account: the futures account's margin figures and coin list.
 *
 * @example useQuery(contractAccountQuery(api))
 */
export function contractAccountQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['contractAccount'] as const,
    queryFn: ({ signal }) => api.call('contractAccount', undefined, { signal }),
  });
}

/**
 * GET /wallet/transfer_available: how much of a coin may leave an account now (what open orders
 * or margin hold cannot). The previous answer stays while another coin or account loads.
 *
 * @example useQuery(transferAvailableQuery(api, 1, 'spot'))
 */
export function transferAvailableQuery(api: ApiClient, coinId: number, from: AccountType) {
  return queryOptions({
    queryKey: ['wallet', 'transferAvailable', coinId, from] as const,
    queryFn: ({ signal }) =>
      api.call('transferAvailable', { query: { coin_id: coinId, from } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /config/rechargeWithdraw: every coin with its networks (deposit and withdrawal rules).
 * Public and slow to change: fetched once per session.
 *
 * @example useQuery(coinsQuery(api))
 */
export function coinsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['coins'] as const,
    queryFn: ({ signal }) => api.call('rechargeWithdraw', { query: {} }, { signal }),
    staleTime: Infinity,
  });
}

/**
 * A balance as a form's hint shows it: "…" while its wallet loads and "—" if it could not load
 * (unknown is not zero), else the amount with its coin.
 *
 * @example balanceText(useQuery(walletQuery(api, 'spot')), '10000', 'USDT') // '10,000 USDT'
 */
export function balanceText(
  wallet: { isPending: boolean; isError: boolean },
  available: string,
  coin: string,
): string {
  if (wallet.isPending) return '…';
  if (wallet.isError) return '—';
  return formatCoinAmount(available, coin);
}
