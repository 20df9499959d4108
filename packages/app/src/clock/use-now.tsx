import { createContext, use, useEffect, useState, type ReactNode } from 'react';

// The one clock of the app's countdowns (options, launchpad phases, C2C pay windows, OTC quotes).
// The app has no server-time offset (the socket carries none), so the reader's clock is used;
// stories and tests give a fixed one so a countdown reads the same on every run.

const ClockContext = createContext<() => number>(Date.now);

/**
 * Gives the countdowns below it another clock than `Date.now` (a fixed instant in stories).
 *
 * @example <ClockProvider clock={() => FIXTURE_NOW}><OpenOptionsTable … /></ClockProvider>
 */
export function ClockProvider({ clock, children }: { clock: () => number; children: ReactNode }) {
  return <ClockContext value={clock}>{children}</ClockContext>;
}

/**
 * The clock the countdowns read (Date.now unless a {@link ClockProvider} gives another); also
 * for timers that must agree with the countdowns (when to fetch a phase that is due).
 */
export function useClock(): () => number {
  return use(ClockContext);
}

/**
 * The current time in ms, re-read every `intervalMs` while mounted: one re-render per second
 * drives every countdown of a table at once.
 *
 * @example const now = useNow(); const left = row.settle_at - now;
 */
export function useNow(intervalMs = 1000): number {
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(clock());
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [clock, intervalMs]);
  return now;
}
