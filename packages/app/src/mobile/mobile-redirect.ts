const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** Whether a user agent is a mobile browser's, which the desktop site does not serve. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/**
 * SPEC.md sections 7 and 8: a mobile user agent is sent to the mobile site, and
 * "Going to mobile site" is raised after the redirect so nothing else boots on the desktop app.
 * Without a configured mobile URL nothing happens.
 *
 * @example redirectMobile(navigator.userAgent, import.meta.env.VITE_MOBILE_URL, location)
 */
export function redirectMobile(
  userAgent: string,
  mobileUrl: string | undefined,
  target: Pick<Location, 'replace'>,
): void {
  if (!mobileUrl || !isMobileUserAgent(userAgent)) return;
  target.replace(mobileUrl);
  throw new Error('Going to mobile site');
}
