import { createFileRoute } from '@tanstack/react-router';
import { BindGooglePage } from '../../../pages/account/security/bind-google/bind-google-page.tsx';

export const Route = createFileRoute('/account/security/bind-google')({
  component: BindGooglePage,
});
