import { createFileRoute } from '@tanstack/react-router';
import { SpotTradePage } from '../../pages/spot-trade/spot-trade-page.tsx';
import { parseSymbolSearch, useSymbolNavigate } from '../../trading/trading-page/symbol-search.ts';

export const Route = createFileRoute('/spot-trade/')({
  validateSearch: parseSymbolSearch,
  component: SpotTradeRoute,
});

function SpotTradeRoute() {
  const { symbol } = Route.useSearch();
  const onSymbolChange = useSymbolNavigate(Route.useNavigate());
  return <SpotTradePage symbol={symbol} onSymbolChange={onSymbolChange} />;
}
