import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  networkQualityMachine,
  PROBE_INTERVAL_MS,
  PROBE_TIMEOUT_MS,
  qualityOfRtt,
} from './network-quality.machine.ts';

/** A probe the test answers by hand: each call waits for `answer`/`fail`. */
function manualProbe() {
  const pending: { resolve: (rtt: number) => void; reject: (error: Error) => void }[] = [];
  const calls = { started: 0 };
  const probe = fromPromise<number>(
    () =>
      new Promise<number>((resolve, reject) => {
        calls.started++;
        pending.push({ resolve, reject });
      }),
  );
  const next = () => {
    const call = pending.shift();
    if (!call) throw new Error('no probe is running');
    return call;
  };
  return { probe, pending, next, calls };
}

function start(online = true) {
  const probes = manualProbe();
  const clock = new SimulatedClock();
  const actor = createActor(networkQualityMachine.provide({ actors: { probe: probes.probe } }), {
    clock,
    input: { online },
  }).start();
  const quality = () => (actor.getSnapshot().value as { quality: string }).quality;
  return { probes, clock, actor, quality };
}

/** Lets the promise of a probe settle (a few microtask turns; no timers in this package). */
async function flush() {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}

describe('qualityOfRtt', () => {
  it('draws the boundaries at 300 and 1000 ms inclusive', () => {
    expect(qualityOfRtt(0)).toBe('stable');
    expect(qualityOfRtt(299)).toBe('stable');
    expect(qualityOfRtt(300)).toBe('unstable');
    expect(qualityOfRtt(1000)).toBe('unstable');
    expect(qualityOfRtt(1001)).toBe('timeout');
  });
});

describe('networkQualityMachine', () => {
  it('is connecting before the first result, and probes at once', () => {
    const { probes, quality } = start();
    expect(quality()).toBe('connecting');
    expect(probes.pending).toHaveLength(1);
  });

  it.each([
    [299, 'stable'],
    [300, 'unstable'],
    [1000, 'unstable'],
    [1001, 'timeout'],
  ])('an RTT of %i ms is %s and is exposed', async (rtt, expected) => {
    const { probes, actor, quality } = start();
    probes.next().resolve(rtt);
    await flush();
    expect(quality()).toBe(expected);
    expect(actor.getSnapshot().context.rttMs).toBe(rtt);
  });

  it('counts a failed probe as timeout and forgets the RTT', async () => {
    const { probes, actor, quality } = start();
    probes.next().resolve(120);
    await flush();
    expect(quality()).toBe('stable');
    actor.send({ type: 'network.probeFailed' });
    expect(quality()).toBe('timeout');
    expect(actor.getSnapshot().context.rttMs).toBeNull();
  });

  it('counts a rejected probe as timeout', async () => {
    const { probes, quality } = start();
    probes.next().reject(new Error('net::ERR_FAILED'));
    await flush();
    expect(quality()).toBe('timeout');
  });

  it('times a probe out after 3 s and ignores its late answer', async () => {
    const { probes, clock, quality } = start();
    const late = probes.next();
    clock.increment(PROBE_TIMEOUT_MS - 1);
    expect(quality()).toBe('connecting');
    clock.increment(1);
    expect(quality()).toBe('timeout');
    late.resolve(50);
    await flush();
    expect(quality()).toBe('timeout');
  });

  it('probes every 10 s', async () => {
    const { probes, clock } = start();
    probes.next().resolve(100);
    await flush();
    clock.increment(PROBE_INTERVAL_MS - 1);
    expect(probes.calls.started).toBe(1);
    clock.increment(1);
    expect(probes.calls.started).toBe(2);
    // This one never answers: it times out, and the next still starts 10 s after it began.
    clock.increment(PROBE_TIMEOUT_MS);
    clock.increment(PROBE_INTERVAL_MS - PROBE_TIMEOUT_MS - 1);
    expect(probes.calls.started).toBe(2);
    clock.increment(1);
    expect(probes.calls.started).toBe(3);
  });

  it('goes to timeout when offline, stops probing, and probes again when online', async () => {
    const { probes, clock, actor, quality } = start();
    probes.next().resolve(100);
    await flush();
    actor.send({ type: 'network.offline' });
    expect(quality()).toBe('timeout');
    expect(actor.getSnapshot().context).toEqual({ rttMs: null, online: false });
    clock.increment(PROBE_INTERVAL_MS * 3);
    expect(probes.pending).toHaveLength(0);
    actor.send({ type: 'network.online' });
    expect(probes.pending).toHaveLength(1);
    probes.next().resolve(500);
    await flush();
    expect(quality()).toBe('unstable');
  });

  it('starts offline when the browser says so', () => {
    const { probes, quality } = start(false);
    expect(quality()).toBe('timeout');
    expect(probes.pending).toHaveLength(0);
  });
});
