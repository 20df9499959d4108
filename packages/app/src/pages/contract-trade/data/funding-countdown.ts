import { useEffect, useState } from 'react';

/**
 * Time left until `target` as HH:MM:SS (hours not wrapped at 24), "00:00:00" once it has passed.
 *
 * @example formatCountdown(1_000 + 3_723_000, 1_000) // '01:02:03'
 */
export function formatCountdown(target: number, now: number): string {
  const seconds = Math.max(0, Math.floor((target - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * The time left until the next funding, ticking every second while mounted.
 *
 * @example const left = useFundingCountdown(mark.nextFundingTime); // '03:59:12'
 */
export function useFundingCountdown(target: number, clock: () => number = Date.now): string {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(clock());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [clock]);
  return formatCountdown(target, now);
}
