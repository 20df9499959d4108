import { createFileRoute } from '@tanstack/react-router';
import { OtcTradePage } from '../../pages/otc/otc-trade-page.tsx';

export const Route = createFileRoute('/otc-trade/')({
  component: OtcTradePage,
});
