import { fromPromise } from 'xstate';

/**
 * The reachability probe of the networkQuality machine (SPEC.md section 7): time one uncached
 * GET of the server's health URL. The machine aborts it after 3 s.
 */
export function healthProbe(url: string, now: () => number = () => performance.now()) {
  return fromPromise<number>(async ({ signal }) => {
    const started = now();
    const response = await fetch(url, { cache: 'no-store', signal });
    if (!response.ok) throw new Error(`Probe answered ${response.status}`);
    await response.arrayBuffer();
    return now() - started;
  });
}
