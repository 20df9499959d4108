import type { SafeStorage } from '../storage/safe-storage.ts';

/** Favourite pairs are kept under this key as a JSON array of "spot:BTCUSDT"-style ids. */
export const FAVORITES_KEY = 'market_favorites';

export function favoriteId(kind: string, symbol: string): string {
  return `${kind}:${symbol}`;
}

export function readFavorites(storage: SafeStorage): ReadonlySet<string> {
  const raw = storage.get(FAVORITES_KEY);
  if (raw === null) return new Set();
  try {
    const parsed: unknown = JSON.parse(raw);
    return new Set(
      Array.isArray(parsed)
        ? parsed.filter((item): item is string => typeof item === 'string')
        : [],
    );
  } catch {
    // A corrupt entry means no favourites rather than a broken page.
    return new Set();
  }
}

export function writeFavorites(storage: SafeStorage, favorites: ReadonlySet<string>): void {
  storage.set(FAVORITES_KEY, JSON.stringify([...favorites].sort()));
}
