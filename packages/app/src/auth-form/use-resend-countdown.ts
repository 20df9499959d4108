import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `resendAt` (a Unix ms time from POST /getCaptcha), ticking once a
 * second and stopping at 0.
 */
export function useResendCountdown(resendAt: number | null, now: () => number = Date.now): number {
  const secondsLeft = () =>
    resendAt === null ? 0 : Math.max(0, Math.ceil((resendAt - now()) / 1000));
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    const tick = () => {
      setLeft(resendAt === null ? 0 : Math.max(0, Math.ceil((resendAt - now()) / 1000)));
    };
    tick();
    if (resendAt === null) return;
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [resendAt, now]);
  return left;
}
