import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LeaderCard as LeaderCardData } from '@exchange/api';
import { Avatar, Sparkline } from '@exchange/design-system';
import {
  PERIOD_LABELS,
  percent,
  signedPercent,
  toneOf,
  usdtAmount,
  usdtPnl,
} from '../shared/leader-format.ts';
import styles from './board.module.css';
import tone from '../../tone.module.css';

/**
 * One lead trader on the board: the whole card opens the profile (its nickname is the link,
 * stretched over the card), and Copy opens the follow form; a full leader shows "Full" instead.
 */
export function LeaderCard({ leader }: { leader: LeaderCardData }) {
  const { t, i18n } = useLingui();
  const { stats, nickname } = leader;
  const period = i18n._(PERIOD_LABELS[stats.period]);
  const followers = leader.followers;
  const max = leader.max_followers;
  const full = followers >= max;
  const values = leader.pnl_curve.map((point) => point.value);
  const last = leader.pnl_curve.at(-1)?.value;
  const latest = last === undefined ? '' : usdtPnl(last);
  return (
    <article className={styles.card} aria-labelledby={`leader-${String(leader.id)}`}>
      <div className={styles.cardHead}>
        <Avatar name={leader.nickname} src={leader.avatar_url || null} size={40} />
        <div className={styles.who}>
          <h2 className={styles.nickname} id={`leader-${String(leader.id)}`}>
            <Link to="/copy-trade/leader" search={{ id: leader.id }} className={styles.cardLink}>
              {leader.nickname}
            </Link>
          </h2>
          <span className={styles.followers} data-full={full}>
            {t`Followers ${followers} / ${max}`}
          </span>
        </div>
      </div>
      <div className={styles.headline}>
        <div className={styles.roi}>
          <span className={styles.term}>{t`ROI (${period})`}</span>
          <span className={`${styles.roiValue} ${tone.tone}`} data-tone={toneOf(stats.roi)}>
            {signedPercent(stats.roi)}
          </span>
        </div>
        <Sparkline
          values={values}
          width={112}
          height={40}
          label={
            last === undefined ? t`No PnL curve yet` : t`PnL curve over ${period}, latest ${latest}`
          }
        />
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t`PnL`}</dt>
          <dd className={tone.tone} data-tone={toneOf(stats.pnl)}>
            {usdtPnl(stats.pnl)}
          </dd>
        </div>
        <div>
          <dt>{t`Win rate`}</dt>
          <dd>{percent(stats.win_rate)}</dd>
        </div>
        <div>
          <dt>{t`Max drawdown`}</dt>
          <dd>{percent(stats.max_drawdown)}</dd>
        </div>
        <div>
          <dt>{t`Assets under copy`}</dt>
          <dd>{usdtAmount(stats.aum)}</dd>
        </div>
      </dl>
      {full ? (
        <span className={styles.full}>{t`Full`}</span>
      ) : (
        <Link
          to="/copy-trade/follow"
          search={{ leader_id: leader.id }}
          className={styles.copy}
          aria-label={t`Copy ${nickname}`}
        >
          {t`Copy`}
        </Link>
      )}
    </article>
  );
}
