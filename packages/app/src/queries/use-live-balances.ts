import { useQueryClient } from '@tanstack/react-query';
import { useUserEvents } from '../live/use-user-events.ts';
import { invalidateBalances } from './wallet.query.ts';

/**
 * Keeps every balance on screen live: a balance event on the user's own socket channel
 * (bindUid: a fill, a deposit credited, a withdrawal settled, a transfer from another tab)
 * refetches the header totals, the account lists and the transfer dialog's "available".
 *
 * @example useLiveBalances(); // in the header's wallet menu, mounted on every signed-in page
 */
export function useLiveBalances(): void {
  const queryClient = useQueryClient();
  useUserEvents((event) => {
    if (event.event === 'balance') void invalidateBalances(queryClient);
  });
}
