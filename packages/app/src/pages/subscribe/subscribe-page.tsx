import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LAUNCHPAD_PHASES, type LaunchpadPhase, type LaunchpadProject } from '@exchange/api';
import { Button, EmptyState, Spinner, Tabs } from '@exchange/design-system';
import { useAuth } from '../../app-services.tsx';
import { useLaunchpadProjects, useLaunchpadUserEvents } from '../../queries/launchpad.query.ts';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import { useNow } from '../../clock/use-now.tsx';
import { ProjectDialog } from './project/project-dialog.tsx';
import { ProjectCard } from './projects/project-card.tsx';
import { useLaunchpadLabels } from './use-launchpad-labels.ts';
import styles from './subscribe-page.module.css';

type PhaseTab = LaunchpadPhase | 'all';

/**
 * /subscribe (issue 21): the launchpad's projects as cards, filtered by phase, each with its
 * phase's countdown (one shared clock), the offer, the total committed against the offered
 * value and the caller's commitment; a card opens the project dialog (timeline, commit form,
 * allocation and refund). Balance events keep every figure current.
 */
export function SubscribePage() {
  const { t, i18n } = useLingui();
  const labels = useLaunchpadLabels();
  const { user } = useAuth();
  const signedIn = user !== null;
  useLaunchpadUserEvents();
  const now = useNow();
  const [tab, setTab] = useState<PhaseTab>('all');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const projects = useLaunchpadProjects(tab === 'all' ? undefined : tab, signedIn);
  // The dialog shows the list's latest copy of the project, so a commitment updates it.
  const chosen = projects.data?.find((project) => project.id === chosenId) ?? null;

  const body = projects.isPending ? (
    <div className={styles.state}>
      <Spinner label={t`Loading projects`} />
    </div>
  ) : projects.isError ? (
    <div className={styles.state} role="alert">
      <p>{t`The projects could not be loaded.`}</p>
      <Button
        variant="secondary"
        onClick={() => {
          void projects.refetch();
        }}
      >
        <Trans>Try again</Trans>
      </Button>
    </div>
  ) : projects.data.length === 0 ? (
    <EmptyState title={t`No projects in this phase`} />
  ) : (
    <div className={styles.grid}>
      {projects.data.map((project: LaunchpadProject) => (
        <ProjectCard
          key={project.id}
          project={project}
          now={now}
          onOpen={(open) => {
            setChosenId(open.id);
          }}
        />
      ))}
    </div>
  );

  return (
    <main className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{i18n._(PAGE_TITLES.subscription)}</h1>
        {signedIn ? (
          <Link to="/order/subscribe" className={styles.link}>
            {t`Subscription records`}
          </Link>
        ) : null}
      </div>
      <Tabs
        label={t`Phase`}
        value={tab}
        onValueChange={(value) => {
          setTab(value as PhaseTab);
        }}
        items={[
          { value: 'all', label: t`All`, content: body },
          ...LAUNCHPAD_PHASES.map((phase) => ({
            value: phase,
            label: labels.phase(phase),
            content: body,
          })),
        ]}
      />
      <ProjectDialog
        project={chosen}
        signedIn={signedIn}
        onClose={() => {
          setChosenId(null);
        }}
      />
    </main>
  );
}
