import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SpotTradePage } from '../../pages/spot-trade/spot-trade-page.tsx';

/** `?symbol=BTCUSDT`; validated against the pair list by the page (an unknown one is replaced). */
export interface SpotTradeSearch {
  symbol?: string;
}

export const Route = createFileRoute('/spot-trade/')({
  validateSearch: (search: Record<string, unknown>): SpotTradeSearch =>
    typeof search.symbol === 'string' && search.symbol !== '' ? { symbol: search.symbol } : {},
  component: SpotTradeRoute,
});

function SpotTradeRoute() {
  const { symbol } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSymbolChange = useCallback(
    (next: string, { replace }: { replace: boolean }) => {
      void navigate({ search: { symbol: next }, replace });
    },
    [navigate],
  );
  return <SpotTradePage symbol={symbol} onSymbolChange={onSymbolChange} />;
}
