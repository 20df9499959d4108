import { useState, type SyntheticEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { antiPhishingCodeSchema, type SecurityOverview } from '@exchange/api';
import { Button, Modal, TextInput } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { FIELD_PROBLEMS } from '../../../../auth-form/validation-messages.ts';
import { codeProblem } from '../../../../auth-form/validation.ts';
import { applySecurityOverview } from '../../../../queries/security.query.ts';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import { isSixDigitCode } from '../shared/code-rules.ts';
import { ConfirmCodeFields } from '../shared/confirm-code-fields.tsx';
import shared from '../shared/security.module.css';

type Field = 'anti_phishing_code' | 'email_code' | 'google_code' | 'form';

export interface AntiPhishingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  overview: SecurityOverview;
  /** Called once the server took the code (the overview in the cache is already the new one). */
  onSaved: () => void;
}

/**
 * Set or change the anti-phishing code (POST /security/antiPhishing): the code, an e-mail code
 * and the authenticator's code when bound. The server's field errors show at their fields.
 */
export function AntiPhishingDialog({
  open,
  onOpenChange,
  overview,
  onSaved,
}: AntiPhishingDialogProps) {
  const { t, i18n } = useLingui();
  const { api, auth } = useAppServices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ code: '', emailCode: '', googleCode: '' });
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const needsGoogle = overview.google2fa;

  const problems: Partial<Record<Field, string>> = {};
  if (checked) {
    if (!antiPhishingCodeSchema.safeParse(values.code.trim()).success)
      problems.anti_phishing_code = t`Use 4 to 20 letters or digits.`;
    const email = codeProblem(values.emailCode);
    if (email !== null) problems.email_code = i18n._(FIELD_PROBLEMS[email]);
    if (needsGoogle && !isSixDigitCode(values.googleCode))
      problems.google_code = t`Enter the 6-digit code from your authenticator app.`;
  }
  const errors = { ...serverErrors, ...problems };

  const save = useMutation({
    mutationFn: () =>
      api.request('setAntiPhishing', {
        body: {
          anti_phishing_code: values.code.trim(),
          email_code: values.emailCode.trim(),
          google_code: needsGoogle ? values.googleCode.trim() : undefined,
        },
      }),
    onSuccess: (result) => {
      if (result.ok) {
        applySecurityOverview(queryClient, api, auth, result.data);
        setValues({ code: '', emailCode: '', googleCode: '' });
        setChecked(false);
        onSaved();
        return;
      }
      const refusal = refusalOf(result);
      setServerErrors({
        anti_phishing_code: refusal.fields.anti_phishing_code,
        email_code: refusal.fields.email_code,
        google_code: refusal.fields.google_code,
        form: refusal.form ?? undefined,
      });
    },
  });

  const set = (field: keyof typeof values, value: string, server: Field) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [server]: undefined, form: undefined }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setChecked(true);
    const ok =
      antiPhishingCodeSchema.safeParse(values.code.trim()).success &&
      codeProblem(values.emailCode) === null &&
      (!needsGoogle || isSixDigitCode(values.googleCode));
    if (ok) save.mutate();
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={
        overview.anti_phishing_code === null ? (
          <Trans>Set the anti-phishing code</Trans>
        ) : (
          <Trans>Change the anti-phishing code</Trans>
        )
      }
      description={
        <Trans>
          Every genuine e-mail from us will show this code. An e-mail without it is not from us.
        </Trans>
      }
      closeLabel={t`Close`}
      width={440}
    >
      <form className={shared.form} noValidate onSubmit={submit} aria-label={t`Anti-phishing code`}>
        <TextInput
          label={t`Anti-phishing code`}
          hint={t`4 to 20 letters or digits`}
          autoComplete="off"
          maxLength={20}
          value={values.code}
          error={errors.anti_phishing_code}
          onChange={(event) => {
            set('code', event.target.value, 'anti_phishing_code');
          }}
        />
        <ConfirmCodeFields
          purpose="anti_phishing"
          needsGoogle={needsGoogle}
          emailCode={values.emailCode}
          googleCode={values.googleCode}
          errors={errors}
          onEmailCode={(code) => {
            set('emailCode', code, 'email_code');
          }}
          onGoogleCode={(code) => {
            set('googleCode', code, 'google_code');
          }}
        />
        <div className={shared.buttons}>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save code</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
