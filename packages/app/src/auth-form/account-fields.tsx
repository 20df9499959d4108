import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PasswordInput, TextInput } from '@exchange/design-system';
import { EmailCodeField } from './email-code-field.tsx';
import { PasswordRules } from './password-rules.tsx';
import type { AccountFieldsState } from './use-account-fields.ts';
import type { FieldProblem } from './validation.ts';
import { FIELD_PROBLEMS } from './validation-messages.ts';

export interface AccountFieldsProps {
  fields: AccountFieldsState;
  /** The current password's label ("Password" unless the form says otherwise). */
  currentPasswordLabel?: string;
  /** The new password's label ("New password" unless the form says otherwise). */
  newPasswordLabel?: string;
}

/**
 * The e-mail, e-mail code (with its Send button, countdown and demo notice), current password,
 * new password (with its rules) and confirmation fields that {@link useAccountFields} was asked
 * for, in that order, each with its problem under it. The form, its own fields and its submit
 * button are the page's.
 */
export function AccountFields({
  fields,
  currentPasswordLabel,
  newPasswordLabel,
}: AccountFieldsProps) {
  const { t, i18n } = useLingui();
  const rulesId = useId();
  const { options, values, shown, set } = fields;
  const message = (problem: FieldProblem | undefined) =>
    problem === undefined ? undefined : i18n._(FIELD_PROBLEMS[problem]);
  const passwordLabels = { showLabel: t`Show password`, hideLabel: t`Hide password` };
  return (
    <>
      {options.email === undefined ? (
        <TextInput
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => {
            set('email', event.target.value);
          }}
          error={message(shown.email)}
        />
      ) : null}
      {options.code === undefined ? null : (
        <EmailCodeField
          email={options.email ?? values.email}
          purpose={options.code}
          value={values.code}
          onChange={(code) => {
            set('code', code);
          }}
          error={message(shown.code)}
          onInvalidEmail={fields.checkEmail}
        />
      )}
      {options.currentPassword ? (
        <PasswordInput
          label={currentPasswordLabel ?? t`Password`}
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(event) => {
            set('currentPassword', event.target.value);
          }}
          error={message(shown.currentPassword)}
          {...passwordLabels}
        />
      ) : null}
      {options.newPassword ? (
        <>
          <PasswordInput
            label={newPasswordLabel ?? t`New password`}
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(event) => {
              set('newPassword', event.target.value);
            }}
            error={message(shown.newPassword)}
            aria-describedby={rulesId}
            {...passwordLabels}
          />
          <PasswordRules password={values.newPassword} id={rulesId} />
        </>
      ) : null}
      {options.confirmPassword ? (
        <PasswordInput
          label={t`Confirm new password`}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => {
            set('confirmPassword', event.target.value);
          }}
          error={message(shown.confirmPassword)}
          {...passwordLabels}
        />
      ) : null}
    </>
  );
}
