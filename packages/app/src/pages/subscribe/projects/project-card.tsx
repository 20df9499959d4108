import { Trans, useLingui } from '@lingui/react/macro';
import type { LaunchpadProject } from '@exchange/api';
import { Badge, Button, formatCoinAmount, formatCountdown } from '@exchange/design-system';
import { committedPercent } from '../launchpad-format.ts';
import { PHASE_TONES, useLaunchpadLabels } from '../use-launchpad-labels.ts';
import styles from '../subscribe-page.module.css';

/** Props of {@link ProjectCard}. */
export interface ProjectCardProps {
  project: LaunchpadProject;
  /** The shared clock's time (useNow), so every card's countdown ticks together. */
  now: number;
  onOpen: (project: LaunchpadProject) => void;
}

/**
 * One project: its token, phase and the phase's countdown, the offer (supply, price, per-user
 * cap), the total committed against the offered value as a progress bar, and the caller's
 * commitment; Details opens the project dialog.
 */
export function ProjectCard({ project, now, onOpen }: ProjectCardProps) {
  const { t, i18n } = useLingui();
  const labels = useLaunchpadLabels();
  const quote = project.quote_coin;
  const percent = committedPercent(project.total_committed, project.offered_value);
  const titleId = `launchpad-project-${String(project.id)}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-phase={project.phase}>
      <header className={styles.cardHeader}>
        <img className={styles.logo} src={project.logo} alt="" width={32} height={32} />
        <div className={styles.cardTitle}>
          <h2 id={titleId} className={styles.name}>
            {project.name}
          </h2>
          <span className={styles.muted}>{project.token}</span>
        </div>
        <Badge tone={PHASE_TONES[project.phase]}>{labels.phase(project.phase)}</Badge>
      </header>
      <p className={styles.countdown} data-testid="countdown">
        {project.phase_ends_at === null ? (
          <Trans>Trading is open on {project.pair}</Trans>
        ) : (
          <>
            <span className={styles.muted}>{labels.phaseEnds(project.phase)}</span>{' '}
            <time dateTime={new Date(project.phase_ends_at).toISOString()}>
              {formatCountdown(project.phase_ends_at - now, i18n.locale)}
            </time>
          </>
        )}
      </p>
      <dl className={styles.figures}>
        <dt>{t`Total supply offered`}</dt>
        <dd>{formatCoinAmount(project.supply, project.token)}</dd>
        <dt>{t`Price`}</dt>
        <dd>{formatCoinAmount(project.price, quote)}</dd>
        <dt>{t`Per-user cap`}</dt>
        <dd>{formatCoinAmount(project.user_cap, quote)}</dd>
        <dt>{t`My commitment`}</dt>
        <dd>{formatCoinAmount(project.user_committed, quote)}</dd>
      </dl>
      <div className={styles.progress}>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={t`Committed of the offered value, ${project.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, percent)}
          aria-valuetext={`${String(percent)}%`}
        >
          <div
            className={styles.fill}
            style={{ inlineSize: `${String(Math.min(100, percent))}%` }}
          />
        </div>
        <span className={styles.muted}>
          {t`${formatCoinAmount(project.total_committed, quote)} of ${formatCoinAmount(project.offered_value, quote)} (${String(percent)}%)`}
        </span>
      </div>
      <Button
        variant={project.phase === 'subscribing' ? 'confirm' : 'secondary'}
        onClick={() => {
          onOpen(project);
        }}
      >
        {project.phase === 'subscribing' ? t`Commit` : t`Details`}
      </Button>
    </article>
  );
}
