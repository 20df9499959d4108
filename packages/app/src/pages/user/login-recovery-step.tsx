import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { recoveryCodeSchema } from '@exchange/api';
import { TextInput } from '@exchange/design-system';
import { LoginStepForm, useFocusOnOpen, type LoginStepProps } from './login-step-form.tsx';

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
}: LoginStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const input = useFocusOnOpen();

  /** The format's problem with `value`, or undefined when it may be a recovery code. */
  const check = (value: string) =>
    recoveryCodeSchema.safeParse(value).success
      ? undefined
      : t`Enter a recovery code such as K7QM2-XW9PA: 10 letters and digits.`;

  const submit = () => {
    const wrong = check(code);
    setProblem(wrong);
    if (wrong === undefined) onSubmit(code.trim());
  };

  return (
    <LoginStepForm
      label={t`Recovery code`}
      lead={
        <Trans>
          Enter one of the recovery codes you saved when you linked the authenticator to{' '}
          <strong>{email}</strong>. Each code works once.
        </Trans>
      }
      submitLabel={<Trans>Log in with the code</Trans>}
      submitting={submitting}
      failure={failure}
      onBack={onBack}
      onSubmit={submit}
    >
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
    </LoginStepForm>
  );
}
