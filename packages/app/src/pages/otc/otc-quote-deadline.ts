import type { OtcQuote } from '@exchange/api';

/**
 * When a quote stops being acceptable, on the reader's clock. The app keeps no offset to the
 * server's clock (the socket carries none), so the quote's own lifetime on the server's clock
 * (`expires_at − created_at`, 10 s) is laid from the moment the request was sent: the server
 * made the quote after that, so a reader's clock set wrong by minutes still counts the right
 * ten seconds, and the countdown ends no later than the server's (by the request's trip).
 *
 * @example quoteDeadline({ created_at: 5_000, expires_at: 15_000 }, 1_000) // 11_000
 */
export function quoteDeadline(
  quote: Pick<OtcQuote, 'created_at' | 'expires_at'>,
  sentAt: number,
): number {
  return sentAt + Math.max(0, quote.expires_at - quote.created_at);
}
