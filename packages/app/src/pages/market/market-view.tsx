import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextInput, VISUALLY_HIDDEN } from '@exchange/design-system';
import { useAppServices } from '../../app-services.tsx';
import { favoriteId, readFavorites, writeFavorites } from '../../markets/favorites-store.ts';
import { MarketTable, type MarketSort } from './market-table.tsx';
import { filterRows, sortRows, type MarketRow, type SortKey } from '../../markets/market-rows.ts';
import styles from './market-page.module.css';

type View = 'spot' | 'contract' | 'favorites';

export interface MarketViewProps {
  spot: readonly MarketRow[];
  contract: readonly MarketRow[];
  status: 'loading' | 'error' | 'ready';
}

/** /market's content: spot and futures tables, searchable, sortable, with persisted favourites. */
export function MarketView({ spot, contract, status }: MarketViewProps) {
  const { t } = useLingui();
  const { storage } = useAppServices();
  const [view, setView] = useState<View>('spot');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<MarketSort>({ key: 'turnover', direction: 'descending' });
  const [favorites, setFavorites] = useState(() => readFavorites(storage));

  const toggleFavorite = (row: MarketRow) => {
    const id = favoriteId(row.kind, row.symbol);
    const next = new Set(favorites);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    writeFavorites(storage, next);
    setFavorites(next);
  };
  const onSort = (key: SortKey) => {
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'name' ? 'ascending' : 'descending' },
    );
  };

  const source =
    view === 'spot'
      ? spot
      : view === 'contract'
        ? contract
        : [...spot, ...contract].filter((row) => favorites.has(favoriteId(row.kind, row.symbol)));
  const rows = sortRows(filterRows(source, query), sort.key, sort.direction);
  const captions: Record<View, string> = {
    spot: t`Spot markets`,
    contract: t`Futures markets`,
    favorites: t`Favourites`,
  };

  let body;
  if (status === 'loading') {
    body = (
      <p className={styles.status} role="status">
        <Trans>Loading markets…</Trans>
      </p>
    );
  } else if (status === 'error') {
    body = (
      <p className={styles.status} role="alert">
        <Trans>The markets could not be loaded. Try again later.</Trans>
      </p>
    );
  } else if (rows.length === 0) {
    body = (
      <p className={styles.status}>
        {view === 'favorites' && query.trim() === '' ? (
          <Trans>No favourites yet: star a pair to keep it here.</Trans>
        ) : (
          <Trans>No pairs match your search.</Trans>
        )}
      </p>
    );
  } else {
    body = (
      <MarketTable
        caption={captions[view]}
        rows={rows}
        sort={sort}
        onSort={onSort}
        favorites={favorites}
        onToggleFavorite={toggleFavorite}
      />
    );
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Markets</Trans>
      </h1>
      <div className={styles.toolbar}>
        <fieldset className={styles.views}>
          <legend className={VISUALLY_HIDDEN}>{t`Market`}</legend>
          {(['spot', 'contract', 'favorites'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="market-view"
                value={option}
                checked={view === option}
                onChange={() => {
                  setView(option);
                }}
              />
              {captions[option]}
            </label>
          ))}
        </fieldset>
        <TextInput
          label={t`Search pairs`}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
        />
      </div>
      {body}
    </main>
  );
}
