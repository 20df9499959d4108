/** The browser traits the fingerprint is made of: stable across reloads, no storage needed. */
export interface BrowserTraits {
  userAgent: string;
  language: string;
  languages: readonly string[];
  platform: string;
  hardwareConcurrency: number;
  screen: string;
  timeZone: string;
  /**
   * A random value kept in this browser profile's storage. Two profiles on one machine share
   * every other trait; without it they would be one "device" and a second login from the other
   * profile could not be told apart (notify 40 compares device keys, SPEC.md section 4).
   */
  profileSalt: string;
}

/** Storage key of the profile salt (see {@link BrowserTraits.profileSalt}). */
export const DEVICE_SALT_KEY = 'device_salt';

/** The profile salt: read from storage, or made and stored on the first visit. */
export function profileSalt(storage: {
  get: (key: string) => string | null;
  set: (key: string, value: string) => void;
}): string {
  const stored = storage.get(DEVICE_SALT_KEY);
  if (stored) return stored;
  const salt = crypto.randomUUID();
  storage.set(DEVICE_SALT_KEY, salt);
  return salt;
}

export function readBrowserTraits(salt: string, win: Window = window): BrowserTraits {
  const { navigator: nav, screen } = win;
  return {
    userAgent: nav.userAgent,
    language: nav.language,
    languages: nav.languages,
    // userAgentData is Chromium-only; the UA string already carries the platform elsewhere.
    platform:
      (nav as Navigator & { userAgentData?: { platform: string } }).userAgentData?.platform ?? '',
    hardwareConcurrency: nav.hardwareConcurrency,
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    profileSalt: salt,
  };
}

/**
 * The device id sent on every request (SPEC.md section 7): a SHA-256 hash of the browser's
 * traits, hex-encoded. The same browser profile gives the same id on every reload.
 *
 * @example await deviceId(readBrowserTraits(profileSalt(storage))) // '3f1c…' (64 hex digits)
 */
export async function deviceId(traits: BrowserTraits): Promise<string> {
  const text = JSON.stringify([
    traits.userAgent,
    traits.language,
    traits.languages,
    traits.platform,
    traits.hardwareConcurrency,
    traits.screen,
    traits.timeZone,
    traits.profileSalt,
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
