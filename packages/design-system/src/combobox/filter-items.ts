import type { ReactNode } from 'react';

/** One choice of a {@link Combobox}: a coin, a network. */
export interface ComboboxItem<V extends string = string> {
  value: V;
  /** The name shown and searched ("USDT"). */
  label: string;
  /** A second, quieter line, also searched ("Tether USD"; "Confirmations: 12"). */
  description?: string;
  /** A picture before the label (a coin's logo); decoration only. */
  icon?: ReactNode;
  disabled?: boolean;
}

/** How well an item matches: lower is better; null when it does not match. */
function rank(item: ComboboxItem, query: string): number | null {
  const label = item.label.toLocaleLowerCase();
  const value = item.value.toLocaleLowerCase();
  if (label === query || value === query) return 0;
  if (label.startsWith(query) || value.startsWith(query)) return 1;
  if (label.includes(query) || value.includes(query)) return 2;
  if (item.description?.toLocaleLowerCase().includes(query)) return 3;
  return null;
}

/**
 * The items matching what was typed, case-insensitively in label, value and description: exact
 * names first, then names that start with it, then names that contain it, then descriptions,
 * each group in the given order. An empty or blank query keeps every item.
 *
 * @example filterItems(coins, 'us').map((c) => c.label) // ['USDC', 'USDT', 'BUSD', …]
 */
export function filterItems<V extends string>(
  items: readonly ComboboxItem<V>[],
  query: string,
): ComboboxItem<V>[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (wanted === '') return [...items];
  const ranked: { item: ComboboxItem<V>; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const found = rank(item, wanted);
    if (found !== null) ranked.push({ item, rank: found, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.map((entry) => entry.item);
}

/**
 * The next enabled item's index from `from` in direction `step` (±1), wrapping around. From -1
 * (no item active) it is the first enabled item going down and the last going up. -1 when no
 * item is enabled.
 */
export function nextEnabled(items: readonly ComboboxItem[], from: number, step: 1 | -1): number {
  const count = items.length;
  const start = from === -1 && step === -1 ? count : from;
  for (let moved = 1; moved <= count; moved += 1) {
    const index = (((start + step * moved) % count) + count) % count;
    if (items[index]?.disabled !== true) return index;
  }
  return -1;
}
