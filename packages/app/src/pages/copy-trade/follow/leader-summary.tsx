import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LeaderProfile } from '@exchange/api';
import {
  Avatar,
  Badge,
  formatPercent,
  formatSignedPercent,
  NO_VALUE,
  toBig,
} from '@exchange/design-system';
import { copyAmount, copyPnl, signOf } from '../orders/copy-format.ts';
import styles from './follow-page.module.css';

const signed = (fraction: string) => formatSignedPercent(toBig(fraction).times(100), 2);
/** A fraction in percent, trailing zeros trimmed: '0.1' → '10%'. */
const percent = (fraction: string) => formatPercent(toBig(fraction).times(100), -1);

/**
 * Who the caller is about to copy: name, followers of the places there are, the profit share
 * they take, and their last 30 days (return, PnL, win rate, largest drawdown).
 */
export function LeaderSummary({ leader }: { leader: LeaderProfile }) {
  const { t } = useLingui();
  const month = leader.stats.find((row) => row.period === '30d') ?? leader.stats[0];
  const full = leader.followers >= leader.max_followers;
  const roiSign = month === undefined ? null : signOf(month.roi);
  return (
    <section className={styles.section} aria-labelledby="copy-follow-leader">
      <div className={styles.leader}>
        <Avatar name={leader.nickname} src={leader.avatar_url === '' ? null : leader.avatar_url} />
        <h2 id="copy-follow-leader" className={styles.name}>
          <Link to="/copy-trade/leader" search={{ id: leader.id }} className={styles.link}>
            {leader.nickname}
          </Link>
        </h2>
        {full ? <Badge tone="warning">{t`Full`}</Badge> : null}
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t`Followers`}</dt>
          <dd>{`${String(leader.followers)} / ${String(leader.max_followers)}`}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t`Profit share`}</dt>
          <dd>{percent(leader.profit_share_rate)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t`30-day ROI`}</dt>
          <dd className={roiSign === null ? undefined : styles[roiSign]}>
            {month === undefined ? NO_VALUE : signed(month.roi)}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t`30-day PnL`}</dt>
          <dd>{month === undefined ? NO_VALUE : copyPnl(month.pnl)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t`Win rate`}</dt>
          <dd>
            {month?.win_rate === null || month === undefined ? NO_VALUE : percent(month.win_rate)}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t`Assets under copy`}</dt>
          <dd>{month === undefined ? NO_VALUE : copyAmount(month.aum)}</dd>
        </div>
      </dl>
    </section>
  );
}
