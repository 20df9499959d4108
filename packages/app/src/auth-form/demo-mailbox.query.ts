import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';

/**
 * The newest e-mail code the demo mailbox (GET /demo/mailbox, demo servers only) holds for
 * `email`, or null when it holds none. `sentAt` (the send's resend time) keys each send apart,
 * so a resend looks again.
 *
 * @example const { data: code } = useQuery(demoCodeQuery(api, 'new@exchange.example', sentAt));
 */
export function demoCodeQuery(api: ApiClient, email: string, sentAt: number) {
  return queryOptions({
    queryKey: ['demo-mailbox', email, sentAt],
    queryFn: async ({ signal }) => {
      const mails = await api.call('demoMailbox', { query: { email } }, { signal });
      // Newest first: the first mail with a code is the one just sent.
      return mails.find((mail) => mail.code !== null)?.code ?? null;
    },
    staleTime: Infinity,
    retry: false,
  });
}
