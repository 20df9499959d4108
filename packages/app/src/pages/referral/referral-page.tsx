import { useLingui } from '@lingui/react/macro';
import {
  formatAmount,
  formatCoinAmount,
  Spinner,
  toBig,
  TRIM_TRAILING_ZEROS,
} from '@exchange/design-system';
import type { ReferralSummary } from '@exchange/api';
import { useReferralSummary } from '../../queries/referral.query.ts';
import { PAGE_TITLES } from '../../shell/page-titles.ts';
import { LoadFailed } from '../assets/shared/load-failed.tsx';
import { ReferralInvite } from './referral-invite.tsx';
import { ReferralRecord } from './referral-record.tsx';
import { ReferralSteps } from './referral-steps.tsx';
import styles from './referral-page.module.css';

/** A fraction as a percentage text: "0.2" → "20%". */
export function ratePercent(rate: string): string {
  return `${formatAmount(toBig(rate).times(100), TRIM_TRAILING_ZEROS)}%`;
}

function Totals({ summary }: { summary: ReferralSummary }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="referral-totals-title" className={styles.totals}>
      <h2 id="referral-totals-title" className={styles.sectionTitle}>{t`My referrals`}</h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t`Friends invited`}</dt>
          <dd>{summary.invited_count}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t`Friends who traded`}</dt>
          <dd>{summary.traded_count}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t`Total commission`}</dt>
          <dd>
            {summary.commissions.length === 0
              ? t`None yet`
              : summary.commissions.map((row) => (
                  <span key={row.coin_name} className={styles.amount}>
                    {formatCoinAmount(row.total, row.coin_name)}
                  </span>
                ))}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t`This month`}</dt>
          <dd>
            {summary.commissions.length === 0
              ? t`None yet`
              : summary.commissions.map((row) => (
                  <span key={row.coin_name} className={styles.amount}>
                    {formatCoinAmount(row.this_month, row.coin_name)}
                  </span>
                ))}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * /referral (issue 23, SPEC §2): the introduce section (how it works in three steps), the invite
 * code and link with copy buttons, QR code and a poster to save, the totals, and the record
 * component (invited friends and commission records).
 */
export function ReferralPage() {
  const { t, i18n } = useLingui();
  const summary = useReferralSummary();
  const state = summary.isPending
    ? 'loading'
    : summary.isError
      ? 'error'
      : summary.data.invited_count === 0
        ? 'empty'
        : 'ready';
  const rate = summary.data ? ratePercent(summary.data.commission_rate) : '';
  return (
    <main className={styles.page} data-state={state}>
      <section className={styles.introduce} aria-labelledby="referral-title">
        <h1 id="referral-title" className={styles.title}>
          {i18n._(PAGE_TITLES.referral)}
        </h1>
        <p className={styles.lead}>
          {summary.data
            ? t`Invite friends to trade and earn ${rate} of every trading fee they pay.`
            : t`Invite friends to trade and earn a share of every trading fee they pay.`}
        </p>
        {summary.data ? <ReferralSteps rate={rate} /> : null}
      </section>
      {summary.isPending ? (
        <Spinner label={t`Loading…`} />
      ) : summary.isError ? (
        <LoadFailed
          message={t`Could not load your referral programme.`}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <>
          <div className={styles.row}>
            <ReferralInvite code={summary.data.invite_code} rate={rate} />
            <Totals summary={summary.data} />
          </div>
          <ReferralRecord />
        </>
      )}
    </main>
  );
}
