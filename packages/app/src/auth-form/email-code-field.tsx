import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CaptchaPurpose } from '@exchange/api';
import { Button, TextInput } from '@exchange/design-system';
import { useAppServices } from '../app-services.tsx';
import { DemoCodeNotice, useDemoMode } from './demo-code-notice.tsx';
import { resendDeadlineKey, useResendDeadline } from './use-resend-deadline.ts';
import { emailProblem } from './validation.ts';
import styles from './account-fields.module.css';

export interface EmailCodeFieldProps {
  email: string;
  purpose: CaptchaPurpose;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  /** Called when "Send code" is pressed with an invalid e-mail, so the form can show why. */
  onInvalidEmail: () => void;
}

/**
 * The e-mail code input with its "Send code" button and the resend countdown; on a demo server,
 * the notice saying where the code goes (and the code itself) under it.
 */
export function EmailCodeField({
  email,
  purpose,
  value,
  onChange,
  error,
  onInvalidEmail,
}: EmailCodeFieldProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const { left, remember } = useResendDeadline(resendDeadlineKey(purpose, email));
  const send = useMutation({
    mutationFn: (to: string) => api.request('getCaptcha', { body: { email: to, type: purpose } }),
    onSuccess: (result, to) => {
      if (!result.ok) return;
      remember(resendDeadlineKey(purpose, to), result.data.resend_at);
    },
  });
  const sent = send.data?.ok === true;
  // A demo server sends no e-mail: the notice below says where the code is instead.
  const demo = useDemoMode();
  // The demo notice looks up the address the code went to, not what the field says now.
  const sentAt = send.data?.ok === true ? send.data.data.resend_at : null;
  const sentTo = send.variables ?? email.trim();
  return (
    <div className={styles.codeField}>
      <div className={styles.row}>
        <TextInput
          label={t`E-mail code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          error={error}
          hint={sent && !demo ? t`We sent a code to ${email}.` : undefined}
        />
        <Button
          variant="secondary"
          loading={send.isPending}
          disabled={left > 0}
          onClick={() => {
            if (emailProblem(email) !== null) {
              onInvalidEmail();
              return;
            }
            send.mutate(email.trim());
          }}
        >
          {left > 0 ? (
            <Trans>Resend in {left} s</Trans>
          ) : sent ? (
            <Trans>Resend code</Trans>
          ) : (
            <Trans>Send code</Trans>
          )}
        </Button>
      </div>
      <DemoCodeNotice email={sentTo} sentAt={sentAt} onUseCode={onChange} />
    </div>
  );
}
