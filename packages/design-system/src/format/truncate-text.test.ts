import { describe, expect, it } from 'vitest';
import { COPY_TEXT_MAX, truncateText } from './truncate-text.ts';

describe('truncateText', () => {
  it('keeps text at the limit as it is', () => {
    const text = 'a'.repeat(COPY_TEXT_MAX);
    expect(truncateText(text)).toBe(text);
  });
  it('cuts text past 150 characters by default and marks the cut', () => {
    const result = truncateText('b'.repeat(151));
    expect(result).toBe(`${'b'.repeat(150)}…`);
  });
  it('never splits a character outside the basic plane', () => {
    expect(truncateText('😀😀😀', 2)).toBe('😀😀…');
  });
});
