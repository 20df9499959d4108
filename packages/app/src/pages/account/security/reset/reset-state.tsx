import { Trans } from '@lingui/react/macro';
import type { GoogleReset } from '@exchange/api';
import { Badge, formatDateTime } from '@exchange/design-system';
import { useDateTimeOptions } from '../../../../trading/use-date-time-options.ts';
import shared from '../shared/security.module.css';
import styles from './reset.module.css';

/** The latest authenticator reset request: when it was sent, its state, the reviewer's note. */
export function ResetState({ reset }: { reset: GoogleReset }) {
  const dateTime = useDateTimeOptions();
  const sent = formatDateTime(reset.created_at, dateTime);
  const reviewed = reset.reviewed_at === null ? null : formatDateTime(reset.reviewed_at, dateTime);
  let badge;
  let text;
  switch (reset.status) {
    case 'pending':
      badge = (
        <Badge tone="warning">
          <Trans>Under review</Trans>
        </Badge>
      );
      text = (
        <Trans>
          We are checking your request. The authenticator is removed once it is approved; then
          withdrawals are locked for 24 hours.
        </Trans>
      );
      break;
    case 'approved':
      badge = (
        <Badge tone="success">
          <Trans>Approved</Trans>
        </Badge>
      );
      text = (
        <Trans>
          Your authenticator was removed on {reviewed}. Withdrawals are locked for 24 hours. You can
          link a new one now.
        </Trans>
      );
      break;
    case 'rejected':
      badge = (
        <Badge tone="danger">
          <Trans>Refused</Trans>
        </Badge>
      );
      text = <Trans>Your request was refused. You can send a new one below.</Trans>;
      break;
    default:
      return reset.status satisfies never;
  }
  return (
    <section className={shared.card} aria-labelledby="reset-request" data-state={reset.status}>
      <div className={styles.head}>
        <h2 className={shared.cardTitle} id="reset-request">
          <Trans>Your reset request</Trans>
        </h2>
        {badge}
      </div>
      <dl className={styles.facts}>
        <dt>
          <Trans>Sent</Trans>
        </dt>
        <dd>{sent}</dd>
        <dt>
          <Trans>Reason</Trans>
        </dt>
        <dd>{reset.reason}</dd>
        {reset.review_note === null ? null : (
          <>
            <dt>
              <Trans>Reviewer's note</Trans>
            </dt>
            <dd className={styles.note}>{reset.review_note}</dd>
          </>
        )}
      </dl>
      <p className={shared.notice}>{text}</p>
    </section>
  );
}
