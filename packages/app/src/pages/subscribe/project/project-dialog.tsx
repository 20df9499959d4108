import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LAUNCHPAD_PHASES, type LaunchpadPhase, type LaunchpadProject } from '@exchange/api';
import { formatCoinAmount, formatCountdown, formatDateTime, Modal } from '@exchange/design-system';
import { useNow } from '../../../clock/use-now.tsx';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { useLaunchpadLabels } from '../use-launchpad-labels.ts';
import { CommitForm } from './commit-form.tsx';
import styles from '../subscribe-page.module.css';

/** Props of {@link ProjectDialog}. */
export interface ProjectDialogProps {
  /** The project shown; null closes the dialog. */
  project: LaunchpadProject | null;
  signedIn: boolean;
  onClose: () => void;
}

/** When each phase starts: upcoming has no start of its own. */
function phaseStart(project: LaunchpadProject, phase: LaunchpadPhase): number | null {
  const starts: Record<LaunchpadPhase, number | null> = {
    upcoming: null,
    subscribing: project.subscribe_start,
    calculating: project.subscribe_end,
    distributing: project.distribute_at,
    ended: project.listing_at,
  };
  return starts[phase];
}

/**
 * A project: the phase timeline (each phase's start, the current one marked with its
 * countdown), the summary, then by phase the commit form (subscribing, signed in), a sign-in
 * link (signed out), or once distributed the caller's allocation and refund.
 */
export function ProjectDialog({ project, signedIn, onClose }: ProjectDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={project !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={project === null ? t`Project` : t`${project.name} (${project.token})`}
      closeLabel={t`Close`}
      width={520}
    >
      {project === null ? null : <ProjectBody project={project} signedIn={signedIn} />}
    </Modal>
  );
}

function ProjectBody({ project, signedIn }: { project: LaunchpadProject; signedIn: boolean }) {
  const { t, i18n } = useLingui();
  const labels = useLaunchpadLabels();
  const now = useNow();
  const timeOptions = useDateTimeOptions();
  const current = LAUNCHPAD_PHASES.indexOf(project.phase);
  const distributed = project.user_allocated !== null && project.user_refunded !== null;
  return (
    <div className={styles.dialogBody}>
      <p className={styles.note}>{project.summary}</p>
      <ol className={styles.timeline} aria-label={t`Phases`}>
        {LAUNCHPAD_PHASES.map((phase, index) => {
          const start = phaseStart(project, phase);
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <li
              key={phase}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.stepName}>{labels.phase(phase)}</span>
              <span className={styles.muted}>
                {start === null ? '' : formatDateTime(start, timeOptions)}
              </span>
              {state === 'current' && project.phase_ends_at !== null ? (
                <span className={styles.countdown}>
                  {labels.phaseEnds(phase)}{' '}
                  {formatCountdown(project.phase_ends_at - now, i18n.locale)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <dl className={styles.preview}>
        <dt>{t`Participants`}</dt>
        <dd>{String(project.participants)}</dd>
        <dt>{t`Total committed`}</dt>
        <dd>{formatCoinAmount(project.total_committed, project.quote_coin)}</dd>
        <dt>{t`Offered value`}</dt>
        <dd>{formatCoinAmount(project.offered_value, project.quote_coin)}</dd>
        <dt>{t`Minimum commitment`}</dt>
        <dd>{formatCoinAmount(project.min_commit, project.quote_coin)}</dd>
        <dt>{t`My commitment`}</dt>
        <dd>{formatCoinAmount(project.user_committed, project.quote_coin)}</dd>
        {distributed ? (
          <>
            <dt>{t`My allocation`}</dt>
            <dd>{formatCoinAmount(project.user_allocated ?? '0', project.token)}</dd>
            <dt>{t`My refund`}</dt>
            <dd>{formatCoinAmount(project.user_refunded ?? '0', project.quote_coin)}</dd>
          </>
        ) : null}
      </dl>
      {project.phase !== 'subscribing' ? null : signedIn ? (
        <CommitForm project={project} />
      ) : (
        <p className={styles.note}>
          <Link to="/user/login" className={styles.link}>
            <Trans>Log in to commit</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}
