import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ContractTradePage } from '../../pages/contract-trade/contract-trade-page.tsx';

/** `?symbol=BTCUSDT`; validated against the contract list by the page (an unknown one is replaced). */
export interface ContractTradeSearch {
  symbol?: string;
}

export const Route = createFileRoute('/contract-trade/')({
  validateSearch: (search: Record<string, unknown>): ContractTradeSearch =>
    typeof search.symbol === 'string' && search.symbol !== '' ? { symbol: search.symbol } : {},
  component: ContractTradeRoute,
});

function ContractTradeRoute() {
  const { symbol } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSymbolChange = useCallback(
    (next: string, { replace }: { replace: boolean }) => {
      void navigate({ search: { symbol: next }, replace });
    },
    [navigate],
  );
  return <ContractTradePage symbol={symbol} onSymbolChange={onSymbolChange} />;
}
