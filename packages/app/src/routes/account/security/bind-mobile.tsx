import { createFileRoute } from '@tanstack/react-router';
import { BindMobilePage } from '../../../pages/account/security/bind-mobile/bind-mobile-page.tsx';

export const Route = createFileRoute('/account/security/bind-mobile')({
  component: BindMobilePage,
});
