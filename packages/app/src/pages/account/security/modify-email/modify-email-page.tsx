import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, Spinner } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { callErrorMessage } from '../../../../errors/call-error-message.ts';
import {
  applySecurityOverview,
  securityOverviewQuery,
} from '../../../../queries/security.query.ts';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { useDateTimeOptions } from '../../../../trading/use-date-time-options.ts';
import { LoadFailed } from '../../../assets/shared/load-failed.tsx';
import { SecurityFrame } from '../shared/security-frame.tsx';
import shared from '../shared/security.module.css';
import { ModifyEmailForm, type ModifyEmailDraft } from './modify-email-form.tsx';

/**
 * /account/security/modify-email (issue 18): a code to the current address, the new address
 * and its own code, and the authenticator's code when bound. Afterwards withdrawals are locked
 * for 24 hours, and the page says until when.
 */
export function ModifyEmailPage() {
  const { i18n } = useLingui();
  const { api, auth } = useAppServices();
  const queryClient = useQueryClient();
  const timeOptions = useDateTimeOptions();
  const overview = useQuery(securityOverviewQuery(api));
  const modify = useMutation({
    mutationFn: (draft: ModifyEmailDraft) => api.request('modifyEmail', { body: draft }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      applySecurityOverview(queryClient, api, auth, result.data);
      // The signed-in user's address changed: the header and the code fields follow.
      await queryClient.invalidateQueries({ queryKey: ['user', 'info'] });
    },
  });

  const changed = modify.data?.ok === true ? modify.data.data : null;
  const current = overview.data?.email ?? null;
  const state = overview.isPending
    ? 'loading'
    : overview.isError
      ? 'error'
      : changed !== null
        ? 'done'
        : current === null
          ? 'unbound'
          : modify.isPending
            ? 'submitting'
            : 'form';

  let body;
  if (overview.isPending) body = <Spinner label={i18n._(PAGE_TITLES.modifyEmail)} />;
  else if (overview.isError)
    body = (
      <LoadFailed
        message={callErrorMessage(overview.error, i18n).text}
        onRetry={() => {
          void overview.refetch();
        }}
      />
    );
  else if (changed !== null) {
    const newEmail = changed.email;
    const until =
      changed.withdraw_locked_until === null
        ? null
        : formatDateTime(changed.withdraw_locked_until, timeOptions);
    body = (
      <section className={shared.card}>
        <p className={shared.notice} role="status">
          <Trans>
            Your e-mail is now <strong>{newEmail}</strong>.
          </Trans>
        </p>
        {until === null ? null : (
          <p className={shared.warning}>
            <Trans>Withdrawals are locked until {until}.</Trans>
          </p>
        )}
        <Link to="/account/security" className={shared.back}>
          <Trans>Back to security</Trans>
        </Link>
      </section>
    );
  } else if (current === null)
    body = (
      <section className={shared.card}>
        <p className={shared.notice} role="status">
          <Trans>Your account has no e-mail address to change yet.</Trans>
        </p>
        <Link to="/account/security/bind-email" className={shared.back}>
          <Trans>Link e-mail</Trans>
        </Link>
      </section>
    );
  else
    body = (
      <section className={shared.card}>
        <p className={shared.lead}>
          <Trans>
            Current address: <strong>{current}</strong>
          </Trans>
        </p>
        <ModifyEmailForm
          needsAuthenticator={overview.data.google2fa}
          submitting={modify.isPending}
          result={modify.data}
          onSubmit={(draft) => {
            modify.mutate(draft);
          }}
        />
      </section>
    );

  return (
    <SecurityFrame
      title={i18n._(PAGE_TITLES.modifyEmail)}
      lead={<Trans>Codes go to both addresses, so only you can move the account.</Trans>}
      state={state}
    >
      {body}
    </SecurityFrame>
  );
}
