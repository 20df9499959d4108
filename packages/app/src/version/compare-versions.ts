import { compareVersions } from '@exchange/machines';

/** The storage key of the release this browser runs (set when the user accepts an update). */
export const VERSION_KEY = 'version';

export type VersionVerdict = 'update' | 'current' | 'silent';

/**
 * SPEC.md section 4: a newer release shows the update alert; the same release shows "current
 * version" only when the user asked. A browser that never stored a release adopts the latest
 * silently: it has just loaded it.
 */
export function versionVerdict(
  stored: string | null,
  latest: string,
  manual: boolean,
): VersionVerdict {
  if (stored === null) return manual ? 'current' : 'silent';
  if (compareVersions(latest, stored) > 0) return 'update';
  return manual ? 'current' : 'silent';
}
