import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../pages/user/login-page.tsx';

interface LoginSearch {
  /** The page the route guard interrupted, to return to after signing in. */
  redirect?: string;
}

export const Route = createFileRoute('/user/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
