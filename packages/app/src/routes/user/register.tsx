import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../pages/user/register-page.tsx';

interface RegisterSearch {
  /** From a referral link: /user/register?invite_code=AB12CD. */
  invite_code?: string;
}

export const Route = createFileRoute('/user/register')({
  validateSearch: (search: Record<string, unknown>): RegisterSearch =>
    typeof search.invite_code === 'string' ? { invite_code: search.invite_code } : {},
  component: RegisterRoute,
});

function RegisterRoute() {
  const { invite_code: inviteCode } = Route.useSearch();
  return <RegisterPage inviteCode={inviteCode} />;
}
