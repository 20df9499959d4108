import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SecurityCodePurpose, SentCode } from '@exchange/api';
import { Button, TextInput } from '@exchange/design-system';
import { useAppServices, useAuth } from '../../../../app-services.tsx';
import { DemoCodeNotice, useDemoMode } from '../../../../auth-form/demo-code-notice.tsx';
import { resendDeadlineKey, useResendDeadline } from '../../../../auth-form/use-resend-deadline.ts';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import styles from '../../../../auth-form/account-fields.module.css';

/** Where a code goes when not to the account's own address (POST /security/sendCode). */
export type SecurityCodeTarget = { email: string } | { country_code: string; mobile: string };

export interface SecurityCodeFieldProps {
  purpose: SecurityCodePurpose;
  /** The new address or the mobile number for bind_email, modify_email_new and bind_mobile. */
  target?: SecurityCodeTarget;
  value: string;
  onChange: (code: string) => void;
  /** The form's or the server's word on the code, shown under it. */
  error?: string | undefined;
  /** "E-mail code" unless told ("SMS code", "Code sent to your new address"). */
  label?: string;
  /** Called before sending; return false to keep it (the form then says why, e.g. no number). */
  beforeSend?: () => boolean;
  /** Called once a code is sent (where it went, masked, and when another may be sent). */
  onSent?: (sent: SentCode) => void;
  /**
   * On a demo server, what to show instead of the demo mailbox notice (the SMS inbox for a
   * mobile number): given the last send's resend time (null before one) and a way to fill the
   * field. By default the demo mailbox notice of the address the code went to.
   */
  demoNotice?: (sentAt: number | null, fillCode: (code: string) => void) => ReactNode;
}

const targetText = (target: SecurityCodeTarget | undefined): string =>
  target === undefined
    ? ''
    : 'email' in target
      ? target.email
      : `${target.country_code} ${target.mobile}`;

/**
 * A security code input with its "Send code" button (POST /security/sendCode with the purpose)
 * and the resend countdown, kept per purpose and target in the query cache like the e-mail code
 * field's (auth-form/use-resend-deadline.ts); on a demo server, the notice with the code.
 *
 * @example <SecurityCodeField purpose="modify_password" value={code} onChange={setCode} />
 */
export function SecurityCodeField({
  purpose,
  target,
  value,
  onChange,
  error,
  label,
  beforeSend,
  onSent,
  demoNotice,
}: SecurityCodeFieldProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const { user } = useAuth();
  const demo = useDemoMode();
  // Security codes have purposes of their own: their deadlines live apart from /getCaptcha's.
  const deadlineKey = (to: string) => resendDeadlineKey(`security.${purpose}`, to);
  const { left, remember } = useResendDeadline(deadlineKey(targetText(target)));
  const send = useMutation({
    mutationFn: (to: SecurityCodeTarget | undefined) =>
      api.request('securitySendCode', {
        body: {
          purpose,
          ...(to === undefined
            ? {}
            : 'email' in to
              ? { email: to.email.trim() }
              : { country_code: to.country_code.trim(), mobile: to.mobile.trim() }),
        },
      }),
    onSuccess: (result, to) => {
      if (!result.ok) return;
      remember(deadlineKey(targetText(to)), result.data.resend_at);
      onSent?.(result.data);
    },
  });
  const sent = send.data?.ok === true ? send.data.data : null;
  const refusal = refusalOf(send.data);
  const sendProblem = refusal.form ?? Object.values(refusal.fields)[0];
  // The demo mailbox is looked up by the full address the code went to: a new address, or the
  // account's own one (the server answers it masked).
  const sentTo = send.variables ?? target;
  const mailbox =
    sentTo !== undefined && 'email' in sentTo ? sentTo.email.trim() : (user?.email ?? '');
  const fillCode = (code: string) => {
    onChange(code);
  };
  return (
    <div className={styles.codeField}>
      <div className={styles.row}>
        <TextInput
          label={label ?? t`E-mail code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          error={error ?? sendProblem}
          hint={sent !== null && !demo ? t`We sent a code to ${sent.masked_target}.` : undefined}
        />
        <Button
          variant="secondary"
          loading={send.isPending}
          disabled={left > 0}
          onClick={() => {
            if (beforeSend !== undefined && !beforeSend()) return;
            send.mutate(target);
          }}
        >
          {left > 0 ? (
            <Trans>Resend in {left} s</Trans>
          ) : sent !== null ? (
            <Trans>Resend code</Trans>
          ) : (
            <Trans>Send code</Trans>
          )}
        </Button>
      </div>
      {demoNotice !== undefined ? (
        demo ? (
          demoNotice(sent?.resend_at ?? null, fillCode)
        ) : null
      ) : (
        <DemoCodeNotice email={mailbox} sentAt={sent?.resend_at ?? null} onUseCode={fillCode} />
      )}
    </div>
  );
}
