import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../app-services.tsx';
import { useTickers } from '../../live/use-tickers.ts';
import { contractPairsQuery, spotPairsQuery } from '../../queries/pairs.query.ts';
import { MarketView } from './market-view.tsx';
import { toMarketRows } from './market-rows.ts';

/** /market: the pair lists from the API, kept live by the socket's ticker feeds. */
export function MarketPage() {
  const { api } = useAppServices();
  const spotPairs = useQuery(spotPairsQuery(api));
  const contractPairs = useQuery(contractPairsQuery(api));
  const spotTickers = useTickers('trade');
  const contractTickers = useTickers('contract');
  const status =
    spotPairs.isPending || contractPairs.isPending
      ? 'loading'
      : spotPairs.isError && contractPairs.isError
        ? 'error'
        : 'ready';
  return (
    <MarketView
      status={status}
      spot={toMarketRows('spot', spotPairs.data ?? [], spotTickers)}
      contract={toMarketRows('contract', contractPairs.data ?? [], contractTickers)}
    />
  );
}
