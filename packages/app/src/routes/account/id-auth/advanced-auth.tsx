import { createFileRoute } from '@tanstack/react-router';
import { AdvancedAuthPage } from '../../../pages/account/id-auth/advanced-auth/advanced-auth-page.tsx';

export const Route = createFileRoute('/account/id-auth/advanced-auth')({
  component: AdvancedAuthPage,
});
