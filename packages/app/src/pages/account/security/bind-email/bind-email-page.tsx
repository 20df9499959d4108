import { useState, type SyntheticEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextInput } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { emailProblem } from '../../../../auth-form/validation.ts';
import { FIELD_PROBLEMS } from '../../../../auth-form/validation-messages.ts';
import {
  applySecurityOverview,
  securityOverviewQuery,
} from '../../../../queries/security.query.ts';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import { BindForm, bindFormError, bindPageState, OverviewPending } from '../shared/bind-form.tsx';
import { isSixDigitCode } from '../shared/code-rules.ts';
import { SecurityCodeField } from '../shared/security-code-field.tsx';
import { SecurityFrame } from '../shared/security-frame.tsx';
import shared from '../shared/security.module.css';

interface Problems {
  email?: string | undefined;
  email_code?: string | undefined;
}

/**
 * /account/security/bind-email (issue 18): link an e-mail address to an account that has none,
 * confirmed by a code sent to it. An account that has one is shown it, with a link to change it.
 */
export function BindEmailPage() {
  const { t, i18n } = useLingui();
  const { api, auth } = useAppServices();
  const queryClient = useQueryClient();
  const overview = useQuery(securityOverviewQuery(api));
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const addressProblem = () => {
    const problem = emailProblem(email);
    return problem === null ? undefined : i18n._(FIELD_PROBLEMS[problem]);
  };

  const bind = useMutation({
    mutationFn: () =>
      api.request('bindEmail', { body: { email: email.trim(), email_code: code.trim() } }),
    onSuccess: (result) => {
      if (!result.ok) {
        const { fields } = refusalOf(result);
        setProblems({ email: fields.email, email_code: fields.email_code });
        return;
      }
      applySecurityOverview(queryClient, api, auth, result.data);
    },
  });
  const formError = bindFormError(bind.data, ['email', 'email_code']);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const next: Problems = {
      email: addressProblem(),
      email_code: isSixDigitCode(code) ? undefined : t`Enter the 6-digit code from the e-mail.`,
    };
    setProblems(next);
    if (next.email === undefined && next.email_code === undefined) bind.mutate();
  };

  const bound = overview.data?.email ?? null;
  const state = bindPageState(overview, bind, bound);

  let body;
  if (overview.isPending || overview.isError)
    body = <OverviewPending overview={overview} label={i18n._(PAGE_TITLES.bindEmail)} />;
  else if (bound !== null)
    body = (
      <section className={shared.card}>
        <p className={shared.notice} role="status">
          {state === 'done' ? (
            <Trans>
              E-mail linked: <strong>{bound}</strong>.
            </Trans>
          ) : (
            <Trans>
              Your account already has an e-mail address: <strong>{bound}</strong>.
            </Trans>
          )}
        </p>
        <div className={shared.buttons}>
          <Link to="/account/security/modify-email" className={shared.back}>
            <Trans>Change e-mail</Trans>
          </Link>
          <Link to="/account/security" className={shared.back}>
            <Trans>Back to security</Trans>
          </Link>
        </div>
      </section>
    );
  else
    body = (
      <BindForm
        label={t`Link e-mail`}
        submitLabel={<Trans>Link e-mail</Trans>}
        submitting={bind.isPending}
        formError={formError}
        onSubmit={submit}
      >
        <TextInput
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          value={email}
          error={problems.email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <SecurityCodeField
          purpose="bind_email"
          target={{ email: email.trim() }}
          value={code}
          onChange={setCode}
          error={problems.email_code}
          beforeSend={() => {
            const problem = addressProblem();
            setProblems((previous) => ({ ...previous, email: problem }));
            return problem === undefined;
          }}
        />
      </BindForm>
    );

  return (
    <SecurityFrame
      title={i18n._(PAGE_TITLES.bindEmail)}
      lead={<Trans>Codes and notices go to the e-mail address linked to your account.</Trans>}
      state={state}
    >
      {body}
    </SecurityFrame>
  );
}
