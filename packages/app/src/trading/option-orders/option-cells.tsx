import type { OptionDirection, OptionOrderStatus } from '@exchange/api';
import { formatAmount, NO_VALUE, Num } from '@exchange/design-system';
import { useOptionIndex } from '../../queries/option.query.ts';
import { liveMoneyness, type OptionPairFormat } from './option-format.ts';
import { useOptionLabels } from './use-option-labels.ts';
import styles from './option-orders.module.css';

/** Up or Down with its arrow, in the rise or fall colour. */
export function DirectionText({ direction }: { direction: OptionDirection }) {
  const labels = useOptionLabels();
  return (
    <span
      className={`${styles.direction} ${direction === 'up' ? styles.up : styles.down}`}
      data-direction={direction}
    >
      <span aria-hidden="true">{direction === 'up' ? '\u2191' : '\u2193'}</span>
      {labels.direction(direction)}
    </span>
  );
}

/** A settled option's result: won (rise colour), lost (fall colour) or a refunded tie (muted). */
export function ResultText({ status }: { status: OptionOrderStatus }) {
  const labels = useOptionLabels();
  const className = status === 'won' ? styles.up : status === 'lost' ? styles.down : styles.muted;
  return (
    <span className={`${className} ${styles.nowrap}`} data-result={status}>
      {labels.result(status)}
    </span>
  );
}

/** A muted note in place of a value: "Waiting for entry", "Settling…". */
export function NoteText({ text, state }: { text: string; state: string }) {
  return (
    <span className={`${styles.muted} ${styles.nowrap}`} data-state={state}>
      {text}
    </span>
  );
}

/** Props of the live index cells of one open option. */
export interface LiveIndexProps {
  symbol: string;
  format: OptionPairFormat;
  /** The pair list's last price, shown until the first `option@` tick arrives. */
  listed: string | null;
}

/** The option index of the row's pair, live from its `option@` channel. */
export function LivePrice({ symbol, format, listed }: LiveIndexProps) {
  const tick = useOptionIndex(symbol);
  const price = tick?.price ?? listed;
  return price === null ? NO_VALUE : <Num>{formatAmount(price, format.pricePrecision)}</Num>;
}

/**
 * Whether the row's option is in, out of or at the money at the live index (the formula the
 * server settles with); '—' while the entry or the index is unknown.
 */
export function MoneynessText({
  symbol,
  listed,
  direction,
  entry,
}: Omit<LiveIndexProps, 'format'> & { direction: OptionDirection; entry: string | null }) {
  const labels = useOptionLabels();
  const tick = useOptionIndex(symbol);
  const value = liveMoneyness(direction, entry, tick?.price ?? listed);
  if (value === null) return NO_VALUE;
  const className = value === 'in' ? styles.up : value === 'out' ? styles.down : styles.muted;
  return (
    <span className={`${className} ${styles.nowrap}`} data-moneyness={value}>
      {labels.moneyness(value)}
    </span>
  );
}
