// The version check (SPEC.md sections 4, 7: GET /app/last/10). Fetching is an injected actor;
// storing the new version and reloading the page are injected through the input.
import { and, assign, fromPromise, setup } from 'xstate';

/** Version info as GET /app/last/10 returns it (SPEC.md section 3). */
export interface VersionInfo {
  version_number: string | number;
  content: string;
}

/**
 * Compares dotted numeric versions ("1.10.0" > "1.9.2"; 12 > 9). Non-numeric parts compare as 0.
 *
 * @example compareVersions('1.10', '1.9') // 1
 */
export function compareVersions(a: string | number, b: string | number): -1 | 0 | 1 {
  const left = String(a).split('.');
  const right = String(b).split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const x = Number.parseInt(left[i] ?? '0', 10) || 0;
    const y = Number.parseInt(right[i] ?? '0', 10) || 0;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

export interface VersionCheckInput {
  /**
   * The version this page runs (stored after the last update), or `null` on a first visit: the
   * page has just loaded the latest release, so the first check adopts it instead of offering it.
   */
  currentVersion: string | null;
  /** Persists the version the user updates to. */
  storeVersion: (version: string) => void;
  /** Reloads the page, e.g. `() => location.reload()`. */
  reload: () => void;
}

export interface VersionCheckContext {
  /** `null` until the first successful check adopts the latest version. */
  currentVersion: string | null;
  storeVersion: (version: string) => void;
  reload: () => void;
  /** Whether the running check was asked for by the user (then every outcome is reported). */
  manual: boolean;
  latest: VersionInfo | null;
  error: string | null;
}

export type VersionCheckEvent =
  /** Start a check; `manual` when the user asked, else it stays silent unless there is news. */
  | { type: 'version.check'; manual: boolean }
  /** The Update button of the "new version" alert. */
  | { type: 'version.update' }
  /** Close whichever alert shows. */
  | { type: 'version.dismiss' };

/** Fetches the latest version; the app provides it with `machine.provide({ actors })`. */
const fetchLatestVersion = fromPromise<VersionInfo>(() =>
  Promise.reject(
    new Error('versionCheckMachine: provide the `fetchLatestVersion` actor with machine.provide()'),
  ),
);

/**
 * idle → checking → updateAvailable | upToDate (manual only) | failed (manual only) | idle.
 * Update stores the new version, then reloads. With no known current version, a check adopts the
 * latest one (stores it, no update alert; a manual check still says "current version").
 *
 * @example
 * const version = createActor(versionCheckMachine.provide({ actors: { fetchLatestVersion } }), {
 *   input: { currentVersion, storeVersion, reload: () => location.reload() },
 * }).start();
 * version.send({ type: 'version.check', manual: true });
 */
export const versionCheckMachine = setup({
  types: {
    context: {} as VersionCheckContext,
    events: {} as VersionCheckEvent,
    input: {} as VersionCheckInput,
  },
  actors: { fetchLatestVersion },
  guards: {
    isUnknown: ({ context }) => context.currentVersion === null,
    isNewer: ({ context }, params: { latest: VersionInfo }) =>
      context.currentVersion !== null &&
      compareVersions(params.latest.version_number, context.currentVersion) > 0,
    isManual: ({ context }) => context.manual,
  },
  actions: {
    startCheck: assign({
      manual: ({ event }) => event.type === 'version.check' && event.manual,
      error: null,
    }),
    /** A manual request during an automatic check makes that check report its outcome. */
    escalate: assign({
      manual: ({ context, event }) =>
        context.manual || (event.type === 'version.check' && event.manual),
    }),
    recordLatest: assign({ latest: (_, params: { latest: VersionInfo }) => params.latest }),
    /** A first visit runs the latest release already: remember it so later checks compare. */
    adoptLatest: assign({
      currentVersion: (_, params: { latest: VersionInfo }) => String(params.latest.version_number),
    }),
    storeCurrent: ({ context }) => {
      if (context.currentVersion !== null) context.storeVersion(context.currentVersion);
    },
    recordError: assign({
      error: (_, params: { error: unknown }) =>
        params.error instanceof Error ? params.error.message : String(params.error),
    }),
    /** Store first: after the reload the stored version is the one that runs. */
    updateAndReload: ({ context }) => {
      if (context.latest === null) throw new Error('versionCheckMachine: update without a version');
      context.storeVersion(String(context.latest.version_number));
      context.reload();
    },
  },
}).createMachine({
  id: 'versionCheck',
  context: ({ input }) => ({
    currentVersion: input.currentVersion,
    storeVersion: input.storeVersion,
    reload: input.reload,
    manual: false,
    latest: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'version.check': { target: 'checking', actions: 'startCheck' } },
    },
    checking: {
      on: { 'version.check': { actions: 'escalate' } },
      invoke: {
        id: 'fetchLatestVersion',
        src: 'fetchLatestVersion',
        onDone: [
          {
            guard: and(['isUnknown', 'isManual']),
            target: 'upToDate',
            actions: [
              { type: 'recordLatest', params: ({ event }) => ({ latest: event.output }) },
              { type: 'adoptLatest', params: ({ event }) => ({ latest: event.output }) },
              'storeCurrent',
            ],
          },
          {
            guard: 'isUnknown',
            target: 'idle',
            actions: [
              { type: 'recordLatest', params: ({ event }) => ({ latest: event.output }) },
              { type: 'adoptLatest', params: ({ event }) => ({ latest: event.output }) },
              'storeCurrent',
            ],
          },
          {
            guard: { type: 'isNewer', params: ({ event }) => ({ latest: event.output }) },
            target: 'updateAvailable',
            actions: { type: 'recordLatest', params: ({ event }) => ({ latest: event.output }) },
          },
          {
            guard: 'isManual',
            target: 'upToDate',
            actions: { type: 'recordLatest', params: ({ event }) => ({ latest: event.output }) },
          },
          {
            target: 'idle',
            actions: { type: 'recordLatest', params: ({ event }) => ({ latest: event.output }) },
          },
        ],
        onError: [
          {
            guard: 'isManual',
            target: 'failed',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'idle' },
        ],
      },
    },
    updateAvailable: {
      on: {
        'version.update': 'reloading',
        'version.dismiss': 'idle',
      },
    },
    upToDate: {
      on: {
        'version.dismiss': 'idle',
        'version.check': { target: 'checking', actions: 'startCheck' },
      },
    },
    failed: {
      on: {
        'version.dismiss': 'idle',
        'version.check': { target: 'checking', actions: 'startCheck' },
      },
    },
    // The page is going away; nothing more happens here.
    reloading: {
      entry: 'updateAndReload',
    },
  },
});
