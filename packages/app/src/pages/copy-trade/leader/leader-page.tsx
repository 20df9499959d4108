import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HttpError, type LeaderProfile } from '@exchange/api';
import { Badge, EmptyState, Spinner, Tabs } from '@exchange/design-system';
import { useAuth } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { LoadFailed } from '../../assets/shared/load-failed.tsx';
import { useCopyApplication, useCopyLeader } from '../shared/copy-trade.query.ts';
import { LeaderCurves, LeaderHeader, LeaderStatsTable } from '../shared/leader-overview.tsx';
import { LeaderHistory, LeaderPositions } from './leader-trades.tsx';
import type { CopyLeaderSearch } from './leader-search.ts';
import styles from './leader-page.module.css';

/** Props of {@link CopyLeaderPage}: the URL's search and how to change it. */
export interface CopyLeaderPageProps {
  search: CopyLeaderSearch;
  onSearchChange: (next: CopyLeaderSearch) => void;
}

/** The header's action: Copy, the caller's copy ("Copying"), their own profile, or Full. */
function CopyAction({ profile }: { profile: LeaderProfile }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const application = useCopyApplication(user !== null);
  if (application.data?.leader_id === profile.id)
    return (
      <Link to="/copy-trade/profile" className={styles.secondaryLink}>
        {t`This is you: open your dashboard`}
      </Link>
    );
  if (profile.following)
    return (
      <>
        <Badge tone="success">{t`Copying`}</Badge>
        <Link to="/copy-trade/order" search={{ tab: 'copies' }} className={styles.secondaryLink}>
          {t`Manage my copy`}
        </Link>
      </>
    );
  if (profile.followers >= profile.max_followers)
    return <Badge tone="neutral">{t`Full: no free places`}</Badge>;
  return (
    <Link to="/copy-trade/follow" search={{ leader_id: profile.id }} className={styles.primaryLink}>
      {t`Copy`}
    </Link>
  );
}

/** A trader nobody can see here: no id, an unknown one, or one who no longer leads. */
function LeaderNotFound() {
  const { t } = useLingui();
  return (
    <main className={styles.page} data-state="not-found">
      <h1 className={styles.title}>{t`Lead trader not found`}</h1>
      <EmptyState
        title={t`This lead trader does not exist or no longer leads.`}
        action={
          <Link to="/copy-trade" className={styles.primaryLink}>
            {t`See all lead traders`}
          </Link>
        }
      />
    </main>
  );
}

/**
 * /copy-trade/leader?id= (issue 24, SPEC §2): a lead trader's public profile: who they are, their
 * record over 7, 30 and 90 days, the PnL and return curves of the last 90 days, their current
 * positions (sizes as the trader chose to show them) and their position history, with Copy.
 */
export function CopyLeaderPage({ search, onSearchChange }: CopyLeaderPageProps) {
  const { t, i18n } = useLingui();
  const profile = useCopyLeader(search.id);
  if (search.id === undefined) return <LeaderNotFound />;
  if (profile.isError && profile.error instanceof HttpError && profile.error.status === 404)
    return <LeaderNotFound />;
  const id = search.id;
  const tab = search.tab ?? 'positions';
  return (
    <main
      className={styles.page}
      data-state={profile.isPending ? 'loading' : profile.isError ? 'error' : 'ready'}
    >
      <Link to="/copy-trade" className={styles.back}>
        {t`All lead traders`}
      </Link>
      {profile.isPending ? (
        <>
          <h1 className={styles.title}>{t`Lead trader`}</h1>
          <Spinner label={t`Loading the lead trader…`} />
        </>
      ) : profile.isError ? (
        <>
          <h1 className={styles.title}>{t`Lead trader`}</h1>
          <LoadFailed
            message={callErrorMessage(profile.error, i18n).text}
            onRetry={() => void profile.refetch()}
          />
        </>
      ) : (
        <>
          <LeaderHeader
            profile={profile.data}
            level={1}
            action={<CopyAction profile={profile.data} />}
          />
          <LeaderStatsTable stats={profile.data.stats} />
          <LeaderCurves profile={profile.data} />
          <Tabs
            label={t`Positions`}
            value={tab}
            onValueChange={(value) => {
              onSearchChange({ id, ...(value === 'history' ? { tab: 'history' } : {}) });
            }}
            items={[
              {
                value: 'positions',
                label: t`Current positions`,
                content: <LeaderPositions id={id} />,
              },
              {
                value: 'history',
                label: t`Position history`,
                content: (
                  <LeaderHistory
                    id={id}
                    page={search.page ?? 1}
                    onPageChange={(page) => {
                      onSearchChange({ id, tab: 'history', ...(page > 1 ? { page } : {}) });
                    }}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </main>
  );
}
