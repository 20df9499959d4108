/**
 * Client-side storage keys, exactly as SPEC.md section 3 names them.
 * `dark` holds "true" or "false"; `user` holds the user object as JSON.
 */
export const STORAGE_KEYS = {
  dark: 'dark',
  token: 'token',
  user: 'user',
  locale: 'locale',
} as const;
