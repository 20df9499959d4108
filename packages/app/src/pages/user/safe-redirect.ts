/**
 * Where to go after signing in: the page the guard interrupted, if it is a path of this site.
 * Anything else (another origin, `//host`) goes home, so the link cannot send users away.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return '/';
  return target;
}
