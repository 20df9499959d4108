// Network quality for the footer's status bar (SPEC.md sections 2, 4, 7, 9). The probe (a fetch of
// a cheap URL, timed by the app) is an injected actor; the browser's `online`/`offline` events are
// forwarded as `network.online` / `network.offline`.
import { assign, fromPromise, raise, setup } from 'xstate';

/** A probe starts this often (SPEC.md section 7). */
export const PROBE_INTERVAL_MS = 10_000;
/** A probe that has not answered by then counts as a timeout (SPEC.md section 7). */
export const PROBE_TIMEOUT_MS = 3000;
/** Below this RTT the network is stable (SPEC.md section 4). */
export const STABLE_BELOW_MS = 300;
/** Up to and including this RTT the network is unstable; above it, timeout (SPEC.md section 4). */
export const UNSTABLE_UP_TO_MS = 1000;

export type NetworkQuality = 'connecting' | 'stable' | 'unstable' | 'timeout';

/**
 * The quality a round-trip time stands for.
 *
 * @example qualityOfRtt(299) // 'stable'; qualityOfRtt(1000) // 'unstable'
 */
export function qualityOfRtt(rttMs: number): Exclude<NetworkQuality, 'connecting'> {
  if (rttMs < STABLE_BELOW_MS) return 'stable';
  if (rttMs <= UNSTABLE_UP_TO_MS) return 'unstable';
  return 'timeout';
}

export interface NetworkQualityInput {
  /** `navigator.onLine` at start. */
  online: boolean;
}

export interface NetworkQualityContext {
  /** The last measured round trip in ms; null before the first answer and after a failure. */
  rttMs: number | null;
  /** The browser's last word on connectivity. */
  online: boolean;
}

export type NetworkQualityEvent =
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** Raised by the probe cycle; can be sent directly by tests. */
  | { type: 'network.measured'; rttMs: number }
  | { type: 'network.probeFailed' };

/**
 * The probe: resolves with the round-trip time in ms, rejects on failure. The app provides it,
 * e.g. `fromPromise(async ({ signal }) => { const t = performance.now(); await fetch(url, { signal }); return performance.now() - t; })`.
 * Its `signal` aborts when the 3 s timeout wins.
 */
const probe = fromPromise<number>(() =>
  Promise.reject(
    new Error('networkQualityMachine: provide the `probe` actor with machine.provide()'),
  ),
);

/**
 * stable / unstable / timeout from a probe every 10 s (3 s timeout); `connecting` before the
 * first result. State value: `{ quality, probe }`; `context.rttMs` is the last RTT.
 *
 * @example
 * const network = createActor(networkQualityMachine.provide({ actors: { probe } }), {
 *   input: { online: navigator.onLine },
 * }).start();
 * window.addEventListener('offline', () => network.send({ type: 'network.offline' }));
 */
export const networkQualityMachine = setup({
  types: {
    context: {} as NetworkQualityContext,
    events: {} as NetworkQualityEvent,
    input: {} as NetworkQualityInput,
  },
  actors: { probe },
  delays: {
    probeInterval: PROBE_INTERVAL_MS,
    probeTimeout: PROBE_TIMEOUT_MS,
  },
  guards: {
    isStable: ({ event }) =>
      event.type === 'network.measured' && qualityOfRtt(event.rttMs) === 'stable',
    isUnstable: ({ event }) =>
      event.type === 'network.measured' && qualityOfRtt(event.rttMs) === 'unstable',
    isOffline: ({ context }) => !context.online,
  },
  actions: {
    recordRtt: assign({
      rttMs: ({ event }) => (event.type === 'network.measured' ? event.rttMs : null),
    }),
    forgetRtt: assign({ rttMs: null }),
    goOffline: assign({ rttMs: null, online: false }),
    goOnline: assign({ online: true }),
    reportFailure: raise({ type: 'network.probeFailed' }),
  },
}).createMachine({
  id: 'networkQuality',
  type: 'parallel',
  context: ({ input }) => ({ rttMs: null, online: input.online }),
  states: {
    quality: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'isOffline', target: 'timeout' }, { target: 'connecting' }],
        },
        connecting: {},
        stable: {},
        unstable: {},
        timeout: {},
      },
      on: {
        'network.measured': [
          { guard: 'isStable', target: '.stable', actions: 'recordRtt' },
          { guard: 'isUnstable', target: '.unstable', actions: 'recordRtt' },
          { target: '.timeout', actions: 'recordRtt' },
        ],
        'network.probeFailed': { target: '.timeout', actions: 'forgetRtt' },
        'network.offline': { target: '.timeout', actions: 'goOffline' },
      },
    },
    probe: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'isOffline', target: 'offline' }, { target: 'cycle' }],
        },
        // Re-entered every 10 s, so a probe starts every 10 s whatever the last one took.
        cycle: {
          after: { probeInterval: { target: 'cycle', reenter: true } },
          initial: 'probing',
          states: {
            probing: {
              invoke: {
                id: 'probe',
                src: 'probe',
                onDone: {
                  target: 'waiting',
                  actions: raise(({ event }) => ({
                    type: 'network.measured',
                    rttMs: event.output,
                  })),
                },
                onError: { target: 'waiting', actions: 'reportFailure' },
              },
              after: { probeTimeout: { target: 'waiting', actions: 'reportFailure' } },
            },
            waiting: {},
          },
        },
        offline: {
          on: { 'network.online': { target: 'cycle', actions: 'goOnline' } },
        },
      },
      on: { 'network.offline': '.offline' },
    },
  },
});
