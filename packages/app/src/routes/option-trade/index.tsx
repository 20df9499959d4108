import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { OptionTradePage } from '../../pages/option-trade/option-trade-page.tsx';

/** `?symbol=BTCUSDT`; validated against the option pair list by the page (an unknown one is replaced). */
export interface OptionTradeSearch {
  symbol?: string;
}

export const Route = createFileRoute('/option-trade/')({
  validateSearch: (search: Record<string, unknown>): OptionTradeSearch =>
    typeof search.symbol === 'string' && search.symbol !== '' ? { symbol: search.symbol } : {},
  component: OptionTradeRoute,
});

function OptionTradeRoute() {
  const { symbol } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSymbolChange = useCallback(
    (next: string, { replace }: { replace: boolean }) => {
      void navigate({ search: { symbol: next }, replace });
    },
    [navigate],
  );
  return <OptionTradePage symbol={symbol} onSymbolChange={onSymbolChange} />;
}
