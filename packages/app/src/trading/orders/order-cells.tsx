import type { OrderSide } from '@exchange/api';
import { NO_VALUE, Num, withUnit } from '@exchange/design-system';
import styles from './orders.module.css';

/** A side in the up/down colours (they follow the user's swapped-colours setting). */
export function SideText({ side, label }: { side: OrderSide; label: string }) {
  return (
    <span className={side === 'buy' ? styles.buy : styles.sell} data-side={side}>
      {label}
    </span>
  );
}

/**
 * An amount followed by its coin in muted text, as one isolated left-to-right run (`Num`): Arabic
 * reads '630.00 USDT', never 'USDT 630.00'. '—' (no value) stands alone, without the coin.
 */
export function WithCoin({ value, coin }: { value: string; coin: string }) {
  if (value === NO_VALUE) return value;
  return (
    <Num className={styles.nowrap}>
      {value}
      {coin === '' ? null : <span className={styles.muted}>{withUnit('', coin)}</span>}
    </Num>
  );
}

/** A date and time (with its zone when not the reader's), kept in that order right-to-left too. */
export function TimeText({ text }: { text: string }) {
  return <Num className={styles.nowrap}>{text}</Num>;
}
