import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatCountdown, type CountdownOptions } from '@exchange/design-system';

/** The funding timer reads like Binance's: always HH:MM:SS, a second shown once fully elapsed. */
const FUNDING_COUNTDOWN: CountdownOptions = { layout: 'clock', round: 'down' };

/**
 * The time left until the next funding, ticking every second while mounted.
 *
 * @example const left = useFundingCountdown(mark.nextFundingTime); // '03:59:12'
 */
export function useFundingCountdown(target: number, clock: () => number = Date.now): string {
  const { i18n } = useLingui();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(clock());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [clock]);
  return formatCountdown(target - now, i18n.locale, FUNDING_COUNTDOWN);
}
