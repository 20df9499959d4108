import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type TradingGridClasses, TradingGridLoading } from './trading-grid.tsx';
import {
  TradingPageLoadError,
  TradingPageMessage,
  TradingPageStatus,
} from './trading-page-parts.tsx';

/** Props of {@link tradingPageFallback}: the page's pair list and its own words for each state. */
export interface TradingPageFallbackProps {
  /** The page's h1 ("Spot trading"). */
  title: string;
  /** The product's pair list query. */
  pairs: Pick<UseQueryResult, 'isPending' | 'isError' | 'data' | 'refetch'>;
  /** Whether the list gave the page a pair to show. */
  found: boolean;
  /** The chart area's line while the list loads. */
  loading: ReactNode;
  /** Why the page is empty when the list failed (Try again refetches it). */
  failed: ReactNode;
  /** The page's message when nothing is listed. */
  none: ReactNode;
  classes?: TradingGridClasses;
}

/**
 * What a trading page shows before it has a pair: the grid's empty panels while the list loads
 * (nothing moves when it arrives), the load error with Try again, or "nothing listed"; null once
 * the page has its pair.
 *
 * @example
 * const fallback = tradingPageFallback({ title, pairs, found: pair !== null, loading, failed, none });
 * if (fallback !== null || pair === null) return fallback;
 */
export function tradingPageFallback({
  title,
  pairs,
  found,
  loading,
  failed,
  none,
  classes,
}: TradingPageFallbackProps): ReactNode {
  if (pairs.isPending) {
    return (
      <TradingGridLoading title={title} {...(classes === undefined ? {} : { classes })}>
        {loading}
      </TradingGridLoading>
    );
  }
  if (pairs.isError && !pairs.data) {
    return (
      <TradingPageLoadError
        title={title}
        onRetry={() => {
          void pairs.refetch();
        }}
      >
        {failed}
      </TradingPageLoadError>
    );
  }
  if (!found) {
    return (
      <TradingPageMessage title={title}>
        <TradingPageStatus>{none}</TradingPageStatus>
      </TradingPageMessage>
    );
  }
  return null;
}
