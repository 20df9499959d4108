import type { PositionSide } from '@exchange/api';
import { Num } from '@exchange/design-system';
import { directionOf } from './contract-format.ts';
import styles from './contract-orders.module.css';

/** A side (and what it did) in the up/down colours: long up, short down. */
export function PositionSideText({ side, label }: { side: PositionSide; label: string }) {
  return (
    <span
      className={`${side === 'long' ? styles.up : styles.down} ${styles.nowrap}`}
      data-side={side}
    >
      {label}
    </span>
  );
}

/** A signed amount (profit, loss, funding) coloured by its sign, as one left-to-right run. */
export function SignedText({ value, text }: { value: string; text: string }) {
  const direction = directionOf(value);
  const className =
    direction === 'up' ? styles.up : direction === 'down' ? styles.down : styles.flat;
  return (
    <Num className={className}>
      <span data-direction={direction}>{text}</span>
    </Num>
  );
}
