import type { OrderSide } from '@exchange/api';
import styles from './spot-orders.module.css';

/** A side in the up/down colours (they follow the user's swapped-colours setting). */
export function SideText({ side, label }: { side: OrderSide; label: string }) {
  return (
    <span className={side === 'buy' ? styles.buy : styles.sell} data-side={side}>
      {label}
    </span>
  );
}

/**
 * An amount followed by its coin in muted text. Left-to-right even in Arabic, where the bidi
 * algorithm would otherwise print "USDT 630.00".
 */
export function WithCoin({ value, coin }: { value: string; coin: string }) {
  return (
    <span className={styles.nowrap} dir="ltr">
      {value}
      {coin === '' ? null : <span className={styles.muted}> {coin}</span>}
    </span>
  );
}

/** A time as `MM/DD/YYYY hh:mm:ss A`, kept in that order right-to-left too. */
export function TimeText({ text }: { text: string }) {
  return (
    <span className={styles.nowrap} dir="ltr">
      {text}
    </span>
  );
}
