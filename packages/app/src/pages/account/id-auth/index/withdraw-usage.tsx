import { useId } from 'react';
import { Big } from 'big.js';
import { Trans, useLingui } from '@lingui/react/macro';
import { isolateLtr, Num, withUnit } from '@exchange/design-system';
import { coinAmount } from '../../../assets/shared/coin-amount.ts';
import styles from './id-auth.module.css';

export interface WithdrawUsageProps {
  /** Withdrawn in the last 24 hours, in `coinName`. */
  withdrawn: string;
  /** The current level's 24-hour limit, in `coinName`. */
  limit: string;
  coinName: string;
}

/**
 * The share of the level's 24-hour withdrawal limit used, as a bar: the figures are decimals
 * (big.js), only the bar's width and its ARIA percentage are numbers.
 */
export function WithdrawUsage({ withdrawn, limit, coinName }: WithdrawUsageProps) {
  const { t } = useLingui();
  const labelId = useId();
  const limitBig = new Big(limit);
  const percent = limitBig.lte(0)
    ? 100
    : Math.min(100, Number(new Big(withdrawn).times(100).div(limitBig).round(1, Big.roundDown)));
  const used = isolateLtr(withUnit(coinAmount(withdrawn), coinName));
  const of = isolateLtr(withUnit(coinAmount(limit), coinName));
  const left = new Big(limit).minus(withdrawn);
  const leftText = withUnit(coinAmount(left.lt(0) ? '0' : left.toFixed()), coinName);
  return (
    <div className={styles.usage}>
      <div className={styles.usageHead}>
        <span id={labelId}>
          <Trans>Withdrawn in the last 24 hours</Trans>
        </span>
        <span>
          <Num>{used}</Num> / <Num>{of}</Num>
        </span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${used} of ${of}`}
        data-full={percent >= 100 || undefined}
      >
        <span className={styles.fill} style={{ inlineSize: `${String(percent)}%` }} />
      </div>
      <p className={styles.usageLeft}>
        <Trans>
          Left today: <Num>{leftText}</Num>
        </Trans>
      </p>
    </div>
  );
}
