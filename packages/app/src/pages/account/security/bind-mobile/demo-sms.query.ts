import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';

/**
 * The newest code the demo SMS inbox (GET /demo/sms, demo servers only) holds for a number, or
 * null when it holds none. `sentAt` (the send's resend time) keys each send apart, so a resend
 * looks again. Like the demo mailbox's query (auth-form/demo-mailbox.query.ts).
 *
 * @example useQuery(demoSmsCodeQuery(api, '+44', '7700900123', sentAt)).data // '482913'
 */
export function demoSmsCodeQuery(
  api: ApiClient,
  countryCode: string,
  mobile: string,
  sentAt: number,
) {
  return queryOptions({
    queryKey: ['demo-sms', countryCode, mobile, sentAt],
    queryFn: async ({ signal }) => {
      const texts = await api.call(
        'demoSmsInbox',
        { query: { country_code: countryCode, mobile } },
        { signal },
      );
      // Newest first: the first text with a code is the one just sent.
      return texts.find((sms) => sms.code !== null)?.code ?? null;
    },
    staleTime: Infinity,
    retry: false,
  });
}
