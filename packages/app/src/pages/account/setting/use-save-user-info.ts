import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Preferences } from '@exchange/api';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { storeUserInfo } from '../../../queries/user-info.query.ts';
import { refusalOf } from '../../assets/shared/refusal.ts';

/** What one save on the settings page sends to POST /updateUserInfo. */
export interface UserInfoChange extends Partial<Preferences> {
  nickname?: string;
  avatar?: Blob;
}

export interface SaveUserInfo {
  save: (change: UserInfoChange, options?: { onSaved?: () => void }) => void;
  saving: boolean;
  /** What is being saved, while it is. */
  pending: UserInfoChange | undefined;
  /** The server's word on each field it refused (422). */
  errors: Record<string, string>;
  /** A refusal or failure that named no field, in words. */
  failure: string | null;
  reset: () => void;
}

/**
 * One save of the settings page (each part saves on its own: the nickname, the avatar, each
 * preference). The server's answer becomes the session's user at once (`storeUserInfo`), which
 * applies language, theme and date formatting across the app; a toast says it is saved.
 */
export function useSaveUserInfo(): SaveUserInfo {
  const { t, i18n } = useLingui();
  const { api, auth, toaster } = useAppServices();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (change: UserInfoChange) => api.request('updateUserInfo', { body: change }),
    onSuccess: (result) => {
      if (!result.ok) return;
      storeUserInfo(queryClient, auth, result.data);
      toaster.success(t`Your settings are saved.`);
    },
  });
  const refusal = refusalOf(mutation.data);
  const failure =
    refusal.form ?? (mutation.error ? callErrorMessage(mutation.error, i18n).text : null);
  return {
    save: (change, options) => {
      mutation.mutate(change, {
        onSuccess: (result) => {
          if (result.ok) options?.onSaved?.();
        },
      });
    },
    saving: mutation.isPending,
    pending: mutation.isPending ? mutation.variables : undefined,
    errors: refusal.fields,
    failure,
    reset: mutation.reset,
  };
}
