import { createFileRoute } from '@tanstack/react-router';
import { BindEmailPage } from '../../../pages/account/security/bind-email/bind-email-page.tsx';

export const Route = createFileRoute('/account/security/bind-email')({
  component: BindEmailPage,
});
