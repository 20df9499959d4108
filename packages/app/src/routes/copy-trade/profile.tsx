import { createFileRoute } from '@tanstack/react-router';
import { CopyProfilePage } from '../../pages/copy-trade/dashboard/dashboard-page.tsx';

export const Route = createFileRoute('/copy-trade/profile')({
  component: CopyProfilePage,
});
