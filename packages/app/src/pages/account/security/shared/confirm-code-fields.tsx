import type { SecurityCodePurpose } from '@exchange/api';
import { AuthenticatorCodeField } from './authenticator-code-field.tsx';
import { SecurityCodeField } from './security-code-field.tsx';
import shared from './security.module.css';

interface ConfirmCodeFieldsProps {
  /** What the e-mail code is sent for. */
  purpose: SecurityCodePurpose;
  /** The account has an authenticator bound, so its code is asked too. */
  needsGoogle: boolean;
  emailCode: string;
  googleCode: string;
  /** The messages under each code, and the form's own (a refusal no field shows). */
  errors: {
    email_code?: string | undefined;
    google_code?: string | undefined;
    form?: string | undefined;
  };
  onEmailCode: (code: string) => void;
  onGoogleCode: (code: string) => void;
}

/**
 * The codes that confirm a security change (anti-phishing code, password): the e-mail's code,
 * the authenticator's when one is bound, then the form's refusal.
 */
export function ConfirmCodeFields({
  purpose,
  needsGoogle,
  emailCode,
  googleCode,
  errors,
  onEmailCode,
  onGoogleCode,
}: ConfirmCodeFieldsProps) {
  return (
    <>
      <SecurityCodeField
        purpose={purpose}
        value={emailCode}
        onChange={onEmailCode}
        error={errors.email_code}
      />
      {needsGoogle ? (
        <AuthenticatorCodeField
          value={googleCode}
          onChange={onGoogleCode}
          error={errors.google_code}
        />
      ) : null}
      {errors.form === undefined ? null : (
        <p className={shared.formError} role="alert">
          {errors.form}
        </p>
      )}
    </>
  );
}
