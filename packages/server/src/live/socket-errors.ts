import type { SocketError } from '@exchange/api/socket';
import type { SocketLimits } from './socket-limits.ts';

/** A channel name echoed back in an error only up to this length (a real one is far shorter). */
const MAX_ECHOED_SYMBOL = 64;

/** Commands were dropped for the rate limit (sent at most once a second). */
export function rateLimitedError(limits: Pick<SocketLimits, 'commandsPerSecond'>): SocketError {
  return {
    code: 'rate_limited',
    msg: `More than ${limits.commandsPerSecond} commands a second: commands dropped`,
  };
}

/** A subscription to a channel no registered kind serves or accepts. */
export function unknownSymbolError(cmd: string, symbol: string): SocketError {
  return {
    code: 'unknown_symbol',
    msg: 'No such symbol',
    cmd,
    ...(symbol.length <= MAX_ECHOED_SYMBOL ? { symbol } : {}),
  };
}

/** A subscription past the per-socket cap. */
export function tooManySubscriptionsError(
  limits: Pick<SocketLimits, 'maxSubscriptions'>,
  cmd: string,
  symbol?: string,
): SocketError {
  return {
    code: 'too_many_subscriptions',
    msg: `At most ${limits.maxSubscriptions} subscriptions per socket`,
    cmd,
    ...(symbol === undefined ? {} : { symbol }),
  };
}
