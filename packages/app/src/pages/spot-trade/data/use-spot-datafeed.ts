import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Datafeed } from '@exchange/chart';
import { useAppServices } from '../../../app-services.tsx';
import { useLive } from '../../../live/live-context.tsx';
import { spotPairsQuery } from '../../../queries/pairs.query.ts';
import { createSpotDatafeed } from './spot-datafeed.ts';

/**
 * The spot candles' datafeed of the app's client and live bus, its symbols from the cached spot
 * pair list: the spot page's chart and the option page's (options are priced off the spot index).
 *
 * @example const datafeed = useSpotDatafeed(); <ChartPanel datafeed={datafeed} … />
 */
export function useSpotDatafeed(): Datafeed {
  const { api } = useAppServices();
  const { bus } = useLive();
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      createSpotDatafeed(api, { bus }, { getPairs: () => queryClient.query(spotPairsQuery(api)) }),
    [api, bus, queryClient],
  );
}
