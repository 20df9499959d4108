import { useState } from 'react';
import type { ContractPair } from '@exchange/api';
import { useMarketChannel } from '../../../live/use-market-channel.ts';

/** A contract's live prices: what the `mark` channel update carries. */
export interface ContractMark {
  symbol: string;
  markPrice: string;
  indexPrice: string;
  /** The predicted rate of the next funding, as a fraction. */
  fundingRate: string;
  nextFundingTime: number;
}

/** The prices the pair list came with, shown until the first mark update. */
export function markOfPair(pair: ContractPair): ContractMark {
  return {
    symbol: pair.symbol,
    markPrice: pair.mark_price,
    indexPrice: pair.index_price,
    fundingRate: pair.funding_rate,
    nextFundingTime: pair.next_funding_time,
  };
}

/**
 * The contract's mark and index prices and funding, live from the `mark` update of
 * `contract@{symbol}` (about once a second); the pair list's values until the first one, and
 * again after a switch to another pair.
 *
 * @example const mark = useContractMark(pair); mark.markPrice
 */
export function useContractMark(pair: ContractPair): ContractMark {
  const [live, setLive] = useState<ContractMark | null>(null);
  useMarketChannel('contract', 'mark', pair.symbol, (update) => {
    if (update.symbol !== pair.symbol) return;
    setLive({
      symbol: update.symbol,
      markPrice: update.mark_price,
      indexPrice: update.index_price,
      fundingRate: update.funding_rate,
      nextFundingTime: update.next_funding_time,
    });
  });
  return live?.symbol === pair.symbol ? live : markOfPair(pair);
}
