import type { CoinNetwork, RechargeWithdraw } from '@exchange/api';

/** What the coin's networks are for: a deposit page lists deposit networks, a withdrawal page withdrawal ones. */
export type NetworkPurpose = 'deposit' | 'withdraw';

/** Whether a network takes deposits (or withdrawals) now. */
export function networkOpen(network: CoinNetwork, purpose: NetworkPurpose): boolean {
  return purpose === 'deposit' ? network.deposit_enabled : network.withdraw_enabled;
}

/**
 * The coin the page shows: the one named in the URL (`?coin=USDC`, any case) when the exchange
 * lists it, else the first coin; undefined only while no coin is listed.
 *
 * @example chosenCoin(coins, 'btc')?.coin_name // 'BTC'
 */
export function chosenCoin(
  coins: readonly RechargeWithdraw[],
  name: string | undefined,
): RechargeWithdraw | undefined {
  const wanted = name?.trim().toUpperCase();
  return coins.find((coin) => coin.coin_name.toUpperCase() === wanted) ?? coins[0];
}

/**
 * The network the page shows: the chosen one while it is open for the purpose, else the coin's
 * first open network; undefined when none is open (the page says so).
 *
 * @example chosenNetwork(usdt, 'ERC20', 'deposit')?.network // 'ERC20'
 */
export function chosenNetwork(
  coin: RechargeWithdraw | undefined,
  code: string | undefined,
  purpose: NetworkPurpose,
): CoinNetwork | undefined {
  const open = (coin?.networks ?? []).filter((network) => networkOpen(network, purpose));
  return open.find((network) => network.network === code) ?? open[0];
}
