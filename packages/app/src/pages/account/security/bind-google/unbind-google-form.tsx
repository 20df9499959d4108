import { useState, type SyntheticEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { FIELD_PROBLEMS } from '../../../../auth-form/validation-messages.ts';
import { codeProblem } from '../../../../auth-form/validation.ts';
import { applySecurityOverview } from '../../../../queries/security.query.ts';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import { AuthenticatorCodeField } from '../shared/authenticator-code-field.tsx';
import { isSixDigitCode } from '../shared/code-rules.ts';
import { SecurityCodeField } from '../shared/security-code-field.tsx';
import shared from '../shared/security.module.css';

type Field = 'google_code' | 'email_code' | 'form';

/**
 * Removing the authenticator (POST /security/google/unbind): a current code from the app and an
 * e-mail code. Afterwards withdrawals are locked for 24 hours.
 */
export function UnbindGoogleForm({ onUnbound }: { onUnbound: () => void }) {
  const { t, i18n } = useLingui();
  const { api, auth } = useAppServices();
  const queryClient = useQueryClient();
  const [googleCode, setGoogleCode] = useState('');
  const [emailCode, setEmailCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});

  const emailProblem = codeProblem(emailCode);
  const errors: Partial<Record<Field, string>> = {
    ...serverErrors,
    ...(checked && !isSixDigitCode(googleCode)
      ? { google_code: t`Enter the 6-digit code from your authenticator app.` }
      : {}),
    ...(checked && emailProblem !== null
      ? { email_code: i18n._(FIELD_PROBLEMS[emailProblem]) }
      : {}),
  };

  const unbind = useMutation({
    mutationFn: () =>
      api.request('unbindGoogle', {
        body: { google_code: googleCode.trim(), email_code: emailCode.trim() },
      }),
    onSuccess: (result) => {
      if (result.ok) {
        applySecurityOverview(queryClient, api, auth, result.data);
        onUnbound();
        return;
      }
      const refusal = refusalOf(result);
      setServerErrors({
        google_code: refusal.fields.google_code,
        email_code: refusal.fields.email_code,
        form: refusal.form ?? undefined,
      });
    },
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setChecked(true);
    if (isSixDigitCode(googleCode) && emailProblem === null) unbind.mutate();
  };

  return (
    <section className={shared.card} aria-labelledby="unbind-google">
      <h2 className={shared.cardTitle} id="unbind-google">
        <Trans>Google Authenticator is linked</Trans>
      </h2>
      <p className={shared.notice}>
        <Trans>
          Unlinking it makes your account easier to break into, and withdrawals are locked for 24
          hours afterwards.
        </Trans>
      </p>
      <form
        className={shared.form}
        noValidate
        onSubmit={submit}
        aria-label={t`Unlink Google Authenticator`}
      >
        <AuthenticatorCodeField
          value={googleCode}
          onChange={(code) => {
            setGoogleCode(code);
            setServerErrors((current) => ({ ...current, google_code: undefined, form: undefined }));
          }}
          error={errors.google_code}
        />
        <SecurityCodeField
          purpose="unbind_google"
          value={emailCode}
          onChange={(code) => {
            setEmailCode(code);
            setServerErrors((current) => ({ ...current, email_code: undefined, form: undefined }));
          }}
          error={errors.email_code}
        />
        {errors.form === undefined ? null : (
          <p className={shared.formError} role="alert">
            {errors.form}
          </p>
        )}
        <div className={shared.buttons}>
          <Button type="submit" variant="danger" loading={unbind.isPending}>
            <Trans>Unlink</Trans>
          </Button>
          <Link to="/account/security/reset" className={shared.back}>
            <Trans>Lost your authenticator?</Trans>
          </Link>
        </div>
      </form>
    </section>
  );
}
