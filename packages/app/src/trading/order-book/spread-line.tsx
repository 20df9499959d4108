import { useLingui } from '@lingui/react/macro';
import { formatAmount, formatPercent, Num, VISUALLY_HIDDEN } from '@exchange/design-system';
import styles from './order-book.module.css';

/** Props of {@link SpreadLine}. */
export interface SpreadLineProps {
  lastPrice: string | null;
  lastDirection: 'up' | 'down' | null;
  spread: { value: string; percent: string } | null;
  pricePrecision: number;
  quoteCoin: string;
}

/**
 * The line between asks and bids: the last price, coloured and with an arrow for its direction,
 * and the spread between the best ask and the best bid.
 *
 * @example <SpreadLine lastPrice="65000.1" lastDirection="up" spread={spread} … />
 */
export function SpreadLine({
  lastPrice,
  lastDirection,
  spread,
  pricePrecision,
  quoteCoin,
}: SpreadLineProps) {
  const { t } = useLingui();
  const last = lastPrice === null ? '--' : formatAmount(lastPrice, pricePrecision);
  const arrow = lastDirection === 'up' ? '↑' : lastDirection === 'down' ? '↓' : '';
  const direction =
    lastDirection === 'up' ? t`rising` : lastDirection === 'down' ? t`falling` : null;
  // The percentage only when it shows something: a one-tick spread on a large price is "0.00%".
  const percent = spread === null ? null : formatPercent(spread.percent, 2);
  const spreadText =
    spread === null
      ? '--'
      : `${formatAmount(spread.value, pricePrecision)}${percent === '0.00%' || percent === null ? '' : ` (${percent})`}`;
  return (
    <div className={styles.spreadLine} data-direction={lastDirection ?? 'flat'}>
      <span className={styles.last}>
        <span className={VISUALLY_HIDDEN}>{t`Last price`} </span>
        <Num>{last}</Num>
        {arrow === '' ? null : <span aria-hidden="true"> {arrow}</span>}
        {direction === null ? null : <span className={VISUALLY_HIDDEN}> {direction}</span>}
        <span className={VISUALLY_HIDDEN}> {quoteCoin}</span>
      </span>
      <span className={styles.spread}>
        {t`Spread`} <Num>{spreadText}</Num>
      </span>
    </div>
  );
}
