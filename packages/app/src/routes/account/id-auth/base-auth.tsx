import { createFileRoute } from '@tanstack/react-router';
import { BaseAuthPage } from '../../../pages/account/id-auth/base-auth/base-auth-page.tsx';

export const Route = createFileRoute('/account/id-auth/base-auth')({
  component: BaseAuthPage,
});
