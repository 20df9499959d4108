import Big from 'big.js';
import { useState } from 'react';

export type PriceDirection = 'up' | 'down' | null;

/**
 * Which way the last price last moved: `up`, `down`, or null before it has moved. An unchanged
 * price keeps the previous direction, as exchanges colour the last trade.
 *
 * @example const direction = usePriceDirection(ticker?.last ?? null);
 */
export function usePriceDirection(last: string | null): PriceDirection {
  const [seen, setSeen] = useState<{ last: string | null; direction: PriceDirection }>({
    last,
    direction: null,
  });
  if (last !== seen.last) {
    const direction = nextDirection(seen.last, last, seen.direction);
    setSeen({ last, direction });
    return direction;
  }
  return seen.direction;
}

/** The direction after a move from `previous` to `next` (decimal strings, compared exactly). */
export function nextDirection(
  previous: string | null,
  next: string | null,
  current: PriceDirection,
): PriceDirection {
  if (previous === null || next === null) return null;
  const order = new Big(next).cmp(new Big(previous));
  if (order > 0) return 'up';
  if (order < 0) return 'down';
  return current;
}
