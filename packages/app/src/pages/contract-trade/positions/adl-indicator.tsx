import { useLingui } from '@lingui/react/macro';
import { adlBars } from './position-math.ts';
import styles from './positions.module.css';

/**
 * A position's place in the auto-deleveraging queue as five bars (issue 19): 1 lit bar is the
 * last to be deleveraged, 5 the first. Screen readers hear "ADL rank 3 of 5".
 *
 * @example <AdlIndicator rank={3} />
 */
export function AdlIndicator({ rank }: { rank: number }) {
  const { t } = useLingui();
  return (
    <span className={styles.adl} role="img" aria-label={t`ADL rank ${rank} of 5`} data-rank={rank}>
      {adlBars(rank).map((lit, index) => (
        <span key={index} className={styles.adlBar} data-lit={lit} />
      ))}
    </span>
  );
}
