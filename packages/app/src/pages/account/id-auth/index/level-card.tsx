import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IdentityStatus, WithdrawLimit } from '@exchange/api';
import { isolateLtr, Num, withUnit } from '@exchange/design-system';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { coinAmount } from '../../../assets/shared/coin-amount.ts';
import { ReviewBadge, ReviewFacts, type Review } from '../shared/review-facts.tsx';
import styles from '../shared/identity.module.css';
import ownStyles from './id-auth.module.css';

type ReviewedLevel = 'basic' | 'advanced';

const PAGES = {
  basic: { to: '/account/id-auth/base-auth', title: PAGE_TITLES.basicVerification },
  advanced: { to: '/account/id-auth/advanced-auth', title: PAGE_TITLES.advancedVerification },
} as const;

export interface LevelCardProps {
  level: ReviewedLevel;
  review: Review;
  limit: WithdrawLimit | undefined;
  /** The level cannot be started yet (advanced while basic is not approved). */
  locked: boolean;
  /** What was submitted, shown under the state. */
  children?: ReactNode;
}

function Action({ level, review, locked }: Omit<LevelCardProps, 'limit' | 'children'>) {
  const { to } = PAGES[level];
  if (locked)
    return (
      <p className={styles.notice}>
        <Trans>Available once basic verification is approved.</Trans>
      </p>
    );
  switch (review.status) {
    case 'not_submitted':
      return (
        <Link to={to} className={styles.action}>
          {level === 'basic' ? (
            <Trans>Start basic verification</Trans>
          ) : (
            <Trans>Start advanced verification</Trans>
          )}
        </Link>
      );
    case 'rejected':
      return (
        <Link to={to} className={styles.action}>
          <Trans>Submit again</Trans>
        </Link>
      );
    case 'pending':
      return (
        <p className={styles.notice} role="status">
          <Trans>We are reviewing what you sent. This page shows the result once decided.</Trans>
        </p>
      );
    case 'approved':
      return null;
    default:
      return review.status satisfies never;
  }
}

/** One reviewed level: its state, what it unlocks, when it was reviewed, and what to do next. */
export function LevelCard({ level, review, limit, locked, children }: LevelCardProps) {
  const { i18n } = useLingui();
  const title = i18n._(PAGES[level].title);
  const amount =
    limit === undefined
      ? undefined
      : isolateLtr(withUnit(coinAmount(limit.withdraw_limit_24h), limit.coin_name));
  return (
    <section
      className={styles.card}
      aria-label={title}
      data-level={level}
      data-state={locked ? 'locked' : review.status}
    >
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{title}</h2>
        <ReviewBadge status={review.status} />
      </div>
      {amount === undefined ? null : (
        <p className={ownStyles.unlocks}>
          <Trans>
            Unlocks a 24-hour withdrawal limit of <Num>{amount}</Num>.
          </Trans>
        </p>
      )}
      {children}
      <ReviewFacts review={review} />
      <div className={styles.actions}>
        <Action level={level} review={review} locked={locked} />
      </div>
    </section>
  );
}

/** The limit of `level` from the status's `limits`. */
export function limitOf(status: IdentityStatus, level: IdentityStatus['level']) {
  return status.limits.find((entry) => entry.level === level);
}
