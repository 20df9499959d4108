/** The only paths a visitor without a stored token may open (SPEC.md sections 4 and 6). */
export const PUBLIC_PATHS = [
  '/',
  '/user/register',
  '/user/login',
  '/user/reset-password',
  '/article/detail',
] as const;

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Where a navigation should end up: the target itself, or /user/login for a visitor. */
export function guardedPath(pathname: string, hasToken: boolean): string {
  if (hasToken) return pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(normalise(pathname))
    ? pathname
    : '/user/login';
}
