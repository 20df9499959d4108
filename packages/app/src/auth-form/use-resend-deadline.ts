import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useResendCountdown } from './use-resend-countdown.ts';

/**
 * Where the app keeps when a target may ask for another code of a purpose (`resend_at` of
 * POST /getCaptcha or POST /security/sendCode): in the app's query cache rather than a field's
 * state, so a form that mounts its code field again (a second withdrawal, a dialog reopened)
 * still counts down instead of offering a send the server refuses (429).
 *
 * @example resendDeadlineKey('withdraw', 'A@B.example') // ['codeResendAt', 'withdraw', 'a@b.example']
 */
export const resendDeadlineKey = (purpose: string, target: string) =>
  ['codeResendAt', purpose, target.trim().toLowerCase()] as const;

/**
 * The resend countdown of a code field: whole seconds `left` before the field at `key` may send
 * again, and `remember(key, resendAt)` to call when a send succeeds (the key of what it was
 * sent to, which may differ from what the field says by then).
 */
export function useResendDeadline(key: QueryKey): {
  left: number;
  remember: (sentKey: QueryKey, resendAt: number) => void;
} {
  const queryClient = useQueryClient();
  const [resendAt, setResendAt] = useState<number | null>(
    () => queryClient.getQueryData<number>(key) ?? null,
  );
  const left = useResendCountdown(resendAt);
  return {
    left,
    remember: (sentKey, at) => {
      queryClient.setQueryData(sentKey, at);
      setResendAt(at);
    },
  };
}
