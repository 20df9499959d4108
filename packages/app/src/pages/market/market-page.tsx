import { MarketView } from './market-view.tsx';
import { CONTRACT_MARKET, SPOT_MARKET, useMarketRows } from '../../markets/use-market-rows.ts';

/** /market: the pair lists from the API, kept live by the socket's ticker feeds. */
export function MarketPage() {
  const spot = useMarketRows(SPOT_MARKET);
  const contract = useMarketRows(CONTRACT_MARKET);
  const status =
    spot.pairs.isPending || contract.pairs.isPending
      ? 'loading'
      : spot.pairs.isError && contract.pairs.isError
        ? 'error'
        : 'ready';
  return <MarketView status={status} spot={spot.rows} contract={contract.rows} />;
}
