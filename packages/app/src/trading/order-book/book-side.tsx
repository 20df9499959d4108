import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import Big from 'big.js';
import { formatAmount, toBig, VISUALLY_HIDDEN } from '@exchange/design-system';
import type { BookRow, BookSideName } from './aggregate.ts';
import styles from './order-book.module.css';

/** Props of {@link BookSide}. */
export interface BookSideProps {
  side: BookSideName;
  /** Best first, at most `count`. */
  rows: readonly BookRow[];
  /** Slots rendered whatever the data, so the layout never shifts. */
  count: number;
  /** Decimals of the price at the current aggregation step. */
  priceDecimals: number;
  /** The pair's price precision: the price handed to `onPick` has exactly these decimals. */
  pricePrecision: number;
  sizePrecision: number;
  label: string;
  /** Must be stable (memoised rows rely on it). */
  onPick: (price: string) => void;
}

interface RowProps {
  side: BookSideName;
  price: string;
  amount: string;
  total: string;
  depth: number;
  pricePrecision: number;
  priceText: string;
  onPick: (price: string) => void;
}

/**
 * One level as a button. Memoised on primitives: under 100 depth messages a second most rows
 * keep their figures between frames, and those skip rendering entirely.
 */
const BookRowButton = memo(function BookRowButton({
  side,
  price,
  amount,
  total,
  depth,
  pricePrecision,
  priceText,
  onPick,
}: RowProps) {
  const { t } = useLingui();
  return (
    <li className={styles.slot}>
      <button
        type="button"
        className={styles.row}
        data-side={side}
        onClick={() => {
          // The bucket is a multiple of the tick, so fixing to the pair's precision is exact;
          // truncating (as the display does) keeps it so should a price ever carry more decimals.
          onPick(toBig(price).toFixed(pricePrecision, Big.roundDown));
        }}
      >
        {/* A background layer sized by transform: no layout work when depth changes. */}
        <span
          className={styles.bar}
          aria-hidden="true"
          style={{ transform: `scaleX(${String(depth / 100)})` }}
        />
        {/* One sentence for screen readers (translatable as a whole); the columns are for eyes. */}
        <span
          className={VISUALLY_HIDDEN}
        >{t`Price ${priceText}, amount ${amount}, total ${total}`}</span>
        <span className={styles.price} aria-hidden="true">
          {priceText}
        </span>
        <span className={styles.cell} aria-hidden="true">
          {amount}
        </span>
        <span className={styles.cell} aria-hidden="true">
          {total}
        </span>
      </button>
    </li>
  );
});

/**
 * One side of the book: `count` slots keyed by position, not by price, so React reuses the same
 * DOM nodes as prices move (no flicker). Asks render with the best price at the bottom, nearest
 * the spread line; missing levels are empty slots of the same height.
 *
 * @example <BookSide side="bid" rows={bids} count={12} … />
 */
export function BookSide({
  side,
  rows,
  count,
  priceDecimals,
  pricePrecision,
  sizePrecision,
  label,
  onPick,
}: BookSideProps) {
  const slots = Array.from({ length: count }, (_, slot) =>
    side === 'ask' ? rows[count - 1 - slot] : rows[slot],
  );
  return (
    <ul className={styles.side} data-side={side} aria-label={label}>
      {slots.map((row, slot) =>
        row === undefined ? (
          <li key={slot} className={styles.slot} aria-hidden="true" />
        ) : (
          <BookRowButton
            key={slot}
            side={side}
            price={row.price}
            priceText={formatAmount(row.price, priceDecimals)}
            amount={formatAmount(row.amount, sizePrecision)}
            total={formatAmount(row.total, sizePrecision)}
            depth={row.depth}
            pricePrecision={pricePrecision}
            onPick={onPick}
          />
        ),
      )}
    </ul>
  );
}
