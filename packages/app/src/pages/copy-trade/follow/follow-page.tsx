import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { HttpError } from '@exchange/api';
import { Spinner } from '@exchange/design-system';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { LoadFailed } from '../../assets/shared/load-failed.tsx';
import { useCopyLeader } from '../shared/copy-trade.query.ts';
import { FollowForm } from './follow-form.tsx';
import { LeaderSummary } from './leader-summary.tsx';
import styles from './follow-page.module.css';

/** What the page shows. */
type FollowView = 'choose' | 'loading' | 'not-found' | 'error' | 'ready';

function ChooseLeader({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <section className={styles.section} role="status">
      <p className={styles.note}>{text}</p>
      <Link to="/copy-trade" className={styles.link}>
        {t`Choose a lead trader`}
      </Link>
    </section>
  );
}

function FollowLeader({ leaderId }: { leaderId: number }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const leader = useCopyLeader(leaderId);
  const view: FollowView =
    leader.data !== undefined
      ? 'ready'
      : leader.isError
        ? leader.error instanceof HttpError && leader.error.status === 404
          ? 'not-found'
          : 'error'
        : 'loading';
  return (
    <div className={styles.form} data-state={view}>
      {view === 'loading' ? <Spinner label={t`Loading…`} /> : null}
      {view === 'not-found' ? (
        <ChooseLeader text={t`This lead trader does not exist or no longer leads.`} />
      ) : null}
      {view === 'error' ? (
        <LoadFailed
          message={callErrorMessage(leader.error, i18n).text}
          onRetry={() => {
            void leader.refetch();
          }}
        />
      ) : null}
      {leader.data === undefined ? null : (
        <>
          <LeaderSummary leader={leader.data} />
          <FollowForm
            leader={leader.data}
            onFollowed={() => {
              void navigate({ to: '/copy-trade/order', search: { tab: 'copies' } });
            }}
          />
        </>
      )}
    </div>
  );
}

/**
 * /copy-trade/follow?leader_id= (issue 24): copying a lead trader. The leader's summary and the
 * copy settings; without a leader, a way to choose one.
 */
export function CopyFollowPage({ leaderId }: { leaderId: number | undefined }) {
  const { t, i18n } = useLingui();
  return (
    <main className={styles.page} data-state={leaderId === undefined ? 'choose' : undefined}>
      <h1 className={styles.title}>{i18n._(PAGE_TITLES.copyFollow)}</h1>
      {leaderId === undefined ? (
        <ChooseLeader text={t`Choose the lead trader to copy on the lead trader board.`} />
      ) : (
        <FollowLeader key={leaderId} leaderId={leaderId} />
      )}
    </main>
  );
}
