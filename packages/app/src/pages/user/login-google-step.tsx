import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextInput } from '@exchange/design-system';
import { LoginStepForm, useFocusOnOpen, type LoginStepProps } from './login-step-form.tsx';

const CODE = /^\d{6}$/;

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
}: LoginStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const input = useFocusOnOpen();

  const submit = () => {
    const trimmed = code.trim();
    if (!CODE.test(trimmed)) {
      setProblem(t`Enter the 6-digit code from your authenticator app.`);
      return;
    }
    setProblem(undefined);
    onSubmit(trimmed);
  };

  return (
    <LoginStepForm
      label={t`Two-step verification`}
      lead={
        <Trans>
          Enter the 6-digit code your authenticator app shows for <strong>{email}</strong>.
        </Trans>
      }
      submitLabel={<Trans>Verify and log in</Trans>}
      submitting={submitting}
      failure={failure}
      onBack={onBack}
      onSubmit={submit}
    >
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
    </LoginStepForm>
  );
}
