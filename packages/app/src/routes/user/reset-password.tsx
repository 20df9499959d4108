import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../pages/user/reset-password-page.tsx';

export const Route = createFileRoute('/user/reset-password')({
  component: ResetPasswordPage,
});
