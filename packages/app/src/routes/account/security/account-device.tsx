import { createFileRoute } from '@tanstack/react-router';
import { AccountDevicePage } from '../../../pages/account/security/account-device/account-device-page.tsx';

export const Route = createFileRoute('/account/security/account-device')({
  component: AccountDevicePage,
});
