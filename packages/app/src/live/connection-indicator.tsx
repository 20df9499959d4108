import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConnectionStatus } from '@exchange/design-system';
import { MAX_RECONNECT_ATTEMPTS } from '@exchange/machines';
import type { ConnectionStatusValue } from './use-connection-status.ts';

export interface ConnectionIndicatorProps {
  /** From {@link useConnectionStatus}; the page reads it once for the pill and the panels. */
  connection: ConnectionStatusValue;
  /** IANA zone of the last update time (config website_client_timezone); the browser's if absent. */
  timeZone?: string;
}

/**
 * The live feed's status on a trade page (issue 15), in the page's language: the design
 * system's ConnectionStatus with "Last update hh:mm:ss" whenever the prices are not live, and a
 * Retry once the socket gave up. Spot, contract and option pages show the same one.
 *
 * @example <ConnectionIndicator connection={useConnectionStatus()} timeZone={timezone} />
 */
export function ConnectionIndicator({ connection, timeZone }: ConnectionIndicatorProps) {
  const { t } = useLingui();
  const { state, attempt, lastUpdateAt, retry } = connection;
  // en-GB with h23: the fixed HH:mm:ss of the trade tape, with Latin digits in every language.
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
    [timeZone],
  );
  const max = MAX_RECONNECT_ATTEMPTS;
  const label = (() => {
    switch (state) {
      case 'connecting':
        return t`Connecting…`;
      case 'live':
        return t`Live`;
      case 'stale':
        return t`Delayed`;
      case 'reconnecting':
        return t`Reconnecting (attempt ${attempt} of ${max})`;
      case 'offline':
        return retry === null ? t`Offline` : t`Disconnected`;
      default:
        return state satisfies never;
    }
  })();
  const at = lastUpdateAt === null ? null : time.format(lastUpdateAt);
  return (
    <ConnectionStatus
      state={state}
      label={label}
      {...(state === 'live' || at === null ? {} : { detail: t`Last update ${at}` })}
      {...(retry === null ? {} : { retry: { label: t`Retry`, onRetry: retry } })}
    />
  );
}
