import { useState, type SyntheticEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { recoveryCodeSchema, type GoogleReset, type SecurityOverview } from '@exchange/api';
import { Button, Field, TextInput } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { FIELD_PROBLEMS } from '../../../../auth-form/validation-messages.ts';
import { codeProblem } from '../../../../auth-form/validation.ts';
import { applySecurityOverview, SECURITY_QUERY_KEYS } from '../../../../queries/security.query.ts';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import { SecurityCodeField } from '../shared/security-code-field.tsx';
import shared from '../shared/security.module.css';
import styles from './reset.module.css';

type Field = 'email_code' | 'reason' | 'recovery_code' | 'form';

/** The reason's length the contract takes (resetGoogleBodySchema: 10 to 500 characters). */
const REASON_MIN = 10;
const REASON_MAX = 500;

/**
 * A request to remove a lost authenticator (POST /security/google/reset): an e-mail code, a
 * reason for the reviewer (10 to 500 characters) and, if the reader kept one, a recovery code,
 * which approves it at once.
 */
export function ResetForm({ overview }: { overview: SecurityOverview }) {
  const { t, i18n } = useLingui();
  const { api, auth } = useAppServices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ emailCode: '', reason: '', recoveryCode: '' });
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});

  const reasonLength = values.reason.trim().length;
  const emailProblem = codeProblem(values.emailCode);
  const reasonOk = reasonLength >= REASON_MIN && reasonLength <= REASON_MAX;
  const recoveryOk =
    values.recoveryCode.trim() === '' || recoveryCodeSchema.safeParse(values.recoveryCode).success;
  const errors: Partial<Record<Field, string>> = { ...serverErrors };
  if (checked) {
    if (emailProblem !== null) errors.email_code = i18n._(FIELD_PROBLEMS[emailProblem]);
    if (!reasonOk) errors.reason = t`Write 10 to 500 characters.`;
    if (!recoveryOk) errors.recovery_code = t`A recovery code has 10 letters or digits.`;
  }

  const send = useMutation({
    mutationFn: () =>
      api.request('resetGoogle', {
        body: {
          email_code: values.emailCode.trim(),
          reason: values.reason.trim(),
          recovery_code: values.recoveryCode.trim() === '' ? undefined : values.recoveryCode.trim(),
        },
      }),
    onSuccess: async (result) => {
      if (!result.ok) {
        const refusal = refusalOf(result);
        setServerErrors({
          email_code: refusal.fields.email_code,
          reason: refusal.fields.reason,
          recovery_code: refusal.fields.recovery_code,
          form: refusal.form ?? undefined,
        });
        return;
      }
      const reset: GoogleReset = result.data;
      // An approved request (a recovery code) removed the authenticator already.
      applySecurityOverview(queryClient, api, auth, {
        ...overview,
        google2fa: reset.status === 'approved' ? false : overview.google2fa,
        google_reset: reset,
      });
      await queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEYS.overview });
    },
  });

  const set = (field: keyof typeof values, value: string, server: Field) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [server]: undefined, form: undefined }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setChecked(true);
    if (emailProblem === null && reasonOk && recoveryOk) send.mutate();
  };

  return (
    <section className={shared.card} aria-labelledby="reset-form">
      <h2 className={shared.cardTitle} id="reset-form">
        <Trans>Ask to remove your authenticator</Trans>
      </h2>
      <form className={shared.form} noValidate onSubmit={submit} aria-label={t`Reset request`}>
        <SecurityCodeField
          purpose="reset_google"
          value={values.emailCode}
          onChange={(code) => {
            set('emailCode', code, 'email_code');
          }}
          error={errors.email_code}
        />
        <Field
          label={t`Why do you need a reset?`}
          hint={t`${reasonLength} of 500 characters, at least 10`}
          error={errors.reason}
        >
          {(control) => (
            <textarea
              {...control}
              className={styles.reason}
              maxLength={REASON_MAX}
              value={values.reason}
              onChange={(event) => {
                set('reason', event.target.value, 'reason');
              }}
            />
          )}
        </Field>
        <TextInput
          label={t`Recovery code (optional)`}
          hint={t`With an unused recovery code the request is approved at once.`}
          autoComplete="off"
          maxLength={11}
          value={values.recoveryCode}
          error={errors.recovery_code}
          onChange={(event) => {
            set('recoveryCode', event.target.value, 'recovery_code');
          }}
        />
        {errors.form === undefined ? null : (
          <p className={shared.formError} role="alert">
            {errors.form}
          </p>
        )}
        <div className={shared.buttons}>
          <Button type="submit" loading={send.isPending}>
            <Trans>Send request</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
