import { useCallback, useState } from 'react';
import { useAppServices } from '../../../app-services.tsx';
import type { FavoritePairs } from '../../../trading/pair-switcher/favorite-pairs.ts';
import { favoriteId, readFavorites, writeFavorites } from '../../../markets/favorites-store.ts';

/**
 * Spot favourites over /market's favourites store: one list, so a star set on either page shows
 * on both.
 *
 * @example const favorites = useFavoritePairs(); favorites.toggle('BTCUSDT');
 */
export function useFavoritePairs(): FavoritePairs {
  const { storage } = useAppServices();
  const [favorites, setFavorites] = useState(() => readFavorites(storage));
  const isFavorite = useCallback(
    (symbol: string) => favorites.has(favoriteId('spot', symbol)),
    [favorites],
  );
  const toggle = useCallback(
    (symbol: string) => {
      // Read again: /market may have changed the list since this page mounted.
      const next = new Set(readFavorites(storage));
      const id = favoriteId('spot', symbol);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      writeFavorites(storage, next);
      setFavorites(next);
    },
    [storage],
  );
  return { isFavorite, toggle };
}
