import { useCallback } from 'react';

// The trading pages' routes (/spot-trade, /contract-trade, /option-trade) share their search and
// its navigation: the page decides the pair from `?symbol=` and asks to show another.

/** `?symbol=BTCUSDT`; validated against the product's pair list by the page (an unknown one is replaced). */
export interface SymbolSearch {
  symbol?: string;
}

/**
 * A trading route's `validateSearch`: a non-empty `symbol` string, nothing else.
 *
 * @example parseSymbolSearch({ symbol: 'BTCUSDT', tab: 'x' }) // { symbol: 'BTCUSDT' }
 */
export function parseSymbolSearch(search: Record<string, unknown>): SymbolSearch {
  return typeof search.symbol === 'string' && search.symbol !== '' ? { symbol: search.symbol } : {};
}

/** What a trading route gives its page: the URL's symbol and the way to show another pair. */
export interface TradingRouteProps {
  /** The `?symbol=` of the URL, unvalidated. */
  symbol: string | undefined;
  /** Show another pair; `replace` when correcting an unknown symbol (no history entry). */
  onSymbolChange: (symbol: string, options: { replace: boolean }) => void;
}

/** What a route's `useNavigate()` gives, as far as the symbol change needs it. */
type NavigateToSymbol = (options: { search: SymbolSearch; replace: boolean }) => Promise<void>;

/**
 * The page's `onSymbolChange` over its route's navigate: another pair is a new history entry,
 * correcting an unknown symbol replaces the current one.
 *
 * @example const onSymbolChange = useSymbolNavigate(Route.useNavigate());
 */
export function useSymbolNavigate(navigate: NavigateToSymbol): TradingRouteProps['onSymbolChange'] {
  return useCallback(
    (next: string, { replace }: { replace: boolean }) => {
      void navigate({ search: { symbol: next }, replace });
    },
    [navigate],
  );
}
