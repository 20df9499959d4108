import { createFileRoute } from '@tanstack/react-router';
import { IdAuthPage } from '../../../pages/account/id-auth/index/id-auth-page.tsx';

export const Route = createFileRoute('/account/id-auth/')({
  component: IdAuthPage,
});
