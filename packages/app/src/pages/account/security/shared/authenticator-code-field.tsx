import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@exchange/design-system';

export interface AuthenticatorCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}

/** The 6-digit code of the Google authenticator app, asked for once it is bound. */
export function AuthenticatorCodeField({ value, onChange, error }: AuthenticatorCodeFieldProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Authenticator code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      error={error}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}
