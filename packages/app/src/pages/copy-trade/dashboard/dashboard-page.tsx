import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LeaderApplication } from '@exchange/api';
import { Badge, Spinner } from '@exchange/design-system';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { LoadFailed } from '../../assets/shared/load-failed.tsx';
import { useCopyApplication, useCopyLeader } from '../shared/copy-trade.query.ts';
import { LeaderCurves, LeaderHeader, LeaderStatsTable } from '../shared/leader-overview.tsx';
import styles from '../leader/leader-page.module.css';
import { FollowersList, ProfitSharesList } from './leader-lists.tsx';

/** Not (yet) a lead trader: why the dashboard is empty and the way to apply. */
function NotLeader({ application }: { application: LeaderApplication }) {
  const { t } = useLingui();
  const { reason } = application;
  if (application.status === 'pending')
    return (
      <section className={styles.notice} aria-labelledby="copy-profile-notice">
        <h2 id="copy-profile-notice" className={styles.panelTitle}>
          {t`Your application is under review`}
        </h2>
        <Badge tone="warning">{t`Under review`}</Badge>
        <p>{t`Your dashboard opens here once your application to lead is approved.`}</p>
        <Link to="/copy-trade/apply" className={styles.secondaryLink}>
          {t`See your application`}
        </Link>
      </section>
    );
  return (
    <section className={styles.notice} aria-labelledby="copy-profile-notice">
      <h2 id="copy-profile-notice" className={styles.panelTitle}>
        {t`You are not a lead trader yet`}
      </h2>
      {application.status === 'rejected' ? (
        <p>
          {reason === null
            ? t`Your last application was not approved.`
            : t`Your last application was not approved: ${reason}`}
        </p>
      ) : null}
      <p>
        {t`Lead traders share their futures trades: followers copy them and pay a share of the profit they make.`}
      </p>
      <Link to="/copy-trade/apply" className={styles.primaryLink}>
        {t`Become a lead trader`}
      </Link>
    </section>
  );
}

/** The leader's own record (the public profile's parts), then followers and profit shares. */
function LeaderDashboard({ leaderId }: { leaderId: number }) {
  const { t, i18n } = useLingui();
  const profile = useCopyLeader(leaderId);
  if (profile.isPending) return <Spinner label={t`Loading your lead trader profile…`} />;
  if (profile.isError)
    return (
      <LoadFailed
        message={callErrorMessage(profile.error, i18n).text}
        onRetry={() => void profile.refetch()}
      />
    );
  return (
    <>
      <LeaderHeader
        profile={profile.data}
        level={2}
        action={
          <Link to="/copy-trade/leader" search={{ id: leaderId }} className={styles.secondaryLink}>
            {t`View public profile`}
          </Link>
        }
      />
      <LeaderStatsTable stats={profile.data.stats} />
      <LeaderCurves profile={profile.data} />
      <FollowersList />
      <ProfitSharesList />
    </>
  );
}

/**
 * /copy-trade/profile (issue 24, SPEC §2): the caller's own lead trader dashboard: their record
 * and curves as the public profile shows them, their followers and the profit shares received.
 * Someone who does not lead sees why and the way to apply (or that their application is under
 * review).
 */
export function CopyProfilePage() {
  const { t, i18n } = useLingui();
  const application = useCopyApplication();
  const leaderId =
    application.data?.status === 'approved' ? (application.data.leader_id ?? undefined) : undefined;
  const state = application.isPending
    ? 'loading'
    : application.isError
      ? 'error'
      : leaderId === undefined
        ? application.data.status === 'pending'
          ? 'pending'
          : 'not-leader'
        : 'ready';
  return (
    <main className={styles.page} data-state={state}>
      <h1 className={styles.title}>{i18n._(PAGE_TITLES.copyProfile)}</h1>
      {application.isPending ? (
        <Spinner label={t`Loading…`} />
      ) : application.isError ? (
        <LoadFailed
          message={callErrorMessage(application.error, i18n).text}
          onRetry={() => void application.refetch()}
        />
      ) : leaderId === undefined ? (
        <NotLeader application={application.data} />
      ) : (
        <LeaderDashboard leaderId={leaderId} />
      )}
    </main>
  );
}
