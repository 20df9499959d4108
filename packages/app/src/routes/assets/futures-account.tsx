import { createFileRoute } from '@tanstack/react-router';
import { FuturesAccountPage } from '../../pages/assets/futures-account/futures-account-page.tsx';

export const Route = createFileRoute('/assets/futures-account')({
  component: FuturesAccountPage,
});
