import { createFileRoute } from '@tanstack/react-router';
import { OptionTradePage } from '../../pages/option-trade/option-trade-page.tsx';
import { parseSymbolSearch, useSymbolNavigate } from '../../trading/trading-page/symbol-search.ts';

export const Route = createFileRoute('/option-trade/')({
  validateSearch: parseSymbolSearch,
  component: OptionTradeRoute,
});

function OptionTradeRoute() {
  const { symbol } = Route.useSearch();
  const onSymbolChange = useSymbolNavigate(Route.useNavigate());
  return <OptionTradePage symbol={symbol} onSymbolChange={onSymbolChange} />;
}
