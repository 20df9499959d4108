import { describe, expect, it } from 'vitest';
import { extensionLevels, levelLabel, retracementLevels } from './levels.ts';

describe('fibonacci levels', () => {
  it('places retracement levels 1, 0.75, 0.618, 0.5, 0.382, 0.25, 0 between start and end', () => {
    expect(retracementLevels(100, 200, 2).map((l) => [l.ratio, l.value])).toEqual([
      [1, 100],
      [0.75, 125],
      [0.618, 138.2],
      [0.5, 150],
      [0.382, 161.8],
      [0.25, 175],
      [0, 200],
    ]);
  });

  it('projects extension levels 0 … 1 of the first move from the third point', () => {
    expect(extensionLevels(100, 200, 150, 2).map((l) => [l.ratio, l.value])).toEqual([
      [0, 150],
      [0.236, 173.6],
      [0.382, 188.2],
      [0.5, 200],
      [0.618, 211.8],
      [0.786, 228.6],
      [1, 250],
    ]);
  });

  it('labels a level as price with percentage, free of float noise', () => {
    const [, , third] = retracementLevels(0.1, 0.3, 4);
    expect(third && levelLabel(third, 4)).toBe('0.1764 (61.8%)');
  });
});
