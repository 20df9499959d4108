import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { recoveryCodeSchema } from '@exchange/api';
import { Button, TextInput } from '@exchange/design-system';
import styles from './auth-layout.module.css';

export interface LoginRecoveryStepProps {
  /** The address being signed in, named so the reader knows which account asks. */
  email: string;
  submitting: boolean;
  /** The server's word on the code (wrong or already used), shown under it. */
  codeError: string | undefined;
  /** A refusal that named no field (the account locked after too many tries). */
  failure: string | undefined;
  onBack: () => void;
  onSubmit: (recoveryCode: string) => void;
}

/**
 * Login's second step without the authenticator (issue 18): one of the recovery codes shown when
 * it was linked (two groups of five letters and digits, "K7QM2-XW9PA"; any case, the dash
 * optional) is sent instead of the app's code and is used up. The format is checked as soon as
 * the field is left, and again as it is corrected.
 */
export function LoginRecoveryStep({
  email,
  submitting,
  codeError,
  failure,
  onBack,
  onSubmit,
}: LoginRecoveryStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);

  /** The format's problem with `value`, or undefined when it may be a recovery code. */
  const check = (value: string) =>
    recoveryCodeSchema.safeParse(value).success
      ? undefined
      : t`Enter a recovery code such as K7QM2-XW9PA: 10 letters and digits.`;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const wrong = check(code);
    setProblem(wrong);
    if (wrong === undefined) onSubmit(code.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Recovery code`}>
      <p className={styles.lead}>
        <Trans>
          Enter one of the recovery codes you saved when you linked the authenticator to{' '}
          <strong>{email}</strong>. Each code works once.
        </Trans>
      </p>
      <TextInput
        ref={input}
        label={t`Recovery code`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={11}
        value={code}
        error={problem ?? codeError}
        onChange={(event) => {
          setCode(event.target.value);
          // Once marked wrong, the mark goes as soon as the code is well formed.
          if (problem !== undefined) setProblem(check(event.target.value));
        }}
        onBlur={() => {
          if (code.trim() !== '') setProblem(check(code));
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
          <Trans>Log in with the code</Trans>
        </Button>
      </div>
    </form>
  );
}
