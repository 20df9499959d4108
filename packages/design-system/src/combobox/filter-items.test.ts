import { describe, expect, it } from 'vitest';
import { filterItems, nextEnabled, type ComboboxItem } from './filter-items.ts';

const COINS: ComboboxItem[] = [
  { value: 'BUSD', label: 'BUSD', description: 'Binance USD' },
  { value: 'BTC', label: 'BTC', description: 'Bitcoin' },
  { value: 'USDT', label: 'USDT', description: 'Tether USD' },
  { value: 'USDC', label: 'USDC', description: 'USD Coin' },
  { value: 'ETH', label: 'ETH', description: 'Ethereum' },
  { value: 'US', label: 'US', description: 'A coin named exactly like the query' },
];
const labels = (items: readonly ComboboxItem[]) => items.map((item) => item.label);

describe('filterItems', () => {
  it('keeps every item for an empty or blank query', () => {
    expect(labels(filterItems(COINS, ''))).toEqual(labels(COINS));
    expect(labels(filterItems(COINS, '   '))).toEqual(labels(COINS));
  });

  it('ranks exact names, then prefixes, then inner matches, then descriptions', () => {
    expect(labels(filterItems(COINS, 'us'))).toEqual(['US', 'USDT', 'USDC', 'BUSD']);
    expect(labels(filterItems(COINS, 'coin'))).toEqual(['BTC', 'USDC', 'US']);
  });

  it('ignores case and surrounding spaces', () => {
    // USDT matches through its description ("Tether"), after the name match.
    expect(labels(filterItems(COINS, '  eTh '))).toEqual(['ETH', 'USDT']);
  });

  it('gives nothing when nothing matches', () => {
    expect(filterItems(COINS, 'doge')).toEqual([]);
  });
});

describe('nextEnabled', () => {
  const items: ComboboxItem[] = [
    { value: 'a', label: 'a' },
    { value: 'b', label: 'b', disabled: true },
    { value: 'c', label: 'c' },
  ];

  it('steps over disabled items and wraps around', () => {
    expect(nextEnabled(items, 0, 1)).toBe(2);
    expect(nextEnabled(items, 2, 1)).toBe(0);
    expect(nextEnabled(items, 0, -1)).toBe(2);
    expect(nextEnabled(items, -1, 1)).toBe(0);
    expect(nextEnabled(items, -1, -1)).toBe(2);
  });

  it('finds nothing when every item is disabled or there is none', () => {
    expect(nextEnabled([{ value: 'x', label: 'x', disabled: true }], 0, 1)).toBe(-1);
    expect(nextEnabled([], -1, 1)).toBe(-1);
  });
});
