import { createFileRoute } from '@tanstack/react-router';
import { WithdrawPage } from '../../pages/assets/withdraw/withdraw-page.tsx';

/** `?coin=USDT&address=…`: the coin and an address to prefill (both optional). */
export interface WithdrawSearch {
  coin?: string;
  address?: string;
}

export const Route = createFileRoute('/assets/withdraw')({
  validateSearch: (search: Record<string, unknown>): WithdrawSearch => ({
    ...(typeof search.coin === 'string' && search.coin !== '' ? { coin: search.coin } : {}),
    ...(typeof search.address === 'string' && search.address !== ''
      ? { address: search.address }
      : {}),
  }),
  component: WithdrawRoute,
});

function WithdrawRoute() {
  const { coin, address } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WithdrawPage
      key={address}
      coin={coin}
      address={address}
      onCoinChange={(next) => {
        void navigate({ search: { coin: next }, replace: true });
      }}
    />
  );
}
