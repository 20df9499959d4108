import { createFileRoute } from '@tanstack/react-router';
import { SpotAccountPage } from '../../pages/assets/spot-account/spot-account-page.tsx';

export const Route = createFileRoute('/assets/spot-account')({
  component: SpotAccountPage,
});
