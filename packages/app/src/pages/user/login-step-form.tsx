import { useEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';
import styles from './auth-layout.module.css';

/** What both of login's second steps take from the login page (issue 18). */
export interface LoginStepProps {
  /** The address being signed in, named so the reader knows which account asks. */
  email: string;
  submitting: boolean;
  /** The server's word on the code (wrong or already used), shown under it. */
  codeError: string | undefined;
  /** A refusal that named no field (the account locked after too many tries). */
  failure: string | undefined;
  onBack: () => void;
  onSubmit: (code: string) => void;
}

interface LoginStepFormProps {
  /** The form's accessible name. */
  label: string;
  /** The sentence above the field: which code, for which address. */
  lead: ReactNode;
  /** The submit button's label. */
  submitLabel: ReactNode;
  submitting: boolean;
  failure: string | undefined;
  onBack: () => void;
  /** The form was submitted; the step checks its code and sends it or marks it. */
  onSubmit: () => void;
  /** The code field. */
  children: ReactNode;
}

/**
 * The shell of login's second steps (login-google-step.tsx, login-recovery-step.tsx): the lead,
 * the step's code field, a refusal that named no field, and Back beside the submit button.
 */
export function LoginStepForm({
  label,
  lead,
  submitLabel,
  submitting,
  failure,
  onBack,
  onSubmit,
  children,
}: LoginStepFormProps) {
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <p className={styles.lead}>{lead}</p>
      {children}
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
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A ref for the step's code field, which takes focus when the step opens. */
export function useFocusOnOpen() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);
  return input;
}
