import { useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatAmount,
  formatSignedPercent,
  List,
  Num,
  StarIcon,
  Tabs,
  TextInput,
  VISUALLY_HIDDEN,
} from '@exchange/design-system';
import { filterRows, trendOf, type MarketRow } from '../../markets/market-rows.ts';
import type { FavoritePairs } from './favorite-pairs.ts';
import styles from './pair-switcher.module.css';

export interface PairListProps {
  /** The pairs with their live prices. */
  rows: readonly MarketRow[];
  /** Accessible name of the list: "Spot pairs". */
  label: string;
  /** The pair shown on the page (marked as selected). */
  current: string;
  favorites: FavoritePairs;
  onSelect: (symbol: string) => void;
}

type View = 'all' | 'favorites';

const ROW_HEIGHT = 36;

/**
 * The pair switcher's panel: a search box, All / Favourites tabs and a keyboard-navigable list of
 * pairs with their live last price and 24 h change. Arrows move, Enter opens the pair, F stars
 * the highlighted pair; a click on a row's star stars it too.
 */
export function PairList({ rows, label, current, favorites, onSelect }: PairListProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>('all');
  const all = filterRows(rows, query);
  const shown = view === 'all' ? all : all.filter((row) => favorites.isFavorite(row.symbol));

  // The list owns the arrows; F is ours. The highlighted row carries its symbol in the DOM.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'f' && event.key !== 'F') return;
    const active = event.currentTarget.querySelector<HTMLElement>(
      '[role="option"][data-active] [data-symbol]',
    );
    const symbol = active?.dataset.symbol;
    if (symbol === undefined) return;
    event.preventDefault();
    favorites.toggle(symbol);
  };

  const renderRow = (row: MarketRow) => {
    const trend = trendOf(row.changePercent);
    const favorite = favorites.isFavorite(row.symbol);
    return (
      <span className={styles.row} data-symbol={row.symbol}>
        <span
          className={styles.star}
          data-favorite={favorite || undefined}
          aria-hidden="true"
          onClick={(event) => {
            // A star click stars the pair without opening it.
            event.stopPropagation();
            favorites.toggle(row.symbol);
          }}
        >
          <StarIcon filled={favorite} />
        </span>
        <span className={styles.name}>
          {row.name}
          {favorite ? <span className={VISUALLY_HIDDEN}>{t`(favourite)`}</span> : null}
        </span>
        <span className={styles.last}>
          <Num>{formatAmount(row.last, row.pricePrecision)}</Num>
        </span>
        <span className={trend === 'flat' ? styles.change : `${styles.change} ${styles[trend]}`}>
          <Num>{formatSignedPercent(row.changePercent)}</Num>
        </span>
      </span>
    );
  };

  const list = (
    // The wrapper only listens for F bubbling from the focused listbox; it is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see the comment above
    <div onKeyDown={onKeyDown}>
      <div className={styles.columns} aria-hidden="true">
        <span>
          <Trans>Pair</Trans>
        </span>
        <span>
          <Trans>Last price</Trans>
        </span>
        <span>
          <Trans>24h change</Trans>
        </span>
      </div>
      <List
        aria-label={label}
        items={shown}
        getKey={(row) => row.symbol}
        selectedKey={current}
        itemHeight={ROW_HEIGHT}
        maxHeight={ROW_HEIGHT * 9}
        renderItem={renderRow}
        onSelect={(row) => {
          onSelect(row.symbol);
        }}
        empty={
          <p className={styles.empty}>
            {view === 'favorites' && query.trim() === '' ? (
              <Trans>No favourites yet: press F or click ☆ on a pair to keep it here.</Trans>
            ) : (
              <Trans>No pairs match your search.</Trans>
            )}
          </p>
        }
      />
      <p className={styles.hint}>
        <Trans>↑ ↓ to move, Enter to open, F to star.</Trans>
      </p>
    </div>
  );

  return (
    <div className={styles.panel}>
      <TextInput
        label={t`Search pairs`}
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
        }}
      />
      <Tabs
        label={t`Pair lists`}
        variant="pill"
        value={view}
        onValueChange={(value) => {
          setView(value === 'favorites' ? 'favorites' : 'all');
        }}
        items={[
          { value: 'all', label: t`All`, content: view === 'all' ? list : null },
          { value: 'favorites', label: t`Favourites`, content: view === 'favorites' ? list : null },
        ]}
      />
    </div>
  );
}
