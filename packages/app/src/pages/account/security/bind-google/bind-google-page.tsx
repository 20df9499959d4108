import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Spinner, useToast } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { callErrorMessage } from '../../../../errors/call-error-message.ts';
import { securityOverviewQuery } from '../../../../queries/security.query.ts';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { LoadFailed } from '../../../assets/shared/load-failed.tsx';
import { SecurityFrame } from '../shared/security-frame.tsx';
import { BindGoogleFlow } from './bind-google-flow.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { UnbindGoogleForm } from './unbind-google-form.tsx';

/**
 * /account/security/bind-google (issue 18): link the authenticator in three steps, then the
 * recovery codes once; when it is linked already, unlink it with a code from it and an e-mail
 * code.
 */
export function BindGooglePage() {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const toast = useToast();
  const navigate = useNavigate();
  const overview = useQuery(securityOverviewQuery(api));
  // The codes of a bind just made: shown before the page turns to its "linked" state.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const title = i18n._(PAGE_TITLES.bindGoogle);

  let state: string;
  let body;
  if (recoveryCodes !== null) {
    state = 'recovery';
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          toast.success(t`Google Authenticator is linked. Withdrawals are locked for 24 hours.`);
          void navigate({ to: '/account/security' });
        }}
      />
    );
  } else if (overview.isPending) {
    state = 'loading';
    body = <Spinner label={title} />;
  } else if (overview.isError) {
    state = 'error';
    body = (
      <LoadFailed
        message={callErrorMessage(overview.error, i18n).text}
        onRetry={() => void overview.refetch()}
      />
    );
  } else if (overview.data.google2fa) {
    state = 'bound';
    body = (
      <UnbindGoogleForm
        onUnbound={() => {
          toast.success(t`Google Authenticator is unlinked. Withdrawals are locked for 24 hours.`);
        }}
      />
    );
  } else {
    state = 'unbound';
    body = <BindGoogleFlow onBound={setRecoveryCodes} />;
  }

  return (
    <SecurityFrame
      title={title}
      state={state}
      lead={t`Codes from the app protect your logins, withdrawals and security changes.`}
    >
      {body}
    </SecurityFrame>
  );
}
