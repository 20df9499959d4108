import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@exchange/design-system';
import { callErrorMessage } from '../../../../errors/call-error-message.ts';
import { LoadFailed } from '../../../assets/shared/load-failed.tsx';
import { IdentityFrame } from './identity-frame.tsx';
import { ReviewBadge, ReviewFacts, type Review } from './review-facts.tsx';
import styles from './identity.module.css';

/**
 * The identity status while it loads (a spinner named `title`) or after it failed (with a
 * retry), in the page's frame: what base-auth and advanced-auth show before their level.
 */
export function IdentityStatusPending({
  status,
  title,
}: {
  status: UseQueryResult;
  title: string;
}) {
  const { i18n } = useLingui();
  if (status.isPending)
    return (
      <IdentityFrame title={title} state="loading" back>
        <Spinner label={title} />
      </IdentityFrame>
    );
  return (
    <IdentityFrame title={title} state="error" back>
      <LoadFailed
        message={callErrorMessage(status.error, i18n).text}
        onRetry={() => void status.refetch()}
      />
    </IdentityFrame>
  );
}

interface SubmittedCardProps {
  /** The level's review, pending or approved. */
  review: Review;
  /** What was sent, shown above the review's facts (the basic level's details). */
  details?: ReactNode;
  /** The notice under the facts: approved, or under review. */
  notice: ReactNode;
}

/** A level once sent: its review, what was sent, a notice, and the way back to the levels. */
export function SubmittedCard({ review, details, notice }: SubmittedCardProps) {
  const { t } = useLingui();
  return (
    <section className={styles.card} aria-label={t`Your submission`} data-state={review.status}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <Trans>Your submission</Trans>
        </h2>
        <ReviewBadge status={review.status} />
      </div>
      {details}
      <ReviewFacts review={review} />
      <p className={styles.notice} role="status">
        {notice}
      </p>
      <div className={styles.actions}>
        <Link to="/account/id-auth" className={styles.action}>
          <Trans>See your verification levels</Trans>
        </Link>
      </div>
    </section>
  );
}
