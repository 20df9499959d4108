import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LeaderApplication } from '@exchange/api';
import { Badge, Button, Spinner } from '@exchange/design-system';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { LoadFailed } from '../../assets/shared/load-failed.tsx';
import { useCopyApplication } from '../shared/copy-trade.query.ts';
import { ApplyForm } from './apply-form.tsx';
import { ApplyRequirements } from './apply-requirements.tsx';
import styles from './apply-page.module.css';

/** What the page shows: the application's state, or the form to (re)apply. */
type ApplyView = 'loading' | 'error' | 'form' | 'pending' | 'approved' | 'rejected';

function viewOf(
  application: LeaderApplication | undefined,
  failed: boolean,
  reapplying: boolean,
): ApplyView {
  if (application === undefined) return failed ? 'error' : 'loading';
  switch (application.status) {
    case 'none':
      return 'form';
    case 'rejected':
      return reapplying ? 'form' : 'rejected';
    case 'pending':
    case 'approved':
      return application.status;
    default:
      return application.status satisfies never;
  }
}

/**
 * /copy-trade/apply (issue 24): becoming a lead trader. The requirements with the caller's own
 * figures, and the application while none is under review: pending ("under review"), approved
 * (a link to the caller's dashboard) or rejected (the reason, and apply again).
 */
export function CopyApplyPage() {
  const { t, i18n } = useLingui();
  const application = useCopyApplication();
  const [reapplying, setReapplying] = useState(false);
  const data = application.data;
  const view = viewOf(data, application.isError, reapplying);
  const unmet = data?.requirements.some((row) => !row.met) ?? false;

  return (
    <main className={styles.page} data-state={view}>
      <h1 className={styles.title}>{i18n._(PAGE_TITLES.copyApply)}</h1>
      <p className={styles.lead}>
        {t`Lead traders share their contract trades: followers copy each position in proportion and pay a share of the profit they make.`}
      </p>
      {view === 'loading' ? <Spinner label={t`Loading…`} /> : null}
      {view === 'error' ? (
        <LoadFailed
          message={callErrorMessage(application.error, i18n).text}
          onRetry={() => {
            void application.refetch();
          }}
        />
      ) : null}
      {data !== undefined && view !== 'approved' ? (
        <ApplyRequirements requirements={data.requirements} />
      ) : null}
      {view === 'pending' ? (
        <section className={styles.section} role="status">
          <Badge tone="warning">{t`Under review`}</Badge>
          <p className={styles.note}>
            {t`Your application is under review. You can follow its state on this page.`}
          </p>
        </section>
      ) : null}
      {view === 'approved' ? (
        <section className={styles.section} role="status">
          <Badge tone="success">{t`Approved`}</Badge>
          <p className={styles.note}>{t`You are a lead trader. Followers can copy you now.`}</p>
          <Link to="/copy-trade/profile" className={styles.link}>
            {t`Open my lead trader dashboard`}
          </Link>
        </section>
      ) : null}
      {view === 'rejected' ? (
        <section className={styles.section} role="status">
          <Badge tone="danger">{t`Rejected`}</Badge>
          <p className={styles.note}>
            {data?.reason === null || data?.reason === undefined
              ? t`Your application was rejected.`
              : t`Your application was rejected: ${data.reason}`}
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                setReapplying(true);
              }}
            >
              {t`Apply again`}
            </Button>
          </div>
        </section>
      ) : null}
      {view === 'form' ? (
        <section className={styles.section} aria-labelledby="copy-apply-form">
          <h2 id="copy-apply-form" className={styles.subtitle}>{t`Your lead trader profile`}</h2>
          <ApplyForm blockedReason={unmet ? t`Meet every requirement above to apply.` : null} />
        </section>
      ) : null}
    </main>
  );
}
