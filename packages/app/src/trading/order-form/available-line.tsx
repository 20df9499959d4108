import { Trans } from '@lingui/react/macro';
import { formatAmount, Num, withUnit } from '@exchange/design-system';
import styles from './order-form-blocks.module.css';

/** Props of {@link AvailableLine}. */
export interface AvailableLineProps {
  /** The balance a new order spends; null while it loads. */
  amount: string | null;
  coin: string;
  /** Decimals shown (truncated, SPEC.md section 5). */
  decimals: number;
}

/**
 * "Available 1,000.00 USDT": what a buy can spend or a sell can sell, or a loading placeholder.
 *
 * @example <AvailableLine amount="1000" coin="USDT" decimals={2} />
 */
export function AvailableLine({ amount, coin, decimals }: AvailableLineProps) {
  return (
    <p className={styles.line}>
      <span>
        <Trans>Available</Trans>
      </span>
      {amount === null ? (
        <span className={styles.loading} aria-busy="true">
          <Trans>Loading…</Trans>
        </span>
      ) : (
        <span className={styles.value}>
          <Num>{withUnit(formatAmount(amount, decimals), coin)}</Num>
        </span>
      )}
    </p>
  );
}
