import { Trans } from '@lingui/react/macro';
import styles from './order-form-blocks.module.css';

/**
 * The price slot of a market order: a "Price" label over a greyed "Market price" box, standing
 * where a limit order has its price field (the spot and contract forms, the close-position form).
 *
 * @example {type === 'limit' ? <DecimalField … /> : <MarketPriceField />}
 */
export function MarketPriceField() {
  return (
    <div className={styles.marketPrice}>
      <span className={styles.marketPriceLabel}>
        <Trans>Price</Trans>
      </span>
      <span className={styles.marketPriceBox}>
        <Trans>Market price</Trans>
      </span>
    </div>
  );
}
