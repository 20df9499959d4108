import { describe, expect, it } from 'vitest';
import { nextDirection } from './use-price-direction.ts';

describe('nextDirection', () => {
  it('compares decimal strings exactly, keeping the direction when the price repeats', () => {
    expect(nextDirection('0.1', '0.10000000000000001', null)).toBe('up');
    expect(nextDirection('100.5', '100.49', 'up')).toBe('down');
    expect(nextDirection('100.50', '100.5', 'down')).toBe('down');
    expect(nextDirection(null, '1', 'up')).toBeNull();
  });
});
