import type { VersionInfo } from '@exchange/api';
import { versionCheckMachine, type VersionInfo as CheckedVersion } from '@exchange/machines';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SafeStorage } from '../storage/safe-storage.ts';

/** The storage key of the release this browser runs (set when the user accepts an update). */
export const VERSION_KEY = 'version';

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

/**
 * Runs `versionCheckMachine` (which owns every rule: comparing, adopting the release on a first
 * visit, storing before the reload) and exposes its alert states as a `VersionAlert`.
 *
 * @example
 * const versions = createVersionChecker({ fetchLatest: () => api.call('appVersion'), storage, reload });
 * void versions.check(false);
 */
export function createVersionChecker({
  fetchLatest,
  storage,
  reload,
}: VersionCheckerDeps): VersionChecker {
  // The machine keeps only what it compares; the alert shows the full release the API returned.
  // The machine records the very object the fetch resolved with, so identity ties the two.
  let fetched: VersionInfo | null = null;
  const fetchLatestVersion = fromPromise<CheckedVersion>(async () => {
    const latest = await fetchLatest();
    fetched = latest;
    return latest;
  });
  const actor = createActor(versionCheckMachine.provide({ actors: { fetchLatestVersion } }), {
    input: {
      currentVersion: storage.get(VERSION_KEY),
      storeVersion: (version) => {
        storage.set(VERSION_KEY, version);
      },
      reload,
    },
  });

  let alert: VersionAlert = null;
  const listeners = new Set<() => void>();
  actor.subscribe((snapshot) => {
    const { latest } = snapshot.context;
    const version = latest !== null && latest === fetched ? fetched : null;
    let next: VersionAlert = null;
    // A failed check shows nothing: the API client has already toasted the error.
    if (version !== null && snapshot.matches('updateAvailable')) next = { kind: 'update', version };
    else if (version !== null && snapshot.matches('upToDate')) next = { kind: 'current', version };
    // Keep the same object while nothing changed, as useSyncExternalStore requires.
    if (next?.kind === alert?.kind && next?.version === alert?.version) return;
    alert = next;
    for (const listener of listeners) listener();
  });
  actor.start();

  return {
    getSnapshot: () => alert,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async check(manual) {
      actor.send({ type: 'version.check', manual });
      await waitFor(actor, (snapshot) => !snapshot.matches('checking'));
    },
    accept() {
      actor.send({ type: 'version.update' });
    },
    dismiss() {
      actor.send({ type: 'version.dismiss' });
    },
  };
}
