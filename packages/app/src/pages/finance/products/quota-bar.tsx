import { useLingui } from '@lingui/react/macro';
import type { EarnProduct } from '@exchange/api';
import { quotaPercent } from '../earn-format.ts';
import styles from '../finance-page.module.css';

/**
 * How much of a product's whole quota holders hold: a progress bar (`role="progressbar"` with
 * its percentage) and the percentage; "Sold out" when it is taken.
 */
export function QuotaBar({ product }: { product: EarnProduct }) {
  const { t } = useLingui();
  const percent =
    product.status === 'sold_out'
      ? 100
      : quotaPercent(product.subscribed_total, product.total_quota);
  const coin = product.coin_name;
  return (
    <div className={styles.quota} data-state={product.status}>
      <div
        className={styles.quotaTrack}
        role="progressbar"
        aria-label={t`Quota taken, ${coin}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${String(percent)}%`}
      >
        <div className={styles.quotaFill} style={{ inlineSize: `${String(percent)}%` }} />
      </div>
      <span className={styles.quotaText}>
        {product.status === 'sold_out' ? t`Sold out` : `${String(percent)}%`}
      </span>
    </div>
  );
}
