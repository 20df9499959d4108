import { createFileRoute } from '@tanstack/react-router';
import { ModifyEmailPage } from '../../../pages/account/security/modify-email/modify-email-page.tsx';

export const Route = createFileRoute('/account/security/modify-email')({
  component: ModifyEmailPage,
});
