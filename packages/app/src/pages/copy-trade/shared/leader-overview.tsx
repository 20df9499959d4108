import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LeaderProfile, LeaderStats } from '@exchange/api';
import { Avatar, TimeSeriesChart } from '@exchange/design-system';
import {
  axisDayText,
  dayText,
  PERIOD_LABELS,
  percent,
  signedPercent,
  toneOf,
  usdtAmount,
  usdtPnl,
} from './leader-format.ts';
import styles from './leader.module.css';
import tone from '../../tone.module.css';

/** A lead trader's record over the three periods: one column per period, one row per figure. */
export function LeaderStatsTable({ stats }: { stats: readonly LeaderStats[] }) {
  const { t, i18n } = useLingui();
  const rows: { key: string; label: string; cell: (row: LeaderStats) => ReactNode }[] = [
    {
      key: 'roi',
      label: t`ROI`,
      cell: (row) => (
        <span className={tone.tone} data-tone={toneOf(row.roi)}>
          {signedPercent(row.roi)}
        </span>
      ),
    },
    {
      key: 'pnl',
      label: t`PnL`,
      cell: (row) => (
        <span className={tone.tone} data-tone={toneOf(row.pnl)}>
          {usdtPnl(row.pnl)}
        </span>
      ),
    },
    { key: 'win_rate', label: t`Win rate`, cell: (row) => percent(row.win_rate) },
    { key: 'max_drawdown', label: t`Max drawdown`, cell: (row) => percent(row.max_drawdown) },
    { key: 'aum', label: t`Assets under copy`, cell: (row) => usdtAmount(row.aum) },
  ];
  return (
    <div className={styles.statsScroll}>
      <table className={styles.stats}>
        <caption className={styles.caption}>{t`Performance by period`}</caption>
        <thead>
          <tr>
            <td />
            {stats.map((row) => (
              <th key={row.period} scope="col">
                {i18n._(PERIOD_LABELS[row.period])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((figure) => (
            <tr key={figure.key}>
              <th scope="row">{figure.label}</th>
              {stats.map((row) => (
                <td key={row.period}>{figure.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The PnL and ROI curves of the last 90 days, side by side (stacked on a phone). */
export function LeaderCurves({ profile }: { profile: LeaderProfile }) {
  const { t } = useLingui();
  const summaryLabels = {
    first: t`First`,
    last: t`Latest`,
    lowest: t`Lowest`,
    highest: t`Highest`,
  };
  return (
    <div className={styles.curves}>
      <section className={styles.panel} aria-labelledby="leader-pnl-title">
        <h2 id="leader-pnl-title" className={styles.panelTitle}>
          {t`PnL, last 90 days`}
        </h2>
        <TimeSeriesChart
          points={profile.pnl_curve}
          label={t`Cumulative PnL over the last 90 days`}
          summaryLabels={summaryLabels}
          formatValue={usdtPnl}
          formatTime={dayText}
          formatAxisTime={axisDayText}
          emptyLabel={t`No closed positions yet`}
          height={180}
        />
      </section>
      <section className={styles.panel} aria-labelledby="leader-roi-title">
        <h2 id="leader-roi-title" className={styles.panelTitle}>
          {t`ROI, last 90 days`}
        </h2>
        <TimeSeriesChart
          kind="area"
          points={profile.roi_curve}
          label={t`Return on investment over the last 90 days`}
          summaryLabels={summaryLabels}
          formatValue={signedPercent}
          formatTime={dayText}
          formatAxisTime={axisDayText}
          emptyLabel={t`No closed positions yet`}
          height={180}
        />
      </section>
    </div>
  );
}

/** Props of {@link LeaderHeader}. */
export interface LeaderHeaderProps {
  profile: LeaderProfile;
  /** The heading's level: 1 on the public profile, 2 inside the leader's own dashboard. */
  level: 1 | 2;
  /** The header's action (Copy / Copying, or the link to the public profile). */
  action: ReactNode;
}

/** A lead trader's identity: avatar, nickname, bio, leading since, followers, profit share. */
export function LeaderHeader({ profile, level, action }: LeaderHeaderProps) {
  const { t } = useLingui();
  const Heading = level === 1 ? 'h1' : 'h2';
  const since = dayText(profile.leading_since);
  const followers = profile.followers;
  const max = profile.max_followers;
  return (
    <header className={styles.header}>
      <Avatar name={profile.nickname} src={profile.avatar_url || null} size={64} />
      <div className={styles.identity}>
        <Heading className={styles.nickname}>{profile.nickname}</Heading>
        {profile.bio === '' ? null : <p className={styles.bio}>{profile.bio}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{t`Leading since`}</dt>
            <dd>{since}</dd>
          </div>
          <div>
            <dt>{t`Followers`}</dt>
            <dd>{t`${followers} / ${max}`}</dd>
          </div>
          <div>
            <dt>{t`Profit share`}</dt>
            <dd>{percent(profile.profit_share_rate)}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.action}>{action}</div>
    </header>
  );
}
