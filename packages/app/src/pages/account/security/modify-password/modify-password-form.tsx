import { useId, useState, type SyntheticEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SecurityOverview } from '@exchange/api';
import { Button, PasswordInput } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { PasswordRules } from '../../../../auth-form/password-rules.tsx';
import { FIELD_PROBLEMS } from '../../../../auth-form/validation-messages.ts';
import { codeProblem, newPasswordProblem } from '../../../../auth-form/validation.ts';
import { applySecurityOverview } from '../../../../queries/security.query.ts';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import { isSixDigitCode } from '../shared/code-rules.ts';
import { ConfirmCodeFields } from '../shared/confirm-code-fields.tsx';
import shared from '../shared/security.module.css';

type Field = 'password' | 'new_password' | 'confirm' | 'email_code' | 'google_code' | 'form';
const SERVER_FIELDS = ['password', 'new_password', 'email_code', 'google_code'] as const;

/**
 * Whether the confirmation already shows a mismatch while typed: it cannot become the new
 * password any more (not a start of it), or it is as long and differs.
 */
function confirmMismatch(newPassword: string, confirm: string): boolean {
  return confirm !== '' && !newPassword.startsWith(confirm);
}

export interface ModifyPasswordFormProps {
  overview: SecurityOverview;
  onChanged: (overview: SecurityOverview) => void;
}

/**
 * POST /security/password/modify: the current password, the new one with its rules shown as it
 * is typed, the confirmation (a mismatch shows at once), an e-mail code and the authenticator's
 * code when linked. The server's field errors show at their fields.
 */
export function ModifyPasswordForm({ overview, onChanged }: ModifyPasswordFormProps) {
  const { t, i18n } = useLingui();
  const { api, auth } = useAppServices();
  const queryClient = useQueryClient();
  const rulesId = useId();
  const [values, setValues] = useState({
    password: '',
    newPassword: '',
    confirm: '',
    emailCode: '',
    googleCode: '',
  });
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const needsGoogle = overview.google2fa;

  const problems: Partial<Record<Field, string>> = {};
  const newProblem = newPasswordProblem(values.newPassword);
  const emailProblem = codeProblem(values.emailCode);
  if (values.password === '') problems.password = i18n._(FIELD_PROBLEMS.currentPasswordRequired);
  if (newProblem !== null) problems.new_password = i18n._(FIELD_PROBLEMS[newProblem]);
  else if (values.newPassword === values.password)
    problems.new_password = t`The new password must differ from the current one.`;
  if (values.confirm !== values.newPassword)
    problems.confirm = i18n._(FIELD_PROBLEMS.passwordMismatch);
  if (emailProblem !== null) problems.email_code = i18n._(FIELD_PROBLEMS[emailProblem]);
  if (needsGoogle && !isSixDigitCode(values.googleCode))
    problems.google_code = t`Enter the 6-digit code from your authenticator app.`;
  const shown: Partial<Record<Field, string>> = checked
    ? { ...serverErrors, ...problems }
    : {
        ...serverErrors,
        ...(confirmMismatch(values.newPassword, values.confirm)
          ? { confirm: problems.confirm }
          : {}),
      };

  const change = useMutation({
    mutationFn: () =>
      api.request('modifyPassword', {
        body: {
          password: values.password,
          new_password: values.newPassword,
          email_code: values.emailCode.trim(),
          google_code: needsGoogle ? values.googleCode.trim() : undefined,
        },
      }),
    onSuccess: (result) => {
      if (result.ok) {
        applySecurityOverview(queryClient, api, auth, result.data);
        onChanged(result.data);
        return;
      }
      const refusal = refusalOf(result);
      const errors: Partial<Record<Field, string>> = {};
      for (const field of SERVER_FIELDS) errors[field] = refusal.fields[field];
      const other = Object.entries(refusal.fields).find(
        ([field]) => !(SERVER_FIELDS as readonly string[]).includes(field),
      );
      errors.form = refusal.form ?? other?.[1];
      setServerErrors(errors);
    },
  });

  const set = (field: keyof typeof values, value: string, server: Field) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [server]: undefined, form: undefined }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length === 0) change.mutate();
  };

  const passwordLabels = { showLabel: t`Show password`, hideLabel: t`Hide password` };
  return (
    <form className={shared.form} noValidate onSubmit={submit} aria-label={t`Change password`}>
      <PasswordInput
        label={t`Current password`}
        autoComplete="current-password"
        value={values.password}
        error={shown.password}
        onChange={(event) => {
          set('password', event.target.value, 'password');
        }}
        {...passwordLabels}
      />
      <PasswordInput
        label={t`New password`}
        autoComplete="new-password"
        value={values.newPassword}
        error={shown.new_password}
        aria-describedby={rulesId}
        onChange={(event) => {
          set('newPassword', event.target.value, 'new_password');
        }}
        {...passwordLabels}
      />
      <PasswordRules password={values.newPassword} id={rulesId} />
      <PasswordInput
        label={t`Confirm new password`}
        autoComplete="new-password"
        value={values.confirm}
        error={shown.confirm}
        onChange={(event) => {
          set('confirm', event.target.value, 'confirm');
        }}
        {...passwordLabels}
      />
      <ConfirmCodeFields
        purpose="modify_password"
        needsGoogle={needsGoogle}
        emailCode={values.emailCode}
        googleCode={values.googleCode}
        errors={shown}
        onEmailCode={(code) => {
          set('emailCode', code, 'email_code');
        }}
        onGoogleCode={(code) => {
          set('googleCode', code, 'google_code');
        }}
      />
      <p className={shared.notice}>
        <Trans>
          Changing the password signs out your other devices and locks withdrawals for 24 hours.
        </Trans>
      </p>
      <div className={shared.buttons}>
        <Button type="submit" loading={change.isPending}>
          <Trans>Change password</Trans>
        </Button>
      </div>
    </form>
  );
}
