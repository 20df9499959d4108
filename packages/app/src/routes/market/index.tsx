import { createFileRoute } from '@tanstack/react-router';
import { MarketPage } from '../../pages/market/market-page.tsx';

export const Route = createFileRoute('/market/')({
  component: MarketPage,
});
