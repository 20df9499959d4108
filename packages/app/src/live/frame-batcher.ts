/** Runs `flush` once, later: the next animation frame in the browser, a manual call in tests. */
export type Schedule = (flush: () => void) => void;

/** The browser's default {@link Schedule}: one flush per animation frame. */
export const animationFrame: Schedule = (flush) => {
  requestAnimationFrame(() => {
    flush();
  });
};

/**
 * The machinery both live stores share: a committed snapshot that React reads, a pending one that
 * updates write, and at most one scheduled flush that promotes pending to committed and tells the
 * listeners. However many updates arrive within a frame, React renders once (issue 8: rendering
 * coalesced to animation frames).
 *
 * @example
 * const batcher = createFrameBatcher(initial, animationFrame);
 * batcher.write((current) => ({ ...current, status: 'ready' }));
 */
export function createFrameBatcher<S>(initial: S, schedule: Schedule) {
  let committed = initial;
  let pending: S | null = null;
  let scheduled = false;
  const listeners = new Set<() => void>();

  const flush = () => {
    scheduled = false;
    if (pending === null) return;
    committed = pending;
    pending = null;
    // A copy: a listener may unsubscribe (unmount) while we notify.
    for (const listener of [...listeners]) listener();
  };

  return {
    getSnapshot: (): S => committed,
    /** The newest state, flushed or not: what the next update builds on. */
    latest: (): S => pending ?? committed,
    write: (next: S) => {
      pending = next;
      if (scheduled) return;
      scheduled = true;
      schedule(flush);
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
