import { createFileRoute } from '@tanstack/react-router';
import { ModifyPasswordPage } from '../../../pages/account/security/modify-password/modify-password-page.tsx';

export const Route = createFileRoute('/account/security/modify-password')({
  component: ModifyPasswordPage,
});
