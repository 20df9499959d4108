import type { Coin } from '../config/coins.ts';
import { coinById } from '../config/coins.ts';
import type { CoinNetwork } from '@exchange/api';
import { fieldError } from '../http/errors.ts';

/** The coin of a `coin_id` request field, or a 422 naming it. */
export function requireCoin(coinId: number, field = 'coin_id'): Coin {
  const coin = coinById(coinId);
  if (!coin) throw fieldError(field, 'Unknown coin');
  return coin;
}

/** The network of a coin named by a `network` request field, or a 422 naming it. */
export function requireNetwork(coin: Coin, network: string, field = 'network'): CoinNetwork {
  const found = coin.networks.find((n) => n.network === network);
  if (!found) throw fieldError(field, `${coin.name} is not available on ${network}`);
  return found;
}
