import { createFileRoute } from '@tanstack/react-router';
import { ResetPage } from '../../../pages/account/security/reset/reset-page.tsx';

export const Route = createFileRoute('/account/security/reset')({
  component: ResetPage,
});
