import { createFileRoute } from '@tanstack/react-router';
import { DepositPage } from '../../pages/assets/recharge/deposit-page.tsx';

/** `?coin=USDC`: the coin to deposit; the page falls back to the first coin when unknown. */
export interface DepositSearch {
  coin?: string;
}

export const Route = createFileRoute('/assets/recharge')({
  validateSearch: (search: Record<string, unknown>): DepositSearch =>
    typeof search.coin === 'string' && search.coin !== '' ? { coin: search.coin } : {},
  component: DepositRoute,
});

function DepositRoute() {
  const { coin } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DepositPage
      coin={coin}
      onCoinChange={(next) => {
        void navigate({ search: { coin: next }, replace: true });
      }}
    />
  );
}
