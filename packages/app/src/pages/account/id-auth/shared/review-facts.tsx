import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, formatDateTime } from '@exchange/design-system';
import type { ReviewStatus } from '@exchange/api';
import { useDateTimeOptions } from '../../../../trading/use-date-time-options.ts';
import { REVIEW_STATUS_NAMES, REVIEW_STATUS_TONES } from './identity-labels.ts';
import styles from './identity.module.css';

/** A level's review as the contract gives it. */
export interface Review {
  status: ReviewStatus;
  reason: string | null;
  submitted_at: number | null;
  reviewed_at: number | null;
}

/** A level's review state as a badge. */
export function ReviewBadge({ status }: { status: ReviewStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={REVIEW_STATUS_TONES[status]} variant="dot">
      {i18n._(REVIEW_STATUS_NAMES[status])}
    </Badge>
  );
}

/**
 * When a level was submitted and reviewed, and the reviewer's reason when it was rejected (in
 * the words the reviewer wrote: the server does not translate it).
 */
export function ReviewFacts({ review }: { review: Review }) {
  const dateTime = useDateTimeOptions();
  const reason = review.reason ?? '';
  return (
    <>
      {review.submitted_at === null ? null : (
        <dl className={styles.facts}>
          <dt>
            <Trans>Submitted</Trans>
          </dt>
          <dd>{formatDateTime(review.submitted_at, dateTime)}</dd>
          {review.reviewed_at === null ? null : (
            <>
              <dt>
                <Trans>Reviewed</Trans>
              </dt>
              <dd>{formatDateTime(review.reviewed_at, dateTime)}</dd>
            </>
          )}
        </dl>
      )}
      {review.status === 'rejected' ? (
        <p className={styles.reason}>
          <Trans>Reason: {reason}</Trans>
        </p>
      ) : null}
    </>
  );
}
