import { createFileRoute } from '@tanstack/react-router';
import { DisableAccountPage } from '../../../pages/account/security/disable-account/disable-account-page.tsx';

export const Route = createFileRoute('/account/security/disable-account')({
  component: DisableAccountPage,
});
