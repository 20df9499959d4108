import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@exchange/api';
import { useAppServices } from '../app-services.tsx';
import { storeUserInfo } from '../queries/user-info.query.ts';

/** One or more preferences changed outside the settings page (the header's switch, the language dialog). */
export type PreferenceChange = Partial<Preferences>;

/**
 * Save a preference changed from the header while signed in, so the account and this browser
 * never disagree (issue 18). Fire and forget: the user is updated at once (the settings page and
 * the date formatting follow), the server's answer then replaces it; if the server refuses, the
 * error catalogue has said why (a toast) and the account's value comes back. A visitor's choice stays in this browser only.
 *
 * @example const savePreference = useSavePreference(); savePreference({ theme: 'light' });
 */
export function useSavePreference(): (change: PreferenceChange) => void {
  const { api, auth } = useAppServices();
  const queryClient = useQueryClient();
  return useCallback(
    (change: PreferenceChange) => {
      const { token, user } = auth.getSnapshot();
      if (token === null || user === null) return;
      const optimistic = { ...user, ...change };
      auth.setUser(optimistic);
      api.call('updateUserInfo', { body: change }).then(
        (saved) => {
          storeUserInfo(queryClient, auth, saved);
        },
        () => {
          // Back to the account's value, unless something newer replaced the guess meanwhile.
          if (auth.getSnapshot().user === optimistic) auth.setUser(user);
        },
      );
    },
    [api, auth, queryClient],
  );
}
