import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@exchange/design-system';
import styles from './auth-layout.module.css';

const CODE = /^\d{6}$/;

export interface LoginGoogleStepProps {
  /** The address being signed in, named so the reader knows which account asks. */
  email: string;
  submitting: boolean;
  /** The server's word on the code (wrong, used), shown under it. */
  codeError: string | undefined;
  /** A refusal that named no field (the account locked after too many tries). */
  failure: string | undefined;
  onBack: () => void;
  onSubmit: (googleCode: string) => void;
}

/**
 * Login's second step (issue 18): the account has an authenticator bound, so the server asked
 * for its 6-digit code (422 on `google_code`); the code is sent with the same e-mail and
 * password. The code field takes focus when the step opens.
 */
export function LoginGoogleStep({
  email,
  submitting,
  codeError,
  failure,
  onBack,
  onSubmit,
}: LoginGoogleStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!CODE.test(trimmed)) {
      setProblem(t`Enter the 6-digit code from your authenticator app.`);
      return;
    }
    setProblem(undefined);
    onSubmit(trimmed);
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t`Two-step verification`}
    >
      <p className={styles.lead}>
        <Trans>
          Enter the 6-digit code your authenticator app shows for <strong>{email}</strong>.
        </Trans>
      </p>
      <TextInput
        ref={input}
        label={t`Authenticator code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={problem ?? codeError}
        onChange={(event) => {
          setCode(event.target.value);
        }}
      />
      {failure === undefined ? null : (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack} disabled={submitting}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" loading={submitting}>
          <Trans>Verify and log in</Trans>
        </Button>
      </div>
    </form>
  );
}
