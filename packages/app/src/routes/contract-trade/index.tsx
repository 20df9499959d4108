import { createFileRoute } from '@tanstack/react-router';
import { ContractTradePage } from '../../pages/contract-trade/contract-trade-page.tsx';
import { parseSymbolSearch, useSymbolNavigate } from '../../trading/trading-page/symbol-search.ts';

export const Route = createFileRoute('/contract-trade/')({
  validateSearch: parseSymbolSearch,
  component: ContractTradeRoute,
});

function ContractTradeRoute() {
  const { symbol } = Route.useSearch();
  const onSymbolChange = useSymbolNavigate(Route.useNavigate());
  return <ContractTradePage symbol={symbol} onSymbolChange={onSymbolChange} />;
}
