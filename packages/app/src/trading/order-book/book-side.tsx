import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import Big from 'big.js';
import { toBig, VISUALLY_HIDDEN } from '@exchange/design-system';
import type { BookRow, BookSideName } from './aggregate.ts';
import { amountFormatter } from './book-format.ts';
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
  /** Must be stable (the rows' elements are kept while it is). */
  onPick: (price: string) => void;
}

/** Stand-ins for the three figures in the translated row sentence, replaced per row. */
const MARKERS = /([\uE000-\uE002])/;

/**
 * The row sentence for screen readers, translated once per language with stand-ins for its three
 * figures and then filled per row by joining strings: a translation may order the figures as its
 * grammar needs, and 40 rows × 60 frames a second do not go through the message formatter.
 */
function useRowSentence(): (price: string, amount: string, total: string) => string {
  const { t } = useLingui();
  return useMemo(() => {
    // Private-use characters: no translation or figure contains them.
    const priceText = '\uE000';
    const amount = '\uE001';
    const total = '\uE002';
    const parts = t`Price ${priceText}, amount ${amount}, total ${total}`.split(MARKERS);
    return (...figures) => {
      let sentence = '';
      parts.forEach((part, index) => {
        // split() with a capturing group puts the markers at the odd indexes.
        sentence += index % 2 === 1 ? (figures[part.charCodeAt(0) - 0xe000] ?? '') : part;
      });
      return sentence;
    };
  }, [t]);
}

/** Sets an element's only text to `text`, editing its text node in place (no new node to lay out). */
function writeText(element: Element, text: string) {
  const node = element.firstChild;
  if (node === null) element.textContent = text;
  else if (node.nodeValue !== text) node.nodeValue = text;
}

/** What a row button shows now, to skip the writes that would change nothing. */
interface Shown {
  words: string;
  scale: string;
}
/** Per button element: a new element (the slots re-rendered) starts with nothing shown. */
const shownBy = new WeakMap<Element, Shown>();

/**
 * One side of the book: `count` slots keyed by position, not by price, so the same DOM nodes stay
 * as prices move (no flicker). Asks render with the best price at the bottom, nearest the spread
 * line; missing levels are empty slots of the same height.
 *
 * React renders the slots' elements only when their number, the filled ones or the side change;
 * each new book is written into them after the commit, text node by text node and only what
 * changed, with the depth bar sized by transform (no layout): at 100 depth messages a second the
 * book's cost is the few figures that move, not a re-render of every row.
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
  const listRef = useRef<HTMLUListElement>(null);
  // The rows shown now, for the click handlers (their elements outlive many books).
  const shownRows = useRef(rows);
  const filled = Math.min(rows.length, count);
  const sentence = useRowSentence();
  const formatPrice = useMemo(() => amountFormatter(priceDecimals), [priceDecimals]);
  const formatSize = useMemo(() => amountFormatter(sizePrecision), [sizePrecision]);

  // Slot `slot` from the top shows row `index`: asks upside down, best nearest the spread.
  const slots = useMemo(
    () =>
      Array.from({ length: count }, (_, slot) => {
        const index = side === 'ask' ? count - 1 - slot : slot;
        if (index >= filled) return <li key={slot} className={styles.slot} aria-hidden="true" />;
        return (
          <li key={slot} className={styles.slot}>
            <button
              type="button"
              className={styles.row}
              data-side={side}
              onClick={() => {
                const row = shownRows.current[index];
                if (row === undefined) return;
                // The bucket is a multiple of the tick, so fixing to the pair's precision is
                // exact; truncating (as the display does) keeps it so should a price ever carry
                // more decimals.
                onPick(toBig(row.price).toFixed(pricePrecision, Big.roundDown));
              }}
            >
              {/* A background layer sized by transform: no layout work when depth changes. */}
              <span className={styles.bar} aria-hidden="true" />
              {/* One sentence for screen readers (translatable as a whole); the columns are for
                  eyes. Text, not aria-label: a label must contain the visible figures as shown. */}
              <span className={VISUALLY_HIDDEN} />
              <span className={styles.price} aria-hidden="true" />
              <span className={styles.cell} aria-hidden="true" />
              <span className={styles.cell} aria-hidden="true" />
            </button>
          </li>
        );
      }),
    [count, filled, side, pricePrecision, onPick],
  );
  useLayoutEffect(() => {
    shownRows.current = rows;
    const list = listRef.current;
    if (list === null) return;
    for (let slot = 0; slot < count; slot += 1) {
      const index = side === 'ask' ? count - 1 - slot : slot;
      const row = rows[index];
      const button = list.children[slot]?.firstElementChild;
      if (row === undefined || !(button instanceof HTMLElement)) continue;
      const [bar, spoken, price, amount, total] = button.children;
      if (!bar || !spoken || !price || !amount || !total) continue;
      const priceText = formatPrice(row.price);
      const amountText = formatSize(row.amount);
      const totalText = formatSize(row.total);
      writeText(price, priceText);
      writeText(amount, amountText);
      writeText(total, totalText);
      const was = shownBy.get(button);
      const words = sentence(priceText, amountText, totalText);
      if (was?.words !== words) writeText(spoken, words);
      const scale = `scaleX(${String(row.depth / 100)})`;
      if (was?.scale !== scale && bar instanceof HTMLElement) bar.style.transform = scale;
      shownBy.set(button, { words, scale });
    }
  }, [rows, count, side, formatPrice, formatSize, sentence, slots]);

  return (
    <ul ref={listRef} className={styles.side} data-side={side} aria-label={label}>
      {slots}
    </ul>
  );
}
