import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Spinner, useToast } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { callErrorMessage } from '../../../../errors/call-error-message.ts';
import { securityOverviewQuery } from '../../../../queries/security.query.ts';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { LoadFailed } from '../../../assets/shared/load-failed.tsx';
import { SecurityFrame } from '../shared/security-frame.tsx';
import { AntiPhishingDialog } from './anti-phishing-dialog.tsx';
import { LoginHistory } from './login-history.tsx';
import { ProtectionsList } from './protections-list.tsx';
import { SecurityLevel } from './security-level.tsx';
import { WithdrawLockBanner } from './withdraw-lock-banner.tsx';

/**
 * /account/security (SPEC.md section 2, issue 18): the security level, the withdrawal lock,
 * the protections with an action each (the anti-phishing code is set here, in a dialog) and
 * the last logins.
 */
export function SecurityPage() {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const toast = useToast();
  const overview = useQuery(securityOverviewQuery(api));
  const [antiPhishingOpen, setAntiPhishingOpen] = useState(false);
  const title = i18n._(PAGE_TITLES.security);

  if (overview.isPending)
    return (
      <SecurityFrame title={title} state="loading" back={false}>
        <Spinner label={title} />
      </SecurityFrame>
    );
  if (overview.isError)
    return (
      <SecurityFrame title={title} state="error" back={false}>
        <LoadFailed
          message={callErrorMessage(overview.error, i18n).text}
          onRetry={() => void overview.refetch()}
        />
      </SecurityFrame>
    );

  const data = overview.data;
  return (
    <SecurityFrame title={title} state={data.level} back={false}>
      <SecurityLevel level={data.level} />
      <WithdrawLockBanner overview={data} />
      <ProtectionsList
        overview={data}
        onAntiPhishing={() => {
          setAntiPhishingOpen(true);
        }}
      />
      <LoginHistory />
      <AntiPhishingDialog
        open={antiPhishingOpen}
        onOpenChange={setAntiPhishingOpen}
        overview={data}
        onSaved={() => {
          setAntiPhishingOpen(false);
          toast.success(t`Anti-phishing code saved.`);
        }}
      />
    </SecurityFrame>
  );
}
