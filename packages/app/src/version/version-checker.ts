import type { VersionInfo } from '@exchange/api';
import type { SafeStorage } from '../storage/safe-storage.ts';
import { VERSION_KEY, versionVerdict } from './compare-versions.ts';

export type VersionAlert =
  { kind: 'update'; version: VersionInfo } | { kind: 'current'; version: VersionInfo } | null;

export interface VersionCheckerDeps {
  /** GET /app/last/10, fresh each time. */
  fetchLatest: () => Promise<VersionInfo>;
  storage: SafeStorage;
  /** `location.reload`, swapped in stories and tests. */
  reload: () => void;
}

/**
 * The version check of SPEC.md section 4, run at start-up, on socket notify 50, and from the
 * settings menu (manual). Its alert is observable with `useSyncExternalStore`.
 *
 * @example
 * const versions = createVersionChecker({ fetchLatest, storage, reload: () => location.reload() });
 * await versions.check(true); // versions.getSnapshot()?.kind === 'current'
 */
export interface VersionChecker {
  getSnapshot: () => VersionAlert;
  subscribe: (listener: () => void) => () => void;
  check: (manual: boolean) => Promise<void>;
  /** "Update": store the new release, then reload onto it. */
  accept: () => void;
  dismiss: () => void;
}

export function createVersionChecker({
  fetchLatest,
  storage,
  reload,
}: VersionCheckerDeps): VersionChecker {
  let alert: VersionAlert = null;
  const listeners = new Set<() => void>();
  const publish = (next: VersionAlert) => {
    alert = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => alert,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async check(manual) {
      // A failed fetch was already toasted by the API client; the check just ends.
      const latest = await fetchLatest().catch(() => null);
      if (latest === null) return;
      const stored = storage.get(VERSION_KEY);
      const verdict = versionVerdict(stored, latest.version_number, manual);
      if (verdict === 'update') publish({ kind: 'update', version: latest });
      else if (verdict === 'current') publish({ kind: 'current', version: latest });
      if (stored === null) storage.set(VERSION_KEY, latest.version_number);
    },
    accept() {
      if (alert?.kind === 'update') storage.set(VERSION_KEY, alert.version.version_number);
      publish(null);
      reload();
    },
    dismiss() {
      publish(null);
    },
  };
}
