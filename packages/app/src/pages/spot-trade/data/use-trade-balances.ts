import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../../app-services.tsx';
import { tradeWalletQuery } from './spot-queries.ts';

/** Available (not frozen) balances of a pair's two coins. */
export interface TradeBalances {
  base: string;
  quote: string;
}

/**
 * The signed-in user's available balances of the pair, or null while loading, on error or when
 * signed out. Kept fresh by {@link useSpotUserEvents} (bindUid balance events refetch it).
 *
 * @example const balances = useTradeBalances('BTCUSDT', signedIn);
 */
export function useTradeBalances(symbol: string, signedIn: boolean): TradeBalances | null {
  const { api } = useAppServices();
  const wallet = useQuery({ ...tradeWalletQuery(api, symbol), enabled: signedIn });
  const trade = signedIn ? wallet.data?.trade : null;
  if (!trade) return null;
  return { base: trade.coin.balance, quote: trade.quote.balance };
}
