import { afterEach, describe, expect, it } from 'vitest';
import { themeColors } from './theme-colors.ts';

const TOKENS = {
  up: ['--ex-color-rise', '#2ebd85'],
  down: ['--ex-color-fall', '#f6465d'],
} as const;

describe('themeColors', () => {
  afterEach(() => {
    document.documentElement.style.removeProperty('--ex-color-rise');
  });

  it('gives the fallbacks before a theme is known', () => {
    document.documentElement.style.setProperty('--ex-color-rise', '#00ff00');
    expect(themeColors('', TOKENS)).toEqual({ up: '#2ebd85', down: '#f6465d' });
  });

  it("reads the document's tokens once a theme is known, a missing one falling back", () => {
    document.documentElement.style.setProperty('--ex-color-rise', ' #00ff00 ');
    expect(themeColors('light', TOKENS)).toEqual({ up: '#00ff00', down: '#f6465d' });
  });
});
