import { useState, type SyntheticEvent } from 'react';
import { useLingui, Trans } from '@lingui/react/macro';
import type { ApiResult, SecurityOverview } from '@exchange/api';
import { Button, TextInput } from '@exchange/design-system';
import { emailProblem } from '../../../../auth-form/validation.ts';
import { FIELD_PROBLEMS } from '../../../../auth-form/validation-messages.ts';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import { AuthenticatorCodeField } from '../shared/authenticator-code-field.tsx';
import { isSixDigitCode } from '../shared/code-rules.ts';
import { SecurityCodeField } from '../shared/security-code-field.tsx';
import shared from '../shared/security.module.css';

/** What the form sends (POST /security/email/modify). */
export interface ModifyEmailDraft {
  old_email_code: string;
  email: string;
  new_email_code: string;
  google_code: string | undefined;
}

type Field = keyof ModifyEmailDraft;
const FIELDS: readonly Field[] = ['old_email_code', 'email', 'new_email_code', 'google_code'];

export interface ModifyEmailFormProps {
  /** The authenticator is bound: its code is asked for too. */
  needsAuthenticator: boolean;
  submitting: boolean;
  /** The server's last answer: its field errors show under their fields. */
  result: ApiResult<SecurityOverview> | undefined;
  onSubmit: (draft: ModifyEmailDraft) => void;
}

/**
 * The e-mail change: a code to the current address, the new address and a code sent to it,
 * and the authenticator's code when bound.
 */
export function ModifyEmailForm({
  needsAuthenticator,
  submitting,
  result,
  onSubmit,
}: ModifyEmailFormProps) {
  const { t, i18n } = useLingui();
  const [oldCode, setOldCode] = useState('');
  const [email, setEmail] = useState('');
  const [newCode, setNewCode] = useState('');
  const [googleCode, setGoogleCode] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const refusal = refusalOf(result);
  const shown = (field: Field) => problems[field] ?? refusal.fields[field];
  const formError =
    refusal.form ??
    Object.entries(refusal.fields).find(([field]) => !FIELDS.includes(field as Field))?.[1];
  const addressProblem = () => {
    const problem = emailProblem(email);
    return problem === null ? undefined : i18n._(FIELD_PROBLEMS[problem]);
  };
  const codeProblem = (code: string) =>
    isSixDigitCode(code) ? undefined : t`Enter the 6-digit code from the e-mail.`;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    const oldProblem = codeProblem(oldCode);
    const newProblem = codeProblem(newCode);
    const address = addressProblem();
    if (oldProblem !== undefined) next.old_email_code = oldProblem;
    if (address !== undefined) next.email = address;
    if (newProblem !== undefined) next.new_email_code = newProblem;
    if (needsAuthenticator && !isSixDigitCode(googleCode))
      next.google_code = t`Enter the 6-digit code from your authenticator app.`;
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    onSubmit({
      old_email_code: oldCode.trim(),
      email: email.trim(),
      new_email_code: newCode.trim(),
      google_code: needsAuthenticator ? googleCode.trim() : undefined,
    });
  };

  return (
    <form className={shared.form} noValidate onSubmit={submit} aria-label={t`Change e-mail`}>
      <SecurityCodeField
        purpose="modify_email_old"
        label={t`Code sent to your current address`}
        value={oldCode}
        onChange={setOldCode}
        error={shown('old_email_code')}
      />
      <TextInput
        label={t`New e-mail`}
        type="email"
        autoComplete="email"
        value={email}
        error={shown('email')}
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <SecurityCodeField
        purpose="modify_email_new"
        target={{ email: email.trim() }}
        label={t`Code sent to the new address`}
        value={newCode}
        onChange={setNewCode}
        error={shown('new_email_code')}
        beforeSend={() => {
          const problem = addressProblem();
          setProblems((previous) => ({ ...previous, email: problem }));
          return problem === undefined;
        }}
      />
      {needsAuthenticator ? (
        <AuthenticatorCodeField
          value={googleCode}
          onChange={setGoogleCode}
          error={shown('google_code')}
        />
      ) : null}
      <p className={shared.warning}>
        <Trans>After the change, withdrawals are locked for 24 hours.</Trans>
      </p>
      {formError === undefined ? null : (
        <p className={shared.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={shared.buttons}>
        <Button type="submit" loading={submitting}>
          <Trans>Change e-mail</Trans>
        </Button>
      </div>
    </form>
  );
}
